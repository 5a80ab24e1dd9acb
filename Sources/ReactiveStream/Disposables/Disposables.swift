/// Ways to make a `Disposable`.
@MainActor
public enum Disposables {
  /// A disposable that does nothing.
  @inlinable
  public static func create() -> any Disposable {
    ActionDisposable(nil)
  }

  /// A disposable that runs `action` on its first `dispose()`.
  @inlinable
  public static func create(with action: @escaping () -> Void) -> any Disposable {
    ActionDisposable(action)
  }

  /// A disposable that disposes each of `disposables`, in order.
  @inlinable
  public static func create(_ disposables: any Disposable...) -> any Disposable {
    CompositeDisposable(disposables)
  }
}

/// Runs an action once.
@MainActor
@usableFromInline
final class ActionDisposable: Disposable {
  @usableFromInline
  var action: (() -> Void)?

  @inlinable
  init(_ action: (() -> Void)?) {
    self.action = action
  }

  @inlinable
  func dispose() {
    let action = self.action
    self.action = nil
    action?()
  }
}
