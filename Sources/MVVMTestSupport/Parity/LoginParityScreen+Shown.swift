import MVVMCore

extension LoginParityScreen {
  /// What the login screens show, and what their service received.
  public struct Shown: Equatable, Sendable, CustomStringConvertible {
    /// Each screen's view state, in screen order.
    public var screens: [LoginViewState]
    /// How many alerts each screen has presented: a result is presented once.
    public var alertsPresented: [Int]
    /// The logins the service received, in order, each with its ID and redacted password.
    public var logins: [GatedLoginService.Call]
    /// How many of them passed the gate to the accounts: a login cancelled while held does not.
    public var loginsPassed: Int

    /// Each screen in a few words, then the logins.
    public var description: String {
      let screenLines = screens.enumerated().map { "[\($0.offset + 1)] \($0.element.parityLine)" }
      let calls =
        logins.isEmpty
        ? "none"
        : logins.map(\.id).map { String(reflecting: $0) }
          .joined(separator: ", ")
      let alerts = "alerts presented: " + alertsPresented.map(String.init).joined(separator: ", ")
      return (screenLines + [alerts, "logins: \(calls) (\(loginsPassed) passed)"])
        .joined(separator: " | ")
    }
  }
}
