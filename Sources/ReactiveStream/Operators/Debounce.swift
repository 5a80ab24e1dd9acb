extension ObservableType {
  /// An element only once `dueTime` has passed without another after it.
  ///
  /// ```
  /// source:            (1)(2)------(3)---|
  /// debounce(2 ticks): ---------(2)------(3)|
  /// ```
  /// Completes: with the source, first sending the element still waiting, if any.
  /// Errors: at once, dropping the element waiting. Disposal: disposes the source and the timer.
  @inlinable
  public func debounce(_ dueTime: Duration, scheduler: any SchedulerType) -> Observable<Element> {
    Observable { observer in
      let timer = SerialDisposable()
      var waiting: Element?
      let source = self.asObservable().subscribe(
        AnyObserver { event in
          switch event {
          case .next(let element):
            waiting = element
            timer.disposable = scheduler.schedule(after: dueTime) {
              guard let element = waiting else { return }
              waiting = nil
              OperatorTrace.report?({ "debounce emits after \(dueTime) of quiet" })
              observer.onNext(element)
            }
          case .error(let error):
            waiting = nil
            observer.onError(error)
          case .completed:
            if let element = waiting {
              waiting = nil
              observer.onNext(element)
            }
            observer.onCompleted()
          }
        })
      return Disposables.create(source, timer)
    }
  }
}
