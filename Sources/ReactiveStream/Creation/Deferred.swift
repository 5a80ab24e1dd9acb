extension Observable {
  /// Calls `factory` for each subscriber and subscribes to the observable it returns; a thrown
  /// error becomes that subscriber's `.error`.
  @inlinable
  public static func deferred(
    _ factory: @escaping () throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable { observer in
      do {
        return try factory().subscribe(observer)
      } catch {
        observer.onError(error)
        return Disposables.create()
      }
    }
  }
}
