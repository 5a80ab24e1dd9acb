import BindingParity
import CommandLineParsing
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit run [--strategy ID|all] [--screen login|signup] [--accounts FILE] FILE|-`: plays a
/// script of inputs.
enum RunCommand: ScreenCommand {
  /// The declaration.
  static let command = Command(
    tool: "mvvm-kit", name: "run", abstract: "play a script of inputs",
    discussion: """
      Plays a script (a FILE, or standard input for -) on `direct` and on the strategy ID (default:
      all of them), on the login screen (the default) or the sign-up screen, printing one row per
      step and whether each strategy agrees with `direct`.

      THE SCRIPT LANGUAGE — one command per line:
        # a comment             blank lines and lines starting with # are ignored
        rules presence|signin   the login rules (default presence)        } only before
        lang en|ja              the language of messages (default en)     } the first input
        password TEXT           type TEXT into the password field (printed as •)
        tap                     tap the button; the call then waits at the service...
        settle                  ...until this: the service answers and every output arrives
        dismiss                 dismiss the alert
      On the login screen:
        id TEXT                 type TEXT into the ID field
      On the sign-up screen (`rules` has no effect there: the sign-up form has one set of rules):
        username TEXT           type TEXT into the username field
        repeat TEXT             type TEXT into the repeat field (printed as •)
        advance DURATION        move the screen's clock on, as 300ms or 2s; a username check whose
                                wait ends makes its call, which waits at the service until settle
      TEXT is bare words (`id alice`), a "quoted string" with \\" \\\\ \\n \\t \\0 escapes
      (`id "  alice "`), or nil (no text at all). Example scripts: docs/examples/.

      The sign-up table shows each step's status and alert title in full, and `calls`: the checks
      `direct` has made so far; a strategy that made a different number disagrees.

      ACCOUNTS — the login service knows alice and alice@example.com, password wonderland, unless
      --accounts FILE gives `ID PASSWORD` lines (# comments allowed). The sign-up service knows
      \(Accounts.takenText) as taken.

      Exit 0 when every strategy agrees at every step, 1 when one does not, 2 for a bad script
      (the message names its line), a bad accounts file, or bad usage.
      """,
    parameters: [
      .option(
        "--strategy", value: "ID|all", help: "the strategy to play beside `direct`",
        defaultValue: "all"),
      Roster.screenOption,
      .option(
        "--accounts", value: "FILE",
        help: "the login service's accounts, `ID PASSWORD` a line (login screen only)"),
      .argument("FILE|-", help: "the script, or - to read it from standard input"),
    ])

  /// Plays the script `parsed` names on `Screen` and prints its table.
  @MainActor
  static func run<Screen: CommandLineScreen>(
    _ screen: Screen.Type, _ parsed: ParsedArguments, roster: Roster, console: Console
  ) async throws(UsageError) -> Int32 {
    let strategyID = parsed.value("--strategy") ?? "all"
    let strategies: [BindingStrategy]
    if strategyID == "all" {
      strategies = roster.all
    } else {
      let strategy = try roster.strategy(strategyID, alsoValid: ["all"])
      strategies = strategy.id == BindingStrategy.direct.id ? [] : [strategy]
    }
    var accounts: [String: String]?
    if let accountsPath = parsed.value("--accounts") {
      if let refusal = Screen.accountsRefusal { throw UsageError(refusal) }
      do { accounts = try Accounts.load(accountsPath) } catch {
        throw UsageError(error.description)
      }
    }
    let script: Script<Screen.Input>
    do { script = try ScriptParser.load(parsed.value("FILE|-") ?? "-", as: screen) } catch {
      throw UsageError(error.message)
    }
    let rows = await Screen.play(script, on: strategies, accounts: accounts)
    let table = Screen.table(strategies: strategies, rows: rows, style: style)
    table.lines(style: style).forEach { console.print($0) }
    console.print()
    if table.disagreementCount == 0 {
      console.print(style.green("Every strategy agreed with direct at every step."))
      return 0
    }
    console.print(style.red("\(table.disagreementCount) step(s) differ from direct."))
    return 1
  }
}
