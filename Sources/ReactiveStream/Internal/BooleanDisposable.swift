/// A disposable that only remembers whether it was disposed.
@MainActor
final class BooleanDisposable: Disposable {
  private(set) var isDisposed = false

  func dispose() {
    isDisposed = true
  }
}
