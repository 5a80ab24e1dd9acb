import HeadlessUI
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

  /// Wires the view's events to the controller, which writes the view from now on.
  public init(controller: DirectLoginController) {
    self.controller = controller
    let view = self.view
    // `[weak view]`: the actions live in the view's controls; a strong capture would be a cycle.
    view.idField.addAction(for: .editingChanged) { [weak view, weak controller] in
      controller?.idChanged(view?.idField.text)
    }
    view.passwordField.addAction(for: .editingChanged) { [weak view, weak controller] in
      controller?.passwordChanged(view?.passwordField.text)
    }
    view.loginButton.addAction(for: .touchUpInside) { [weak controller] in
      controller?.loginTapped()
    }
    controller.attach(view)
  }

  /// Outputs are written synchronously; only a login in flight can be pending.
  public func settle(includingLogin: Bool) async {
    if includingLogin { await controller.waitForLogin() }
  }
}
