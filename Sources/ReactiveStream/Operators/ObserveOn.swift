extension ObservableType {
  /// The source's events, delivered later by `scheduler`, in order.
  ///
  /// ```
  /// source:         (1)(2)|
  /// observe(on: s): -(1)(2)|   (one scheduler turn later)
  /// ```
  /// Events that arrive before the scheduler's turn are delivered together, in order, in that
  /// turn: a burst costs one scheduled action, and the queue never outgrows the burst.
  /// Completes / Errors: with the source, after the elements before it.
  /// Disposal: disposes the source and drops every event not yet delivered.
  @inlinable
  public func observe(on scheduler: any SchedulerType) -> Observable<Element> {
    Observable { observer in
      var queue: [Event<Element>] = []
      let turn = SerialDisposable()
      let source = self.asObservable().subscribe(
        AnyObserver { event in
          queue.append(event)
          guard queue.count == 1 else { return }
          turn.disposable = scheduler.schedule(after: .zero) {
            let events = queue
            queue.removeAll(keepingCapacity: true)
            for event in events { observer.on(event) }
          }
        })
      return Disposables.create(source, turn)
    }
  }
}
