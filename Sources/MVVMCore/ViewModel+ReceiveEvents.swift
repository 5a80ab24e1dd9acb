/// How a screen's view sends a view model its events, the same in every style: a strategy's
/// binding calls `receiveEvents(from:)` first, and the view's controls call the view model's
/// inputs from then on (`LoginView.sendEvents(to:)`, `SignupView.sendEvents(to:)`).
extension LoginViewModel {
  /// Sends `view`'s editing events and taps to this view model.
  @inlinable public func receiveEvents(from view: LoginView) {
    view.sendEvents(to: self)
  }
}

extension SignupViewModel {
  /// Sends `view`'s editing events and taps to this view model.
  @inlinable public func receiveEvents(from view: SignupView) {
    view.sendEvents(to: self)
  }
}
