import MVVMBindingKit

/// A session to play on every strategy: the form's rules and language, then the inputs.
struct Script {
  /// The rules the model checks.
  var rules = ValidationRules.presence
  /// The language of the messages.
  var language = Language.english
  /// The inputs, in order.
  var steps: [Action] = []

  /// What a person (or the test) does.
  enum Action: CustomStringConvertible {
    /// Types text into the ID field (nil clears it to no text at all).
    case typeID(String?)
    /// Types text into the password field.
    case typePassword(Password)
    /// Taps Login; the login waits at the service until the next `settle`.
    case tap
    /// Dismisses the alert.
    case dismiss
    /// Lets the login in flight answer, and waits for every output.
    case settle

    /// The action as the table's step column shows it; a password only as `•`.
    var description: String {
      switch self {
      case .typeID(let text): "id " + quoted(text)
      case .typePassword(let password):
        "password " + quoted(password.masked)
      case .tap: "tap"
      case .dismiss: "dismiss"
      case .settle: "settle"
      }
    }
  }
}

/// `"text"` with control characters escaped (a newline shows as \n), or `nil`: as traces show it.
func quoted(_ text: String?) -> String {
  traced(text)
}
