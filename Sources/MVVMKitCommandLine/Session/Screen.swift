/// The screen a command plays: `--screen login|signup`.
enum Screen: String, CaseIterable {
  case login, signup

  /// The screen named `value`, or a usage message naming the valid ones.
  static func named(_ value: String, for command: String) -> Result<Screen, UsageMessage> {
    guard let screen = Screen(rawValue: value) else {
      let valid = allCases.map(\.rawValue).joined(separator: ", ")
      return .failure(
        UsageMessage("unknown screen '\(value)' for \(command); valid screens: \(valid)"))
    }
    return .success(screen)
  }
}

/// What to tell a person who used a command wrongly.
struct UsageMessage: Error {
  let text: String

  init(_ text: String) {
    self.text = text
  }
}
