import MVVMBindingKit

/// The login screen as the demo draws it: the ID and password fields, the validation label and
/// the Log in button.
@MainActor
struct LoginDemoForm: DemoForm {
  let strategy: BindingStrategy
  let screen: any LoginScreen

  /// Makes a login screen of `strategy`.
  init(strategy: BindingStrategy, model: LoginModel, service: any LoginService) {
    self.strategy = strategy
    screen = strategy.makeScreen(model: model, service: service)
  }

  /// The login view.
  var view: LoginView { screen.view }
  /// The kit's first screen: the heading names only the strategy.
  let screenName: String? = nil
  /// Enter on the button logs in.
  let action = "log in"
  /// The demo's account.
  let hint = "Demo account: alice / wonderland"
  /// ID, then password, each with its error.
  var fields: [DemoField] {
    [
      DemoField(
        field: view.idField, name: "ID      ", mark: "type in ID", note: view.idErrorLabel),
      .password(of: view),
    ]
  }
  /// Log in.
  var button: (button: Button, title: String, mark: String, progress: String) {
    (view.loginButton, "Log in", "tap Login", "logging in…")
  }
  /// The validation label.
  var formNote: Label? { view.validationLabel }
  /// Waits for the outputs; a login in flight redraws when it answers.
  func settle() async { await screen.settle(includingLogin: false) }
}
