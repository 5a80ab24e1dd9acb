import MVVMCore

/// The baseline screen: forwards the view's editing events and taps to the controller.
@MainActor
public final class DirectLoginScreen: LoginScreen {
  /// The view this screen shows.
  public let view = LoginView()
  /// The controller this screen forwards to.
  public let controller: DirectLoginController

  /// The controller, as the shared protocol sees it.
  public var viewModel: any LoginViewModel { controller }

  /// Sends the view's events to the controller, which writes the view from now on.
  public init(controller: DirectLoginController) {
    self.controller = controller
    view.sendEvents(to: controller)
    controller.attach(self)
  }

  deinit {
    // Weak references to this screen already read nil here, so the controller drops its entry:
    // at once on the main actor, where the kit releases screens, or on the main actor's next
    // turn if the last reference went elsewhere.
    let controller = self.controller
    MainActor.runNowOrNextTurn { controller.forgetReleasedScreens() }
  }

  /// Outputs are written synchronously; only a login in flight can be pending.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await controller.waitForLogin() }
  }
}
