/// The observers of a subject or a shared connection, in subscription order.
///
/// Delivery loops over a copy of the list (no allocation: copy-on-write), and each entry has a
/// flag cleared the moment it is removed, so an observer removed during a delivery — by itself
/// or by another observer — hears nothing more, even later in that same loop.
@MainActor
final class ObserverList<Element> {
  private var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }

  /// Adds an observer; disposing the result removes it.
  func add(_ observer: AnyObserver<Element>) -> any Disposable {
    let entry = Entry(observer)
    entries.append(entry)
    return Disposables.create { [weak self, entry] in
      entry.isActive = false
      self?.entries.removeAll { $0 === entry }
    }
  }

  /// Sends `event` to every observer still in the list.
  func send(_ event: Event<Element>) {
    for entry in entries where entry.isActive { entry.observer.on(event) }
  }

  /// Removes every observer.
  func removeAll() {
    for entry in entries { entry.isActive = false }
    entries.removeAll()
  }

  @MainActor
  private final class Entry {
    let observer: AnyObserver<Element>
    var isActive = true

    init(_ observer: AnyObserver<Element>) {
      self.observer = observer
    }
  }
}
