import MVVMCore

extension SignupParityScreen {
  /// What the sign-up screens show, and what their service received.
  public struct Shown: Equatable, Sendable, CustomStringConvertible {
    /// Each screen's view state, in screen order.
    public var screens: [SignupViewState]
    /// Each username the service was asked about, in order.
    public var checks: [String]
    /// How many sign-ups the service received.
    public var signUps: Int

    /// Each screen on one line of its own fields, then the calls.
    public var description: String {
      let screenLines = screens.enumerated().map { "screen \($0.offset + 1): \($0.element)" }
      let asked =
        checks.isEmpty
        ? "none"
        : checks.map { String(reflecting: $0) }
          .joined(separator: ", ")
      return (screenLines + ["checks: \(asked)", "sign-ups: \(signUps)"]).joined(separator: " | ")
    }
  }
}
