/// The observers of a subject or a shared connection, in subscription order, and the one loop
/// that delivers to them.
///
/// Three rules, kept here so every subject and `share` follows them alike:
/// - **Removal is immediate.** Each entry has a flag cleared the moment it is removed, so an
///   observer removed during a delivery — by itself or by another — hears nothing more, even
///   later in that same loop (which runs over a copy of the list: copy-on-write, no allocation).
/// - **Nested sends are queued.** An event sent while a delivery is under way is delivered once
///   that delivery completes, in send order, so every observer ends on the latest value. It goes
///   to the observers that were subscribed when it was sent: one that subscribed later has
///   already been given what it needs by its subject (a `BehaviorSubject` replays the latest).
/// - **A terminal event empties the list first**, then is delivered: an observer that subscribes
///   again from its `onCompleted`/`onError` handler (a retry) stays subscribed.
///
/// `package`, not `internal`: `ReactiveStreamTesting`'s hot observables deliver through it too,
/// so a marble test's sources follow the same three rules as the subjects they stand in for.
@MainActor
@usableFromInline
package final class ObserverList<Element> {
  // Safe because every access is a whole read, a whole write, or an in-place `append`,
  // `removeFirst` or `removeAll` whose predicate reads only the entry it is given; observers are
  // called on a copy (`recipients`), never inside an access. No two accesses overlap, which is
  // all the runtime check — several calls per event — would catch.
  @exclusivity(unchecked) @usableFromInline
  var entries: [Entry] = []
  /// The number the next observer gets; numbers only grow, so they order subscriptions.
  // Safe because: as `entries`.
  @exclusivity(unchecked) @usableFromInline
  var nextNumber = 0
  // Safe because: as `entries`.
  @exclusivity(unchecked) @usableFromInline
  var isDelivering = false
  /// Events sent during a delivery, each with the first observer number it must not reach.
  // Safe because: as `entries`.
  @exclusivity(unchecked) @usableFromInline
  var queued: [(event: Event<Element>, before: Int)] = []

  /// An empty list.
  @inlinable
  package init() {}

  @inlinable
  var isEmpty: Bool { entries.isEmpty }

  /// How many observers the list holds.
  @inlinable
  var count: Int { entries.count }

  /// Adds an observer; disposing the result removes it.
  ///
  /// The entry is its own disposable: one allocation per subscriber, not three (an entry, a
  /// closure's context and the disposable holding it).
  @inlinable
  package func add(_ observer: AnyObserver<Element>) -> any Disposable {
    let entry = Entry(observer, number: nextNumber, in: self)
    nextNumber += 1
    entries.append(entry)
    return entry
  }

  /// Sends `event` to every observer in the list now, or — during a delivery — once that
  /// delivery completes.
  @inlinable
  package func send(_ event: Event<Element>) {
    guard !isDelivering else {
      queued.append((event, nextNumber))
      return
    }
    isDelivering = true
    deliver(event, before: nextNumber)
    deliverQueued()
  }

  /// Runs `body` — a new observer's replay of what it must see first — as a delivery, so a send
  /// made from inside it waits until the replay completes, as one made from inside any
  /// delivery does.
  @inlinable
  func replay(_ body: () -> Void) {
    guard !isDelivering else { return body() }
    isDelivering = true
    body()
    deliverQueued()
  }

  /// Delivers every queued event in send order, then ends the delivery under way.
  @inlinable
  func deliverQueued() {
    while !queued.isEmpty {
      let next = queued.removeFirst()
      deliver(next.event, before: next.before)
    }
    isDelivering = false
  }

  @inlinable
  func deliver(_ event: Event<Element>, before limit: Int) {
    let recipients = entries
    // A terminal event ends the observers it was sent to, and only those: one that subscribed
    // after it was sent (a retry, while the event waited its turn) stays subscribed.
    if event.isStopEvent { entries.removeAll { $0.number < limit } }
    for entry in recipients where entry.isActive && entry.number < limit {
      entry.observer.on(event)
    }
    if event.isStopEvent {
      for entry in recipients where entry.number < limit { entry.isActive = false }
    }
  }

  /// One observer in the list, and the disposable that removes it.
  @MainActor
  @usableFromInline
  final class Entry: Disposable {
    @usableFromInline
    let observer: AnyObserver<Element>
    @usableFromInline
    let number: Int
    // Safe because it is only read whole or assigned whole, with no call inside the access.
    @exclusivity(unchecked) @usableFromInline
    var isActive = true
    /// The list to leave on `dispose()`; weak, as a subscription never keeps its subject alive.
    @usableFromInline
    weak var list: ObserverList?

    @inlinable
    init(_ observer: AnyObserver<Element>, number: Int, in list: ObserverList) {
      self.observer = observer
      self.number = number
      self.list = list
    }

    /// Stops delivery to this observer at once and removes it from the list.
    @inlinable
    func dispose() {
      isActive = false
      guard let list else { return }
      self.list = nil
      // An index loop, not `removeAll(where:)`: called through `Disposable`, this runs
      // unspecialized, where the generic algorithm reads each element through a protocol
      // witness's coroutine, whose frame is allocated — an allocation per entry looked at, about
      // a tenth of a login screen's `bind`. An entry is in its list at most once.
      var index = 0
      while index < list.entries.count, list.entries[index] !== self { index += 1 }
      if index < list.entries.count { list.entries.remove(at: index) }
    }
  }
}
