import HeadlessUI
import MVVMCore
import ReactiveStream

// The views' binders, as RxCocoa gives UIKit's: `view.rx.validationText` is the `Binder` a
// stream of texts binds to. Each holds the view weakly and writes one output into it.

extension LoginView: ReactiveCompatible {}
extension SignupView: ReactiveCompatible {}

@MainActor
extension Reactive where Base == LoginView {
  /// The validation label's text.
  public var validationText: Binder<String> {
    binder(base, "validationText") { $0.validationLabel.text = $1 }
  }
  /// The validation label's colour.
  public var validationColor: Binder<Color> {
    binder(base, "validationColor") { $0.validationLabel.textColor = $1 }
  }
  /// The ID's error label and border.
  public var idErrorText: Binder<String?> { binder(base, "idErrorText") { $0.showIDError($1) } }
  /// The password's error label and border.
  public var passwordErrorText: Binder<String?> {
    binder(base, "passwordErrorText") { $0.showPasswordError($1) }
  }
  /// The login button.
  public var isLoginEnabled: Binder<Bool> {
    binder(base, "isLoginEnabled") { $0.showLoginEnabled($1) }
  }
  /// The spinner.
  public var isLoggingIn: Binder<Bool> { binder(base, "isLoggingIn") { $0.showLoggingIn($1) } }
  /// Presents each login result's alert.
  public var alert: Binder<Alert> { binder(base, "alert") { $0.present($1) } }
}

@MainActor
extension Reactive where Base == SignupView {
  /// The username's status, the passwords' errors and the borders.
  public var form: Binder<SignupFormState> { binder(base, "form") { $0.show($1) } }
  /// The sign-up button.
  public var isSignupEnabled: Binder<Bool> {
    binder(base, "isSignupEnabled") { $0.showSignupEnabled($1) }
  }
  /// The spinner.
  public var isSigningUp: Binder<Bool> { binder(base, "isSigningUp") { $0.showSigningUp($1) } }
  /// Presents each sign-up result's alert.
  public var alert: Binder<Alert> { binder(base, "alert") { $0.present($1) } }
}
