extension Observable {
  /// Only the error.
  ///
  /// ```
  /// error(e): #
  /// ```
  @inlinable
  public static func error(_ error: any Error) -> Observable<Element> {
    Observable { observer in
      observer.onError(error)
      return Disposables.create()
    }
  }
}
