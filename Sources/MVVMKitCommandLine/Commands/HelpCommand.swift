import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit help [COMMAND]`, `mvvm-kit --help`.
enum HelpCommand {
  /// The sign-up trace's default session, as a script writes it.
  private static let signupSession = SignupInput.defaultSession.map(\.description).reduce(
    into: [""]
  ) { lines, step in
    let entry = (lines[lines.count - 1].isEmpty ? "" : ", ") + step
    if lines[lines.count - 1].count + entry.count > 84 {
      lines[lines.count - 1] += ","
      lines.append(step)
    } else {
      lines[lines.count - 1] += entry
    }
  }.joined(separator: "\n  ")

  static let overview = """
    mvvm-kit — a login form and a sign-up form, each bound to its view in several styles, side
    by side.

    USAGE
      mvvm-kit                      the tour: a login and a sign-up session on every strategy,
                                    step by step, whether each agrees with `direct`, then a quick
                                    benchmark
      mvvm-kit list [--markdown]    the binding strategies and their ids
      mvvm-kit run [--strategy ID|all] [--screen login|signup] [--accounts FILE] FILE|-
                                    play a script of inputs (see `mvvm-kit help run`)
      mvvm-kit demo [--strategy ID] [--screen login|signup] [--rules presence|signin]
                    [--lang en|ja] [--latency MS]
                                    a real screen in the terminal, with an event log
      mvvm-kit explain ID           how one strategy binds, and what to read next
      mvvm-kit trace [--strategy ID]… [--screen login|signup] [--svg DIR] [SCRIPT|-]
                                    every hop of every input, for every strategy
      mvvm-kit compare [--strategy ID]… [--json FILE]
                                    each strategy's delivery semantics, measured
      mvvm-kit parity --strategy ID [--screen login|signup] [--sessions N] [--seed S]
                                    random sessions on ID and on `direct`, the first difference
                                    shrunk to the fewest inputs that show it
      mvvm-kit bench                quick timings (as `binding-bench --quick`)
      mvvm-kit help COMMAND         more about one command
      mvvm-kit --version            the kit's version

    EXIT STATUS
      0 fine; 1 a strategy disagreed with `direct` (or a run failed); 2 bad usage or bad input.

    Colour is used only on a terminal, and never when NO_COLOR is set. Passwords show as •.
    """

  static let topics: [String: String] = [
    "tour": """
    mvvm-kit (no arguments) — the tour

    Plays two scripted sessions on `direct` and on every strategy: a login (typing, clearing, a
    wrong login and a right one), then a sign-up on a clock the tour moves (a wait restarted by
    typing, a check made stale and cancelled, a taken name, a free one, a sign-up). One row per
    step shows what `direct` displays; one ✓/✗ column per strategy says whether it displays
    exactly the same (and, for sign-up, made as many checks), and any difference is spelled out
    below. Then a quick benchmark table (not representative when mvvm-kit is built in debug).
    Exit 1 if any strategy differs.
    """,
    "list": """
    mvvm-kit list [--markdown [--lang en|ja]]

    One line per strategy: its id (for --strategy and explain), its title and how it binds.
    `direct`, the baseline every strategy is compared with, comes last.

    --markdown   the READMEs' table of strategies instead (id, how it binds, guide), `direct`
                 first, written from each strategy's registration; scripts/strategy-tables.sh
                 puts it in README.md and README.ja.md
    --lang       the table's language: en (the default) or ja
    """,
    "run": """
    mvvm-kit run [--strategy ID|all] [--screen login|signup] [--accounts FILE] FILE|-

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
    "demo": """
    mvvm-kit demo [--strategy ID] [--screen login|signup] [--rules presence|signin]
                  [--lang en|ja] [--latency MS]

    A login screen in the terminal, bound by the strategy ID (default: closures): two fields,
    the validation label in its colour, each field's error, a login button, the spinner while a
    login is in flight (the service answers after MS milliseconds, default 600), and the alert.
    Beneath it, an event log shows each hop an edit takes: view → view model → model →
    binding → view (as `mvvm-kit trace` prints them). Enter in the password field of a valid
    form logs in. Passwords show as •.

    KEYS  Tab or ↓: next field · Shift-Tab or ↑: previous · type to edit, Backspace to erase ·
          Enter on the button, or in the password field of a valid form: log in ·
          Enter on an alert: dismiss it · Esc or Ctrl-C: quit

    The demo account is alice (or alice@example.com for --rules signin), password wonderland.

    --screen signup shows the sign-up screen instead, on the real clock: a username, a password
    and its repeat, the username's status — Checking availability… while you type, then
    available or taken once the typing has paused for \(Accounts.checkDelayText) and the service
    (MS milliseconds) has answered — and a Sign up button. Taken usernames: \(Accounts.takenText).
    Enter in the repeat field of a complete form signs up. The event log shows the waits, the
    cancelled checks and the calls. --rules is for the login screen only.

    It needs a terminal: without one it says so and exits 2. The terminal is restored on exit,
    on Ctrl-C and on a crash.
    """,
    "explain": """
    mvvm-kit explain ID — how one strategy binds

    The objects involved, who observes whom, where observers are removed, and the files and
    symbols to read next. IDs: see `mvvm-kit list`.
    """,
    "trace": """
    mvvm-kit trace [--strategy ID]… [--screen login|signup] [--svg DIR] [SCRIPT|-]

    Plays a session on a fresh screen of each strategy (default: direct and every strategy;
    --strategy ID, repeatable, picks some) and prints, for each input, every hop in order, each
    tagged with its lane: view (events, property writes), binding (the strategy's mechanism: a
    post and its delivery, an observer call, a Binder, onChange, a yield, a task resuming), view
    model (its inputs), model (validation) and service (the login call and its answer).
    `── main actor turn ends ──` marks where work went on after the input's call returned, and
    each later main-actor job. Passwords show as •.

    The session is a script as for `run` (see `mvvm-kit help run`; its rules and lang lines
    apply), or by default: id "alice", password "wonderland", tap, settle, id "". Logins wait at
    the service until `settle`, and the accounts are the demo's (alice / wonderland).

    --screen signup traces the sign-up screen on a clock the script moves (`advance`), its
    service knowing \(Accounts.takenText) as taken. By default the session is
      \(signupSession).
    It shows the waits, the cancelled checks, each call where it is made and each answer where
    it arrives.

    --svg DIR also writes DIR/<strategy>.svg: a sequence diagram of the whole session, the lanes
    as columns, arrows from caller to callee, a render's writes as one arrow, a bold rule where
    the input's call returns, later main-actor jobs shaded, and a legend. Tracing more than one
    strategy, it also writes DIR/one-edit-every-style.svg: the session's first input in every
    strategy side by side, where the view becomes current and how many writes it costs.
    """,
    "compare": """
    mvvm-kit compare [--strategy ID]… [--json FILE]

    Measures how each strategy delivers (default: direct and every strategy; --strategy ID,
    repeatable, picks some; direct always comes first) by running it on fresh screens, and
    prints one row each: whether the view is current when an edit returns, how many writes an
    edit, an unchanged text and a burst of ten edits cost, how many turns an edit takes to show,
    what fan-out to 10 screens costs and calls, and what 1 000 released screens leave behind.
    The same figures come from `deliveryProfile(of:)` for your own strategy. --json FILE writes
    {"schema": 1, "swift": VERSION, "os": OS, "rows": [{"strategy": ID, …}]}, each row with the
    keys of `DeliveryProfile` (inline, shownBeforeSettle, validationWritesPerEdit, …).
    """,
    "parity": """
    mvvm-kit parity --strategy ID [--screen login|signup] [--sessions N] [--seed S]

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
    "bench": """
    mvvm-kit bench — quick timings

    Times every strategy against `direct` as `binding-bench --quick` does (without allocation
    counts, which only binding-bench can make). Built in debug, the table is labelled as not
    representative; for real numbers run `swift run -c release binding-bench`.
    """,
  ]

  static func run(arguments: [String]) -> Int32 {
    guard let topic = arguments.first else {
      print(overview)
      return 0
    }
    if arguments.count > 1 { return usageError("help takes one command, got \(arguments.count)") }
    guard let text = topics[topic] else {
      return usageError(
        "no help for '\(topic)'; commands: \(topics.keys.sorted().joined(separator: ", "))")
    }
    print(text)
    return 0
  }
}

/// Reports bad usage on standard error and answers exit status 2.
func usageError(_ message: String) -> Int32 {
  printError("mvvm-kit: \(message)\nRun 'mvvm-kit --help' for usage.")
  return 2
}
