import MVVMBindingKit

/// A session to play on every strategy: the form's rules and language, then the inputs.
struct Script {
  /// The rules the model checks.
  var rules = ValidationRules.presence
  /// The language of the messages.
  var language = Language.english
  /// The inputs, in order.
  var steps: [ScreenInput] = []
}

/// `"text"` with control characters escaped (a newline shows as \n), or `nil`: as traces show it.
func quoted(_ text: String?) -> String {
  traced(text)
}
