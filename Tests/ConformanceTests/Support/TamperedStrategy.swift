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
}

extension BindingStrategy {
  static func tampered(with fault: Fault) -> BindingStrategy {
    BindingStrategy(id: "tampered-\(fault.rawValue)", title: "Tampered", summary: "direct with a fault") {
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
  var cycle: TamperedScreen?

  init(base: any LoginScreen, fault: Fault) {
    self.base = base
    self.fault = fault
    if fault == .leaksScreen { cycle = self }
  }

  var view: LoginView { base.view }
  var viewModel: any LoginViewModel { base.viewModel }

  func settle(includingLogin: Bool) async {
    await base.settle(includingLogin: includingLogin)
    if fault == .forgetsPasswordError {
      view.passwordErrorLabel.text = nil
      view.passwordErrorLabel.isHidden = true
    }
  }

  nonisolated var description: String {
    MainActor.assumeIsolated {
      fault == .printsPassword ? "TamperedScreen(\(view.passwordField.text ?? ""))" : "TamperedScreen"
    }
  }
}
