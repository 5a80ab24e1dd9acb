/// Holds one disposable at a time: setting a new one disposes the old.
@MainActor
public final class SerialDisposable: Disposable {
  @usableFromInline
  var current: (any Disposable)?
  @usableFromInline
  var isDisposed = false

  /// An empty holder.
  @inlinable
  public init() {}

  /// The disposable held now. Setting it disposes the previous one, or the new one at once if
  /// this holder is already disposed.
  @inlinable
  public var disposable: (any Disposable)? {
    get { current }
    set {
      if isDisposed {
        newValue?.dispose()
        return
      }
      let previous = current
      current = newValue
      previous?.dispose()
    }
  }

  /// Disposes the held disposable and every later one.
  @inlinable
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let previous = current
    current = nil
    previous?.dispose()
  }
}
