extension ObserverType {
  /// Sends `stopEvent` — how the subject this observer subscribes to has ended — at once, with
  /// nothing to dispose: a subject's rule for an observer that comes after its end.
  @inlinable
  func subscribeAfterEnd(_ stopEvent: Event<Element>) -> any Disposable {
    on(stopEvent)
    return Disposables.create()
  }
}
