import MVVMBindingKit
import MVVMTestSupport

/// A session to play on every strategy: the form's rules and language, then the inputs — a
/// login screen's (`ScreenInput`) or a sign-up screen's (`SignupInput`).
package struct Script<Input: Sendable>: Sendable {
  /// The rules the login model checks (the sign-up model has one set of rules).
  package var rules = ValidationRules.presence
  /// The language of the messages.
  package var language = Language.english
  /// The inputs, in order.
  package var steps: [Input] = []

  /// A script of `steps` in the default rules and language.
  package init(steps: [Input] = []) {
    self.steps = steps
  }
}

/// `"text"` with control characters escaped (a newline shows as \n), or `nil`: as traces show it.
func quoted(_ text: String?) -> String {
  traced(text)
}
