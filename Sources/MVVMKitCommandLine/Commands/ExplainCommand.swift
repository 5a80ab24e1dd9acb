import MVVMBindingKit

/// `mvvm-kit explain ID`: how one strategy binds, and the files and symbols to read next. A
/// strategy the kit has no explanation for (one a caller added) shows its title and summary.
enum ExplainCommand {
  static func run(arguments: [String], roster: Roster) -> Int32 {
    guard arguments.count == 1, let id = arguments.first else {
      return usageError("explain takes one strategy id; see `mvvm-kit list`")
    }
    guard let strategy = roster.named(id) else {
      return usageError(roster.unknownIDMessage(id))
    }
    print(style.bold("\(strategy.id) — \(strategy.title)"))
    print(strategy.summary)
    guard let explanation = strategy.explanation else { return 0 }
    for (heading, lines) in [
      ("Objects", explanation.objects), ("Who observes whom", explanation.flow),
      ("Where observers are removed", explanation.teardown),
    ] {
      print("\n" + style.bold(heading))
      lines.forEach { print("  " + $0) }
    }
    print("\n" + style.bold("Read next"))
    for reference in explanation.readNext { print("  " + shown(reference)) }
    print("  docs/Guides/\(strategy.id).md")
    guard strategy.supportsSignup else { return 0 }
    print("\n" + style.bold("Sign-up: waiting for a pause, dropping stale answers"))
    explanation.signup.forEach { print("  " + $0) }
    for reference in explanation.signupReadNext { print("  " + shown(reference)) }
    return 0
  }

  /// A file to read, with the symbols to look for in it.
  private static func shown(_ reference: BindingStrategy.SourceReference) -> String {
    "\(reference.file)  (\(reference.symbols.joined(separator: ", ")))"
  }
}
