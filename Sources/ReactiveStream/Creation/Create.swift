extension Observable {
  /// An observable that runs `subscribe` for each subscriber; it sends events to the observer it
  /// is given and returns what to dispose when the subscription ends.
  ///
  /// Completes / Errors: when `subscribe` sends it. Disposal: the returned disposable runs.
  @inlinable
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    Observable(subscribe)
  }
}
