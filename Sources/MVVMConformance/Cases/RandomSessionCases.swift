import BindingParity
import DirectBaseline
import LoginDomain
import MVVMCore
import MVVMTestSupport

extension ConformanceCase {
  static var randomSessionCases: [ConformanceCase] {
    [
      ConformanceCase(
        "seeded random sessions show exactly what direct shows, step by step", .randomSession
      ) { run in
        await run.checkLoginParity(holdingLogins: false, firstSeed: 1)
      },

      ConformanceCase(
        "seeded random sessions that edit and tap while logins are held match direct",
        .randomSession
      ) { run in
        // Logins wait at a gate until the session answers them, so edits, taps and dismissals
        // land while one is in flight — where a binding's login state is most often wrong.
        await run.checkLoginParity(holdingLogins: true, firstSeed: 11)
      },
    ]
  }
}

extension CaseRun {
  /// The login models the random sessions run on, two a case: between the two cases, both
  /// rules in both languages, each pairing once.
  private static func sessionModels(holdingLogins: Bool) -> [LoginModel] {
    holdingLogins
      ? [LoginModel(rules: .signIn), LoginModel(language: .japanese)]
      : [LoginModel(), LoginModel(rules: .signIn, language: .japanese)]
  }

  /// Random sessions per model and case: three, 12 over the four variants, about 190 inputs a
  /// strategy. A `checkParity` step settles every screen twice with a main-actor turn between,
  /// a few times a hand-written step's cost, and the suite runs every case on every strategy;
  /// `mvvm-kit parity` plays 200 sessions on one.
  static let loginSessionsPerModel = 3

  /// How many inputs a random session (login or sign-up) has: `checkParity`'s default.
  static let sessionLength = 1...30

  /// How long one variant's shrinking may take: the first failing variant is shrunk, within the
  /// case's time limit.
  static let shrinkingTimeLimit: Duration = .seconds(20)

  /// Runs `checkParity` between two screens of `direct` and two of the strategy, sharing a view
  /// model of each of `sessionModels` (seeds from `firstSeed` up), and fails with the first
  /// variant's report when they differ. With `holdingLogins`, every login waits at the gate
  /// until an input answers it.
  func checkLoginParity(holdingLogins: Bool, firstSeed: UInt64) async {
    let strategy = self.strategy
    for (seed, model) in zip(firstSeed..., Self.sessionModels(holdingLogins: holdingLogins)) {
      let report = await checkParity(
        reference: { LoginParityScreen(.direct, model: model, holdingLogins: holdingLogins) },
        candidate: { LoginParityScreen(strategy, model: model, holdingLogins: holdingLogins) },
        inputs: LoginParityScreen.inputs(bindingLate: strategy.canBindScreensLate),
        sessions: Self.loginSessionsPerModel, length: Self.sessionLength, seed: seed,
        shrinkingTimeLimit: Self.shrinkingTimeLimit)
      guard report.holds else {
        let held = holdingLogins ? "logins held until answered" : "logins answered at once"
        fail(
          "the \(model.rules) rules in \(model.language), \(held), against direct:\n"
            + report.description)
        return
      }
    }
  }
}
