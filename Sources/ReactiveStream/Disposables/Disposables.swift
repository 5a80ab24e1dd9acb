/// Ways to make a `Disposable`.
@MainActor
public enum Disposables {
  /// A disposable that does nothing.
  public static func create() -> any Disposable {
    ActionDisposable(nil)
  }

  /// A disposable that runs `action` on its first `dispose()`.
  public static func create(with action: @escaping () -> Void) -> any Disposable {
    ActionDisposable(action)
  }

  /// A disposable that disposes each of `disposables`, in order.
  public static func create(_ disposables: any Disposable...) -> any Disposable {
    CompositeDisposable(disposables)
  }
}

/// Runs an action once.
@MainActor
final class ActionDisposable: Disposable {
  private var action: (() -> Void)?

  init(_ action: (() -> Void)?) {
    self.action = action
  }

  func dispose() {
    let action = self.action
    self.action = nil
    action?()
  }
}
