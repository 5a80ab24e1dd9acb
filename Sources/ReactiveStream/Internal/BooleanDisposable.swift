/// A disposable that only remembers whether it was disposed.
@MainActor
@usableFromInline
final class BooleanDisposable: Disposable {
  @usableFromInline
  var isDisposed = false

  @inlinable
  init() {}

  @inlinable
  func dispose() {
    isDisposed = true
  }
}
