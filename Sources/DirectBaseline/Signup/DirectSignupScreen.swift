import MVVMCore

/// The baseline sign-up screen: it forwards the view's events to the controller, which writes
/// its view (`DirectAttachment`).
public typealias DirectSignupScreen = BoundScreen<DirectAttachment<DirectSignupController>>

extension DirectSignupController: ViewWritingController {
  /// Sends the view's events to this controller.
  public func receiveEvents(from view: SignupView) {
    view.sendEvents(to: self)
  }
}
