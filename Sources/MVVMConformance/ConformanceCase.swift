import MVVMCore

/// One rule of the contract, checked on any strategy.
///
/// Cases are values, grouped by `Behaviour`, so a test file can run one group on every strategy
/// and `conformanceFailures(of:)` can run them all.
public struct ConformanceCase: Sendable, Identifiable, CustomStringConvertible {
  /// The part of the contract a case checks; each has a test file of its own.
  public enum Behaviour: String, Sendable, CaseIterable {
    /// What the labels, borders and button show after each input (docs/Contract.md §3).
    case viewState
    /// The `.signIn` rules and the Japanese messages on screen.
    case rulesAndLanguages
    /// Taps, the login in flight, results and alerts.
    case loginFlow
    /// Several screens sharing one view model.
    case fanOut
    /// Releasing screens frees everything, even mid-login.
    case release
    /// Odd, huge and rapid input.
    case badInput
    /// Passwords never shown.
    case privacy
    /// Seeded random sessions that must match `direct` step by step.
    case randomSession
    /// The sign-up screen: its status table, time, cancellation, stale answers and results
    /// (cases pass without checking anything on a strategy that binds only the login screen).
    case signup
  }

  /// What the case checks, as a sentence; failures name it.
  public let name: String
  /// The group the case belongs to.
  public let behaviour: Behaviour
  let body: @MainActor @Sendable (CaseRun) async -> Void

  /// The case's name.
  public var id: String { name }

  /// The case's name: how a test report names it (a parameterized `@Test`'s argument, say).
  public var description: String { name }

  init(
    _ name: String, _ behaviour: Behaviour,
    body: @escaping @MainActor @Sendable (CaseRun) async -> Void
  ) {
    self.name = name
    self.behaviour = behaviour
    self.body = body
  }

  /// Every case of the suite, in a stable order.
  public static var all: [ConformanceCase] {
    viewStateCases + rulesAndLanguageCases + loginFlowCases + fanOutCases + lateScreenCases
      + releaseCases
      + badInputCases + privacyCases + randomSessionCases + signupCases
      + signupRandomSessionCases
  }

  /// The cases of one behaviour.
  public static func cases(_ behaviour: Behaviour) -> [ConformanceCase] {
    all.filter { $0.behaviour == behaviour }
  }

  /// How long a case may take before it counts as hung; generous for a debug build.
  public static let timeLimit: Duration = .seconds(60)

  /// Runs the case on `strategy` and returns what failed.
  ///
  /// Cases take turns: one asked for while another runs (a test run in parallel) waits until
  /// it has finished, and its time limit starts when it begins. A case still running after
  /// `timeLimit` (a `settle()` that never returns, say) is reported as a failure, cancelled and
  /// torn down — its gated calls ended — so one hung case cannot stop, or run on beside, the
  /// rest of a suite.
  @MainActor
  public func failures(
    of strategy: BindingStrategy, timeLimit: Duration = Self.timeLimit
  ) async -> [ConformanceFailure] {
    await failures(of: strategy, givingUp: "within \(timeLimit)") {
      try? await Task.sleep(for: timeLimit)
    }
  }

  /// Runs the case on `strategy` as `failures(of:timeLimit:)` does, giving it up as hung once
  /// `giveUp` returns — that time limit, or, in a test of the giving up, the event of the
  /// strategy hanging, so that no test of it waits on wall time. `package`: the kit's tests use
  /// it; the public API is the time limit.
  @MainActor
  package func failures(
    of strategy: BindingStrategy, givingUp limit: String,
    when giveUp: @escaping @MainActor @Sendable () async -> Void
  ) async -> [ConformanceFailure] {
    await CaseTurns.shared.begin()
    defer { CaseTurns.shared.end() }
    let run = CaseRun(strategy: strategy)
    let body = self.body
    // The deadline starts first: both run on the main actor, so started second it would not
    // begin to count until the body first suspended, and time the body spent before that (a
    // slow scan of a huge input) would not count against the limit.
    let deadline = Task { await giveUp() }
    let work = Task { await body(run) }
    let hasFinished = await firstOf({ await work.value }, { await deadline.value })
    deadline.cancel()
    // Cancel a hung case, so whatever honours cancellation (a gated call) stops.
    if !hasFinished { work.cancel() }
    if !hasFinished {
      run.fail(
        "did not finish \(limit); does settle() wait for something that never happens?")
    }
    // Finished or not, nothing the case started may wait on beside the next one.
    await run.tearDown()
    return run.messages.map {
      ConformanceFailure(caseName: name, strategyID: strategy.id, message: $0)
    }
  }
}
