/// The kit's version, printed by `--version`.
let kitVersion = "0.1.0"

/// `mvvm-kit --help` and `mvvm-kit help COMMAND`.
enum HelpCommand {
  static let overview = """
    mvvm-kit — one login form, bound to its view in several styles, side by side.

    USAGE
      mvvm-kit              the tour: one scripted session on every strategy, each step's
                            view state, and whether every strategy agrees with `direct`
      mvvm-kit list         the binding strategies, with their ids
      mvvm-kit help COMMAND more about one command
      mvvm-kit --version    the kit's version

    EXIT STATUS
      0 every strategy agreed; 1 a strategy disagreed with `direct`; 2 bad usage.
    """

  static let topics: [String: String] = [
    "tour": """
      mvvm-kit (no arguments) — the tour

      Plays one scripted session (typing, clearing, a wrong login and a right one) on `direct`
      and on every strategy. For each step it prints what `direct` shows, then one mark per
      strategy: ✓ when that strategy's view is the same, ✗ when it differs, with the
      differences spelled out. Exits 1 if any strategy differs. Passwords show as •.
      """,
    "list": """
      mvvm-kit list — the binding strategies

      One line per strategy: its id (for --strategy), its title and how it binds. `direct`,
      the baseline every strategy is compared with, is listed last.
      """,
  ]

  static func run(topic: String?) -> Int32 {
    guard let topic else {
      print(overview)
      return 0
    }
    guard let text = topics[topic] else {
      return usageError("no help for '\(topic)'; commands: \(topics.keys.sorted().joined(separator: ", "))")
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
