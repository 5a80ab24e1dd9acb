import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit` with no arguments: a scripted login session and a sign-up session on every
/// strategy, each step checked against `direct`, then a quick benchmark.
enum TourCommand {
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
  static func run(roster: Roster) async -> Int32 {
    let strategies = roster.all
    print(
      style.bold("MVVMBindingKit tour")
        + " — a login and a sign-up session, each bound \(strategies.count + 1) ways\n")
    print(
      "Each row shows what `direct` (no binding) displays after a step; each strategy must display")
    print("exactly the same.\n")
    print(
      style.bold("Part 1")
        + " — a login session. login: on/off is the button, spin is a login in flight.\n")
    let rows = await SessionPlayer(strategies: strategies, accounts: Accounts.demo).play(script)
    let login = SessionTable.login(strategies: strategies, rows: rows, style: style)
    printParity(of: login, strategies: strategies)

    print(style.bold("Part 2") + " — a sign-up session: time, cancellation and a stale answer\n")
    print(
      "The username is checked once the typing pauses for \(Accounts.checkDelayText), on a clock the tour moves"
    )
    print("(`advance`). A name typed during the wait restarts it; a name typed while its check is")
    print("in flight cancels that call, so its answer never shows. Calls answer at `settle`;")
    print(
      "\(Accounts.takenText) are taken. calls: the checks `direct` has made so far; button: on/off,"
    )
    print("spin while a sign-up is in flight.\n")
    let signupRows = await SignupSessionPlayer(strategies: strategies).play(signupScript)
    let signup = SessionTable.signup(strategies: strategies, rows: signupRows, style: style)
    printParity(of: signup, strategies: strategies)

    let benchStatus = await BenchCommand.measure(heading: "Quick benchmark", roster: roster)
    let agreed = login.disagreementCount == 0 && signup.disagreementCount == 0
    return agreed && benchStatus == 0 ? 0 : 1
  }

  /// Prints the table, then whether every strategy showed what `direct` showed.
  private static func printParity(of table: SessionTable, strategies: [BindingStrategy]) {
    table.lines(style: style).forEach { print($0) }
    print()
    if table.disagreementCount == 0 {
      print(
        style.green(
          "Parity: all \(strategies.count) strategies show exactly what direct shows, at every step."
        ))
    } else {
      print(style.red("Parity failed: \(table.disagreementCount) step(s) differ from direct."))
    }
    print()
  }
}
