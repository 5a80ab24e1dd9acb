extension ObservableType {
  /// One subscription to the source, shared by every observer, replaying the latest `replay`
  /// elements to each new observer.
  ///
  /// ```
  /// source (subscribed once): (1)(2)---(3)
  /// observer A, from the start: (1)(2)---(3)
  /// observer B, joins after 2, replay 1: (2)(3)
  /// ```
  /// Connection: the first observer connects; the last one leaving disconnects (disposing the
  /// source) and clears the replay buffer, so the next observer connects afresh.
  /// Completes / Errors: with the source, for every observer; a later observer reconnects, and
  /// so does one that subscribes again from its terminal handler (a retry): it stays subscribed.
  @inlinable
  public func share(replay: Int = 0) -> Observable<Element> {
    precondition(replay >= 0, "share needs a replay count of 0 or more")
    let connection = SharedConnection(source: self, replay: replay)
    return Observable { observer in connection.add(observer) }
  }
}

/// The one subscription a `share(replay:)` keeps to its source, and its observers.
@MainActor
@usableFromInline
final class SharedConnection<Source: ObservableType> {
  @usableFromInline
  typealias Element = Source.Element

  @usableFromInline
  let source: Source
  @usableFromInline
  let replay: Int
  // Safe because each is read whole, assigned whole, or changed in place by `keep`, which
  // touches nothing but the buffer it is given; observers are called on a copy of the buffer,
  // never inside an access: no two accesses can overlap.
  @exclusivity(unchecked) @usableFromInline
  var buffer: [Element] = []
  @usableFromInline
  let observers = ObserverList<Element>()
  // Safe because: as `buffer`.
  @exclusivity(unchecked) @usableFromInline
  var subscription: (any Disposable)?

  @inlinable
  init(source: Source, replay: Int) {
    self.source = source
    self.replay = replay
  }

  @inlinable
  func add(_ observer: AnyObserver<Element>) -> any Disposable {
    let membership = observers.add(observer)
    if !buffer.isEmpty {
      let replayed = buffer
      observers.replay { for element in replayed { observer.onNext(element) } }
    }
    if subscription == nil {
      // Connect. A source that ends while being subscribed disconnects (clearing
      // `subscription`) before `subscribe` returns; its finished subscription is then dropped.
      let connecting = BooleanDisposable()
      subscription = connecting
      let connected = source.asObservable().subscribe(AnyObserver { [weak self] in self?.on($0) })
      if subscription === connecting { subscription = connected } else { connected.dispose() }
    }
    // Held strongly until disposed: the last observer leaving must be able to disconnect even
    // after everything else that knew this connection (the observable itself) is gone.
    return Disposables.create {
      membership.dispose()
      if self.observers.isEmpty { self.disconnect() }
    }
  }

  @inlinable
  func on(_ event: Event<Element>) {
    if case .next(let element) = event, replay > 0 {
      Self.keep(element, in: &buffer, last: replay)
    }
    if event.isStopEvent { disconnect() }
    if case .next = event {
      OperatorTrace.report?({
        let count = self.observers.count
        return (replay > 0 ? "share(replay: \(replay))" : "share") + " sends to \(count) "
          + (count == 1 ? "observer" : "observers")
      })
    }
    observers.send(event)
  }

  /// Appends `element`, dropping the oldest beyond `count`. One `inout` access to the buffer
  /// instead of three (a count, a removal, an append), each of which the runtime would check for
  /// exclusivity on every event.
  @inlinable
  static func keep(_ element: Element, in buffer: inout [Element], last count: Int) {
    if buffer.count == count { buffer.removeFirst() }
    buffer.append(element)
  }

  @inlinable
  func disconnect() {
    buffer.removeAll(keepingCapacity: true)
    let subscription = self.subscription
    self.subscription = nil
    subscription?.dispose()
  }
}
