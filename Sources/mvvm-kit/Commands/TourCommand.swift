import MVVMBindingKit

/// `mvvm-kit` with no arguments: one scripted session on every strategy, then a quick benchmark.
enum TourCommand {
  /// The session: typing, clearing, a wrong login and a right one.
  static let script = Script(
    steps: [
      .id("alice"), .password(Password("wrong")), .id(""), .id("  alice "), .tap,
      .settle,
      .dismiss, .password(Password("wonderland")), .tap, .settle,
    ])

  @MainActor
  static func run() async -> Int32 {
    let strategies = BindingStrategy.all
    print(
      style.bold("MVVMBindingKit tour")
        + " — one login session, bound \(strategies.count + 1) ways\n")
    print(
      "Each row shows what `direct` (no binding) displays after a step; each strategy must display")
    print("exactly the same. login: on/off is the button, spin is a login in flight.\n")
    let rows = await SessionPlayer(strategies: strategies, accounts: Accounts.demo).play(script)
    let table = SessionTable(strategies: strategies, rows: rows)
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
    let benchStatus = await BenchCommand.measure(heading: "Quick benchmark")
    return table.disagreementCount == 0 && benchStatus == 0 ? 0 : 1
  }
}
