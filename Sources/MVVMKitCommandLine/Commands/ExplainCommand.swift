import CommandLineParsing
import MVVMBindingKit

/// `mvvm-kit explain ID`: how one strategy binds, and the files and symbols to read next. A
/// strategy the kit has no explanation for (one a caller added) shows its title and summary.
enum ExplainCommand {
  /// The declaration.
  static let command = Command(
    tool: "mvvm-kit", name: "explain", abstract: "how one strategy binds, and what to read next",
    discussion: """
      The objects involved, who observes whom, where observers are removed, and the files and
      symbols to read next. IDs: see `mvvm-kit list`.
      """,
    parameters: [.argument("ID", help: "the strategy to explain, as `mvvm-kit list` names it")])

  static func run(arguments: [String], roster: Roster, console: Console) async -> Int32 {
    await command.run(arguments, on: console) { parsed throws(UsageError) in
      explain(try roster.strategy(parsed.value("ID") ?? ""), console: console)
    }
  }

  /// Prints how `strategy` binds.
  private static func explain(_ strategy: BindingStrategy, console: Console) -> Int32 {
    console.print(style.bold("\(strategy.id) — \(strategy.title)"))
    console.print(strategy.summary)
    guard let explanation = strategy.explanation else { return 0 }
    for (heading, lines) in [
      ("Objects", explanation.objects), ("Who observes whom", explanation.flow),
      ("Where observers are removed", explanation.teardown),
    ] {
      console.print("\n" + style.bold(heading))
      lines.forEach { console.print("  " + $0) }
    }
    console.print("\n" + style.bold("Read next"))
    for reference in explanation.readNext { console.print("  " + shown(reference)) }
    console.print("  docs/Guides/\(strategy.id).md")
    guard strategy.supportsSignup else { return 0 }
    console.print("\n" + style.bold("Sign-up: waiting for a pause, dropping stale answers"))
    explanation.signup.forEach { console.print("  " + $0) }
    for reference in explanation.signupReadNext { console.print("  " + shown(reference)) }
    return 0
  }

  /// A file to read, with the symbols to look for in it.
  private static func shown(_ reference: BindingStrategy.SourceReference) -> String {
    "\(reference.file)  (\(reference.symbols.joined(separator: ", ")))"
  }
}
