import BindingParity
import DirectBaseline
import LoginDomain
import MVVMCore
import MVVMTestSupport
import SignupDomain

extension ConformanceCase {
  static var signupRandomSessionCases: [ConformanceCase] {
    [
      ConformanceCase(
        "seeded random sign-up sessions with the clock advancing show what direct shows",
        .signup
      ) { run in
        guard run.strategy.supportsSignup else { return }
        await run.checkSignupParity(firstSeed: 21)
      }
    ]
  }
}

extension CaseRun {
  /// Random sign-up sessions per language: 3, about 95 inputs a strategy
  /// (`loginSessionsPerModel` says why not more).
  static let signupSessionsPerLanguage = 3

  /// Runs `checkParity` between two sign-up screens of `direct` and two of the strategy,
  /// sharing a view model in English, then in Japanese (seeds from `firstSeed` up), each pair on
  /// its own clock and service; fails with the first language's report when they differ.
  func checkSignupParity(firstSeed: UInt64) async {
    let strategy = self.strategy
    for (seed, language) in zip(firstSeed..., [Language.english, .japanese]) {
      let model = SignupModel(language: language)
      let report = await checkParity(
        reference: { SignupParityScreen(.direct, model: model) },
        candidate: { SignupParityScreen(strategy, model: model) },
        inputs: SignupParityScreen.inputs(), sessions: Self.signupSessionsPerLanguage,
        length: Self.sessionLength, seed: seed,
        shrinkingTimeLimit: Self.shrinkingTimeLimit)
      guard report.holds else {
        fail("sign-up in \(language), against direct:\n" + report.description)
        return
      }
    }
  }
}
