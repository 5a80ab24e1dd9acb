extension Command {
  /// The one line a usage error of this command ends with.
  public var usageHint: String { "Run '\(invocation) --help' for usage." }

  /// Reports `error` on `console`'s diagnostics in the one wording every command shares —
  /// `TOOL: WHAT` and the hint to its help — and returns exit status 2.
  public func report(_ error: UsageError, on console: Console) -> Int32 {
    console.printError("\(tool): \(error.message)\n\(usageHint)")
    return 2
  }

  /// Parses `words` and runs `body` on them: `--help` prints the help (status 0), and a usage
  /// error — the parser's, or one `body` throws — is reported (status 2); else `body`'s status.
  public func run(
    _ words: [String], on console: Console, isolation: isolated (any Actor)? = #isolation,
    _ body: (ParsedArguments) async throws(UsageError) -> Int32
  ) async -> Int32 {
    do {
      guard let arguments = try parse(words) else {
        console.print(help, terminator: "")
        return 0
      }
      return try await body(arguments)
    } catch {
      return report(error, on: console)
    }
  }

  /// The arguments `words` give, or nil when they ask for the help.
  public func parse(_ words: [String]) throws(UsageError) -> ParsedArguments? {
    var occurrences: [String: [[String]]] = [:]
    var rest = words[...]
    var arguments = parameters.filter { $0.kind == .argument }[...]
    let forCommand = name.map { " for \($0)" } ?? ""
    while let word = rest.popFirst() {
      if word.hasPrefix("-") && word != "-" {
        guard let parameter = parameters.first(where: { $0.names.contains(word) }) else {
          throw UsageError("unknown option '\(word)'\(forCommand)")
        }
        if parameter.key == Parameter.help.key { return nil }
        if parameter.kind == .option && !parameter.isRepeatable
          && occurrences[parameter.key] != nil
        {
          throw UsageError("\(word) may be given only once")
        }
        var values: [String] = []
        for _ in parameter.valueNames where parameter.kind == .option {
          guard let value = rest.popFirst(), !value.hasPrefix("--") else {
            throw UsageError("\(word) needs a value")
          }
          try check(value, for: parameter)
          values.append(value)
        }
        occurrences[parameter.key, default: []].append(values)
      } else {
        guard let parameter = arguments.popFirst() else {
          throw UsageError("unexpected argument '\(word)'\(forCommand)")
        }
        try check(word, for: parameter)
        occurrences[parameter.key] = [[word]]
      }
    }
    for parameter in parameters where parameter.isRequired && occurrences[parameter.key] == nil {
      throw UsageError("\(name ?? tool) needs \(parameter.spelling)")
    }
    return ParsedArguments(command: self, occurrences: occurrences)
  }

  /// Throws unless `parameter` allows `value`.
  private func check(_ value: String, for parameter: Parameter) throws(UsageError) {
    guard parameter.allowedValues.isEmpty || parameter.allowedValues.contains(value) else {
      throw UsageError.invalidValue(
        value, for: parameter, mustBe: UsageError.choice(of: parameter.allowedValues))
    }
  }
}
