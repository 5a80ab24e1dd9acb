import HeadlessUI
import LoginDomain
import MVVMCore

extension ConformanceCase {
  static var viewStateCases: [ConformanceCase] {
    [
      ConformanceCase("a new screen shows the state of empty fields", .viewState) { run in
        let probe = await run.makeProbe()
        probe.check("the screen is made", shows: .emptyForm)
        probe.check("the screen is made")
      },

      ConformanceCase("each input shows the validation of both fields", .viewState) { run in
        let probe = await run.makeProbe()
        await probe.typeID("alice")
        probe.check("typing an ID")
        probe.checkValidation(shows: "Password has not been entered.", after: "typing only an ID")
        await probe.typePassword("secret")
        probe.check("typing a password")
        probe.checkValidation(shows: "OK", after: "typing a valid form")
        await probe.typeID("")
        probe.check("clearing the ID")
        await probe.typeID(nil)
        probe.check("setting the ID to nil")
        await probe.typePassword(nil)
        probe.check("clearing both fields")
        await probe.typePassword("p")
        probe.check("typing a one-letter password")
        await probe.typeID("b")
        probe.check("typing a one-letter ID")
      },

      ConformanceCase(
        "text set directly is not seen until that field's next editing event", .viewState
      ) {
        run in
        let probe = await run.makeProbe()
        probe.setIDTextDirectly("alice")
        await probe.settle()
        probe.check("setting the ID's text directly")
        await probe.typePassword("secret")
        probe.check("typing a password after setting the ID directly")
        probe.setPasswordTextDirectly(nil)
        await probe.typeID(probe.view.idField.text)
        probe.check("the ID's editing event after its text was set directly")
        await probe.typePassword(probe.view.passwordField.text)
        probe.check("the password's editing event after its text was set directly")
      },

      ConformanceCase("an error state never ends a binding", .viewState) { run in
        let probe = await run.makeProbe()
        for round in 1...50 {
          await probe.typeID(round.isMultiple(of: 2) ? "alice" : " ")
          await probe.typePassword(round.isMultiple(of: 3) ? nil : "secret")
          probe.check("round \(round) of alternating valid and invalid input")
        }
      },
    ]
  }
}

extension LoginViewState {
  /// The contract's new screen (docs/Contract.md §3), written out in full.
  static let emptyForm = LoginViewState(
    idText: nil, passwordText: nil, idBorderColor: .red, passwordBorderColor: .red,
    idError: LabelState(text: "ID has not been entered.", textColor: .black, isHidden: false),
    passwordError: LabelState(
      text: "Password has not been entered.", textColor: .black, isHidden: false),
    validation: LabelState(
      text: "ID and Password are not entered.", textColor: .red, isHidden: false),
    isLoginEnabled: false, isActivityAnimating: false, alert: nil)
}
