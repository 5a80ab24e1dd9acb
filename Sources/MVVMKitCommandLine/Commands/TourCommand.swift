import CommandLineParsing
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit` with no arguments: a scripted login session and a sign-up session on every
/// strategy, each step checked against `direct`, then a quick benchmark.
enum TourCommand {
  /// The declaration: no options; `mvvm-kit` alone runs it too.
  static let command = Command(
    tool: "mvvm-kit", name: "tour",
    abstract: """
      the tour: a login and a sign-up session on every strategy, step by step, whether each \
      agrees with `direct`, then a quick benchmark
      """,
    discussion: """
      Plays two scripted sessions on `direct` and on every strategy: a login (typing, clearing, a
      wrong login and a right one), then a sign-up on a clock the tour moves (a wait restarted by
      typing, a check made stale and cancelled, a taken name, a free one, a sign-up). One row per
      step shows what `direct` displays; one ✓/✗ column per strategy says whether it displays
      exactly the same (and, for sign-up, made as many checks), and any difference is spelled out
      below. Then a quick benchmark table (not representative when mvvm-kit is built in debug).
      Exit 1 if any strategy differs.
      """,
    synopsis: "mvvm-kit [tour]")

  /// The session: typing, clearing, a wrong login and a right one.
  static let script = Script<ScreenInput>(
    steps: [
      .id("alice"), .password(Password("wrong")), .id(""), .id("  alice "), .tap,
      .settle,
      .dismiss, .password(Password("wonderland")), .tap, .settle,
    ])

  /// The second part's session: a pause too short, so the wait restarts; a check made stale by
  /// a newer edit, whose answer never shows; a taken name, a free one, and a sign-up.
  static let signupScript = Script<SignupInput>(
    steps: [
      .username("ali"), .advance(.milliseconds(200)), .username("alic"),
      .advance(.milliseconds(300)), .username("alice"), .advance(.milliseconds(300)), .settle,
      .username("bob"), .advance(.milliseconds(300)), .settle, .password(Password("secret")),
      .repeat(Password("secret")), .tap, .settle,
    ])

  @MainActor
  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { _ in
      await play(roster: roster, console: console)
    }
  }

  /// Plays both sessions and the quick benchmark.
  @MainActor
  private static func play(roster: Roster, console: Console) async -> Int32 {
    let strategies = roster.all
    console.print(
      style.bold("MVVMBindingKit tour")
        + " — a login and a sign-up session on \(strategies.count) strategies and direct,"
        + " the baseline\n")
    console.print(
      "Each row shows what `direct` (no binding) displays after a step; each strategy must display")
    console.print("exactly the same.\n")
    console.print(
      style.bold("Part 1")
        + " — a login session. login: on/off is the button, spin is a login in flight.\n")
    let rows = await ScriptedLoginScreen.play(script, on: strategies, accounts: nil)
    let login = ScriptedLoginScreen.table(strategies: strategies, rows: rows, style: style)
    printParity(of: login, strategies: strategies, on: console)

    console.print(
      style.bold("Part 2") + " — a sign-up session: time, cancellation and a stale answer\n")
    console.print(
      "The username is checked once the typing pauses for \(Accounts.checkDelayText), on a clock the tour moves"
    )
    console.print(
      "(`advance`). A name typed during the wait restarts it; a name typed while its check is")
    console.print(
      "in flight cancels that call, so its answer never shows. Calls answer at `settle`;")
    console.print(
      "\(Accounts.takenText) are taken. calls: the checks `direct` has made so far; button: on/off,"
    )
    console.print("spin while a sign-up is in flight.\n")
    // A strategy written for login alone (the contract lets one be) sits this part out.
    let signupStrategies = strategies.filter(ScriptedSignupScreen.isBound(by:))
    let signupRows = await ScriptedSignupScreen.play(
      signupScript, on: signupStrategies, accounts: nil)
    let signup = ScriptedSignupScreen.table(
      strategies: signupStrategies, rows: signupRows, style: style)
    printParity(of: signup, strategies: signupStrategies, on: console)

    let benchStatus = await BenchCommand.measure(
      heading: "Quick benchmark", roster: roster, console: console)
    let agreed = login.disagreementCount == 0 && signup.disagreementCount == 0
    return agreed && benchStatus == 0 ? 0 : 1
  }

  /// Prints the table, then whether every strategy showed what `direct` showed.
  private static func printParity(
    of table: SessionTable, strategies: [BindingStrategy], on console: Console
  ) {
    table.lines(style: style).forEach { console.print($0) }
    console.print()
    if table.disagreementCount == 0 {
      console.print(
        style.green(
          "Parity: all \(strategies.count) strategies show exactly what direct shows, at every step."
        ))
    } else {
      console.print(
        style.red("Parity failed: \(table.disagreementCount) step(s) differ from direct."))
    }
    console.print()
  }
}
