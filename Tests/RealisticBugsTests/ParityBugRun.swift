import BindingParity
import MVVMBindingKit
import MVVMTestSupport

/// What random parity alone made of one bug of the catalogue: run against `direct`, 200
/// sessions from seed 1, on the kit's screen descriptions.
struct ParityBugRun: Equatable {
  /// How the run ended.
  enum Verdict: String, Equatable {
    /// A session on which the buggy screens show, or send, something other than `direct`.
    case found
    /// A session on which the buggy screen's `settle()` returned before it was current.
    case brokenSettle = "broken settle"
    /// Every session agreed.
    case notFound = "no"
  }

  /// The bug's name in the catalogue.
  let bug: String
  /// How the run ended.
  let verdict: Verdict
  /// The session that found it (counting from 1); nil when none did.
  let session: Int?
  /// How many inputs the shrunk session has.
  let shrunkLength: Int?
  /// How many sessions shrinking replayed.
  let replays: Int?
  /// False when shrinking ran out of time before the session was as small as it gets.
  let isMinimal: Bool
  /// The report's text.
  let report: String
  /// How long finding and shrinking took, in seconds (the one column that is not deterministic).
  let seconds: Double
}

extension ParityBugRun {
  /// The sessions every bug is run for, and where they are drawn from.
  static let sessions = 200
  static let seed: UInt64 = 1

  /// The one login configuration every login bug runs in: the kit's login description, whose
  /// inputs hold and answer logins, bind and release screens and put two inputs in one turn, on
  /// a Japanese model, so that a message in the wrong language shows.
  @MainActor
  static func loginScreen(_ strategy: BindingStrategy) -> LoginParityScreen {
    LoginParityScreen(strategy, model: LoginModel(language: .japanese))
  }

  /// The one sign-up configuration: every call held until an input answers or fails it, so a
  /// stale answer, a cancelled check and an out-of-order answer are inputs.
  @MainActor
  static func signupScreen(_ strategy: BindingStrategy) -> SignupParityScreen {
    SignupParityScreen(strategy, holdingCalls: true)
  }

  /// Runs random parity on `bug` alone: `direct` against the user's strategy with that bug.
  @MainActor
  static func run(_ bug: Bug) async -> ParityBugRun {
    let start = ContinuousClock.now
    let report = await checkParity(
      reference: { loginScreen(.direct) }, candidate: { loginScreen(.userWritten(bug)) },
      inputs: LoginParityScreen.inputs(), sessions: sessions, seed: seed)
    return ParityBugRun(bug: bug.rawValue, report: report, since: start)
  }

  /// Runs random parity on the sign-up bug `bug` alone: `direct` against the user's sign-up.
  @MainActor
  static func run(_ bug: SignupBug) async -> ParityBugRun {
    let start = ContinuousClock.now
    let report = await checkParity(
      reference: { signupScreen(.direct) }, candidate: { signupScreen(.userWrittenSignup(bug)) },
      inputs: SignupParityScreen.inputs(holdingCalls: true), sessions: sessions, seed: seed)
    return ParityBugRun(bug: bug.rawValue, report: report, since: start)
  }

  private init<Input, Shown>(
    bug: String, report: ParityReport<Input, Shown>, since start: ContinuousClock.Instant
  ) {
    let elapsed = ContinuousClock.now - start
    let counterexample = report.counterexample
    let verdict: Verdict
    switch counterexample?.failure {
    case nil: verdict = .notFound
    case .difference: verdict = .found
    case .settleReturnedEarly: verdict = .brokenSettle
    }
    self.init(
      bug: bug, verdict: verdict, session: counterexample?.session,
      shrunkLength: counterexample?.inputs.count, replays: counterexample?.replays,
      isMinimal: counterexample?.isMinimal ?? true, report: report.description,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
}
