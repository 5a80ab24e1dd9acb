import MVVMCore

/// A screen whose task consumes its own stream of states and renders each into the view.
public typealias AsyncStreamLoginScreen = BoundScreen<
  StateConsumerBinding<AsyncStreamLoginViewModel>
>

extension AsyncStreamLoginState: BroadcastState {
  /// Writes the form, the button and the spinner.
  public func show(in view: LoginView) {
    view.show(form)
    view.showLoginEnabled(isLoginEnabled)
    view.showLoggingIn(isLoggingIn)
  }
}

extension AsyncStreamLoginViewModel: StateBroadcastingViewModel {}
