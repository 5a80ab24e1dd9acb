import BindingParity
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit parity --strategy ID [--screen login|signup] [--sessions N] [--seed S]`: one
/// strategy against `direct` on seeded random sessions (`checkParity` on the kit's screen
/// descriptions), the first difference shrunk and printed as a report.
enum ParityCommand {
  /// Sessions played when `--sessions` is not given: `checkParity`'s own default.
  static let defaultSessions = 200

  @MainActor
  static func run(arguments: [String], roster: Roster) async -> Int32 {
    var strategyID: String?
    var screen = Screen.login
    var sessions = defaultSessions
    var seed: UInt64 = 1
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--strategy", "--screen", "--sessions", "--seed":
        guard let value = words.popFirst() else { return usageError("\(word) needs a value") }
        switch word {
        case "--strategy": strategyID = value
        case "--screen":
          switch Screen.named(value, for: "parity") {
          case .success(let named): screen = named
          case .failure(let problem): return usageError(problem.text)
          }
        case "--sessions":
          guard let count = Int(value), count > 0 else {
            return usageError("--sessions must be a whole number above 0, got '\(value)'")
          }
          sessions = count
        default:
          guard let number = UInt64(value) else {
            return usageError(
              "--seed must be a whole number from 0 to \(UInt64.max), got '\(value)'")
          }
          seed = number
        }
      default:
        return usageError("unknown argument '\(word)' for parity")
      }
    }
    guard let strategyID else {
      return usageError("parity needs --strategy ID; see `mvvm-kit list`")
    }
    guard let strategy = roster.named(strategyID) else {
      return usageError(roster.unknownIDMessage(strategyID))
    }

    let verdict: (holds: Bool, report: String)
    switch screen {
    case .login:
      print(
        "\(strategy.id) against direct on the login screen, \(sessions) sessions (seed \(seed)):")
      print(
        "screens sharing a view model; logins wait at the service until an input answers them.\n")
      // Logins held from the start make the answers inputs: edits, taps, releases and
      // dismissals land while one is in flight, and answers come when the session says.
      let report = await checkParity(
        reference: { LoginParityScreen(.direct, holdingLogins: true) },
        candidate: { LoginParityScreen(strategy, holdingLogins: true) },
        inputs: LoginParityScreen.inputs(), sessions: sessions, seed: seed)
      verdict = (report.holds, report.description)
    case .signup:
      guard strategy.supportsSignup else {
        return usageError("\(strategy.id) does not bind the sign-up screen")
      }
      print(
        "\(strategy.id) against direct on the sign-up screen, \(sessions) sessions (seed \(seed)):")
      print("two screens sharing a view model, on a clock the session moves; every call to the")
      print("service waits until an input answers or fails it, in any order.\n")
      let report = await checkParity(
        reference: { SignupParityScreen(.direct, holdingCalls: true) },
        candidate: { SignupParityScreen(strategy, holdingCalls: true) },
        inputs: SignupParityScreen.inputs(holdingCalls: true), sessions: sessions, seed: seed)
      verdict = (report.holds, report.description)
    }
    // The verdict, its first line, in colour on a terminal; the steps as they are.
    var lines = verdict.report.split(separator: "\n", omittingEmptySubsequences: false)
    let headline = String(lines.removeFirst())
    print(verdict.holds ? style.green(headline) : style.red(headline))
    lines.forEach { print($0) }
    return verdict.holds ? 0 : 1
  }
}
