import MVVMBindingKit

/// A deliberately broken strategy: `direct`, with a fault added to each screen it makes.
/// The suite must catch every fault and name the case that caught it.
enum Fault: String, CaseIterable {
  /// Forgets the password's own error after every settle.
  case forgetsPasswordError
  /// Keeps each screen alive through a reference to itself.
  case leaksScreen
  /// Prints the password in the screen's description.
  case printsPassword
  /// Leaves the login button enabled while a login is in flight.
  case enablesButtonDuringLogin
  /// Writes to its view after the screen is released.
  case writesAfterRelease
  /// Never returns from `settle()` once a login has been tapped.
  case hangsInSettle
}

extension BindingStrategy {
  static func tampered(with fault: Fault) -> BindingStrategy {
    BindingStrategy(
      id: "tampered-\(fault.rawValue)", title: "Tampered", summary: "direct with a fault"
    ) {
      count, model, service in
      BindingStrategy.direct.makeScreens(count: count, model: model, service: service).map {
        TamperedScreen(base: $0, fault: fault)
      }
    }
  }
}

@MainActor
private final class TamperedScreen: LoginScreen, CustomStringConvertible {
  let base: any LoginScreen
  let fault: Fault
  let baseView: LoginView
  var cycle: TamperedScreen?

  init(base: any LoginScreen, fault: Fault) {
    self.base = base
    self.fault = fault
    self.baseView = base.view
    if fault == .leaksScreen { cycle = self }
  }

  var view: LoginView { base.view }
  var viewModel: any LoginViewModel { base.viewModel }

  func settle(includingLogin: Bool) async {
    await base.settle(includingLogin: includingLogin)
    switch fault {
    case .forgetsPasswordError:
      view.passwordErrorLabel.text = nil
      view.passwordErrorLabel.isHidden = true
    case .enablesButtonDuringLogin:
      view.loginButton.isEnabled = view.validationLabel.text == "OK"
    case .hangsInSettle where view.activityIndicator.isAnimating || view.presentedAlert != nil:
      await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
    default:
      break
    }
  }

  deinit {
    guard fault == .writesAfterRelease else { return }
    Task { @MainActor [view = baseView] in
      await Task.yield()
      view.present(Alert(title: "late", message: "written after release"))
    }
  }

  nonisolated var description: String {
    MainActor.assumeIsolated {
      fault == .printsPassword
        ? "TamperedScreen(\(view.passwordField.text ?? ""))" : "TamperedScreen"
    }
  }
}
