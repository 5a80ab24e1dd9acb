import BindingParity
import CommandLineParsing
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit parity --strategy ID [--screen login|signup] [--sessions N] [--seed S]`: one
/// strategy against `direct` on seeded random sessions (`checkParity` on the kit's screen
/// descriptions), the first difference shrunk and printed as a report.
enum ParityCommand: ScreenCommand {
  /// Sessions played when `--sessions` is not given: `checkParity`'s own default.
  static let defaultSessions = 200

  /// The declaration.
  static let command = Command(
    tool: "mvvm-kit", name: "parity",
    abstract: """
      random sessions on ID and on `direct`, the first difference shrunk to the fewest inputs \
      that show it
      """,
    discussion: """
      Differential testing of one strategy against `direct`: N seeded random sessions (default
      \(ParityCommand.defaultSessions); seed S, default 1) of 1 to 30 inputs each, every input sent to
      both, both settled and compared after each. The login screen (the default) is screens sharing
      a view model, its logins held at the service from the start: an input answers them, and they
      pass at once until the next "hold logins". Its inputs type, set a field's text in code, tap,
      call loginTapped(), dismiss, hold and answer logins, take the service down or up, bind a
      screen late, release one screen or all, and put two inputs in one turn (two edits, or a tap
      then an edit). The sign-up screen's inputs type, move the clock, tap and dismiss, and answer
      or fail each call the service holds, in any order. What is compared is what every screen
      shows (and, for login, how many alerts each presented) and the calls the service received.

      When the two differ, the session is shrunk until removing any input, or simplifying any one,
      makes the difference go away, and the report shows each input with what both screens show
      after it, the properties that differ, and how to replay it. This is `checkParity` on
      `LoginParityScreen` and `SignupParityScreen` (module MVVMTestSupport; checkParity is module
      BindingParity, docs/Parity.md); a test
      runs it with `assertParity` (MVVMConformance). Passwords show by their length alone.

      Exit 0 when every session agrees, 1 on a difference (or a settle() that returned early), 2
      for bad usage or a strategy that does not bind the screen.
      """,
    parameters: [
      .option(
        "--strategy", value: "ID", help: "the strategy to test against `direct`",
        isRequired: true),
      Roster.screenOption,
      .option(
        "--sessions", value: "N", help: "how many random sessions to play",
        defaultValue: "\(defaultSessions)"),
      .option("--seed", value: "S", help: "the seed of the first session", defaultValue: "1"),
    ])

  /// `checkParity` on `Screen`'s random sessions of the strategy `parsed` names and of
  /// `direct`, and its report.
  @MainActor
  static func run<Screen: CommandLineScreen>(
    _ screen: Screen.Type, _ parsed: ParsedArguments, roster: Roster, console: Console
  ) async throws(UsageError) -> Int32 {
    let sessions =
      try parsed.value("--sessions", mustBe: "a whole number above 0") {
        Int($0).flatMap { $0 > 0 ? $0 : nil }
      } ?? defaultSessions
    let seed =
      try parsed.value("--seed", mustBe: "a whole number from 0 to \(UInt64.max)") {
        UInt64($0)
      } ?? 1
    let strategy = try roster.strategy(parsed.value("--strategy") ?? "", binding: screen)
    console.print(
      "\(strategy.id) against direct on the \(Screen.title) screen, \(sessions) sessions (seed \(seed)):"
    )
    Screen.paritySetup.forEach { console.print($0) }
    let candidate = Screen.randomSessions(for: strategy)
    let report = await checkParity(
      reference: Screen.randomSessions(for: .direct).screen, candidate: candidate.screen,
      inputs: candidate.inputs, sessions: sessions, seed: seed)
    // The verdict, its first line, in colour on a terminal; the steps as they are.
    var lines = report.description.split(separator: "\n", omittingEmptySubsequences: false)
    let headline = String(lines.removeFirst())
    console.print(report.holds ? style.green(headline) : style.red(headline))
    lines.forEach { console.print(String($0)) }
    return report.holds ? 0 : 1
  }
}
