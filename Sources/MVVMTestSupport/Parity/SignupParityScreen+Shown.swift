import MVVMCore

extension SignupParityScreen {
  /// What the sign-up screens show, and what their service received.
  public struct Shown: Equatable, Sendable, CustomStringConvertible {
    /// Each screen's view state, in screen order.
    public var screens: [SignupViewState]
    /// The calls the service received.
    public var calls: Calls

    /// Each screen in a few words, then the calls.
    public var description: String {
      let screenLines = screens.enumerated().map { "[\($0.offset + 1)] \($0.element.parityLine)" }
      return (screenLines + ["\(calls)"]).joined(separator: " | ")
    }
  }

  /// The calls a sign-up service received.
  public struct Calls: Equatable, Sendable, CustomStringConvertible {
    /// Each username checked, in the order the checks arrived.
    public var checks: [String] = []
    /// The usernames of checks cancelled while held (held sessions only).
    public var cancelledChecks: [String] = []
    /// How many sign-ups arrived.
    public var signUps = 0

    /// The checks, the cancelled ones and the sign-ups.
    public var description: String {
      func names(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { String(reflecting: $0) }.joined(separator: ", ")
      }
      return
        "checks: \(names(checks)) | cancelled: \(names(cancelledChecks)) | sign-ups: \(signUps)"
    }
  }
}
