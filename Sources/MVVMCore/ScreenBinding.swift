/// What a strategy writes for one screen: how the view's events reach the view model, and how
/// the view model's outputs reach the view — observers, binders, a task consuming a stream —
/// made with the screen and kept while it lives. `BoundScreen` holds it, the same for every
/// strategy.
@MainActor
public protocol ScreenBinding {
  /// The view it binds: `LoginView` or `SignupView`.
  associatedtype View: ScreenView
  /// The view model, in its own type.
  associatedtype ViewModel: AnyObject
  /// Sends `view`'s events to `viewModel`, and binds `view` to its outputs.
  init(view: View, viewModel: ViewModel)
  /// Whether an output can reach the view after the call that emitted it has returned: `false`
  /// (the default) for a binding that writes the view as each output is emitted, whose screen
  /// then settles without calling `settleOutputs`. A binding that renders later says `true`.
  static var rendersLater: Bool { get }
  /// Returns once every output the view model has emitted has reached the view: at once for a
  /// binding that writes synchronously (the default), after the render that makes the view
  /// current for one that renders later.
  func settleOutputs() async
}

extension ScreenBinding {
  /// The view is written as each output is emitted.
  @inlinable public static var rendersLater: Bool { false }
  /// The view is written as each output is emitted: nothing is ever pending.
  @inlinable public func settleOutputs() async {}
}
