import CommandLineParsing

/// The screen a command plays: `--screen login|signup`.
enum Screen: String, CaseIterable {
  case login, signup

  /// The `--screen` option every command that plays a screen declares.
  static let option = Parameter.option(
    "--screen", help: "the screen to play", allowedValues: allCases.map(\.rawValue),
    defaultValue: Screen.login.rawValue)
}
