import MVVMCore

/// The baseline screen: it forwards the view's editing events and taps to the controller, which
/// writes its view (`DirectAttachment`).
public typealias DirectLoginScreen = BoundScreen<DirectAttachment<DirectLoginController>>

extension DirectLoginController: ViewWritingController {
  /// Sends the view's events to this controller.
  public func receiveEvents(from view: LoginView) {
    view.sendEvents(to: self)
  }
}
