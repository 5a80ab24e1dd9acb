extension Command {
  /// The width help text is wrapped to.
  static let helpWidth = 96

  /// The synopsis: `mvvm-kit run [--strategy ID|all] … FILE|-`, from the parameters unless the
  /// declaration gave one.
  public var synopsis: String {
    if let customSynopsis { return customSynopsis }
    let words = parameters.filter { !$0.isHidden && $0.key != Parameter.help.key }.map { p in
      let shown = p.isRequired ? p.spelling : "[\(p.spelling)]"
      return p.isRepeatable ? shown + "…" : shown
    }
    return ([invocation] + words).joined(separator: " ")
  }

  /// The synopsis wrapped to the help's width, continuation lines under the first option.
  var wrappedSynopsis: [String] {
    wrap(synopsis, width: Self.helpWidth, continuationIndent: invocation.count + 1)
  }

  /// The help `--help` prints: what the command is for, its synopsis, the discussion, then
  /// each argument and option with what it does, its allowed values and its default.
  public var help: String {
    var lines = wrap("\(invocation) — \(abstract)", width: Self.helpWidth, continuationIndent: 0)
    lines += [""] + wrap("USAGE: " + synopsis, width: Self.helpWidth, continuationIndent: 7)
    if !discussion.isEmpty {
      lines +=
        [""] + discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let shown = parameters.filter { !$0.isHidden }
    let column = min((shown.map { Self.helpTerm(of: $0).count }.max() ?? 0) + 4, 28)
    for (heading, kind) in [("ARGUMENTS", Parameter.Kind.argument), ("OPTIONS", nil)] {
      let listed = shown.filter { kind == nil ? $0.kind != .argument : $0.kind == kind }
      guard !listed.isEmpty else { continue }
      lines += ["", heading]
      lines += table(
        listed.map { ([Self.helpTerm(of: $0)], Self.helpText(of: $0)) }, column: column)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// How the help's table names a parameter: `-h, --help`, `--strategy ID|all`, `FILE|-`.
  static func helpTerm(of parameter: Parameter) -> String {
    guard parameter.kind != .argument else { return parameter.key }
    return ([parameter.names.joined(separator: ", ")] + parameter.valueNames).joined(
      separator: " ")
  }

  /// What the help's table says of a parameter: its help, whether it repeats, its default.
  static func helpText(of parameter: Parameter) -> String {
    var text = parameter.help
    if parameter.isRepeatable { text += " (repeatable)" }
    let allowed = parameter.allowedValues
    if !allowed.isEmpty && !parameter.valueNames.contains(allowed.joined(separator: "|")) {
      text += ": " + allowed.joined(separator: ", ")
    }
    if let value = parameter.defaultValue { text += " (default: \(value))" }
    return text
  }
}

/// Terms beside their texts, the texts wrapped from `column` on — the help's options and the
/// overview's commands alike. A term may take several lines (a wrapped synopsis); its text
/// starts beside the last of them, or on the lines below when that line is too wide.
func table(_ rows: [(term: [String], text: String)], column: Int) -> [String] {
  var lines: [String] = []
  for (term, text) in rows {
    let body = wrap(text, width: Command.helpWidth - column, continuationIndent: 0)
    let leads = term.map { "  " + $0 }
    let last = leads.last ?? "  "
    if last.count + 2 <= column {
      lines += leads.dropLast()
      lines.append(last + String(repeating: " ", count: column - last.count) + body[0])
      lines += body.dropFirst().map { String(repeating: " ", count: column) + $0 }
    } else {
      lines += leads
      lines += body.map { String(repeating: " ", count: column) + $0 }
    }
  }
  return lines
}

/// `text` broken at spaces into lines of at most `width` characters (a longer word stands
/// alone), every line after the first indented by `continuationIndent` spaces.
func wrap(_ text: String, width: Int, continuationIndent: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    let indent = lines.isEmpty ? 0 : continuationIndent
    if !line.isEmpty && indent + line.count + 1 + word.count > width {
      lines.append((lines.isEmpty ? "" : String(repeating: " ", count: indent)) + line)
      line = String(word)
    } else {
      line += (line.isEmpty ? "" : " ") + word
    }
  }
  lines.append((lines.isEmpty ? "" : String(repeating: " ", count: continuationIndent)) + line)
  return lines
}
