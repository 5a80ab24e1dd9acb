/// The observers of a subject or a shared connection, in subscription order.
///
/// Delivery loops over a copy of the list (no allocation: copy-on-write), and each entry has a
/// flag cleared the moment it is removed, so an observer removed during a delivery — by itself
/// or by another observer — hears nothing more, even later in that same loop.
@MainActor
@usableFromInline
final class ObserverList<Element> {
  @usableFromInline
  var entries: [Entry] = []

  @inlinable
  var isEmpty: Bool { entries.isEmpty }

  /// Adds an observer; disposing the result removes it.
  @inlinable
  func add(_ observer: AnyObserver<Element>) -> any Disposable {
    let entry = Entry(observer)
    entries.append(entry)
    return Disposables.create { [weak self, entry] in
      entry.isActive = false
      self?.entries.removeAll { $0 === entry }
    }
  }

  /// Sends `event` to every observer still in the list.
  @inlinable
  func send(_ event: Event<Element>) {
    for entry in entries where entry.isActive { entry.observer.on(event) }
  }

  /// Removes every observer.
  @inlinable
  func removeAll() {
    for entry in entries { entry.isActive = false }
    entries.removeAll()
  }

  @MainActor
  @usableFromInline
  final class Entry {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    var isActive = true

    @inlinable
    init(_ observer: AnyObserver<Element>) {
      self.observer = observer
    }
  }
}
