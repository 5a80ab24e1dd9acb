import MVVMCore

/// The baseline sign-up screen: forwards the view's events to the controller.
@MainActor
public final class DirectSignupScreen: SignupScreen {
  /// The view this screen shows.
  public let view = SignupView()
  /// The controller this screen forwards to.
  public let controller: DirectSignupController

  /// The controller, as the shared protocol sees it.
  public var viewModel: any SignupViewModel { controller }

  /// Sends the view's events to the controller, which writes the view from now on.
  public init(controller: DirectSignupController) {
    self.controller = controller
    view.sendEvents(to: controller)
    controller.attach(self)
  }

  deinit {
    let controller = self.controller
    MainActor.runNowOrNextTurn { controller.forgetReleasedScreens() }
  }

  /// Outputs are written synchronously; only answers from the service can be pending.
  public func settle(includingService: Bool) async {
    if includingService { await controller.waitForService() }
  }
}
