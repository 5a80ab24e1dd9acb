import BindingParity
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// Reads the script languages of `mvvm-kit run` (see `help run`), line by line: the login
/// screen's and the sign-up screen's, which share their comments, `rules`, `lang` and text.
package enum ScriptParser {
  /// A problem with one line of a script.
  package struct Failure: Error, CustomStringConvertible {
    /// The line's number, from 1.
    let line: Int
    /// What is wrong with it.
    let message: String
    /// `line N: message`.
    package var description: String { "line \(line): \(message)" }
  }

  /// Reads the script of a `Screen` at `path` (`-`: standard input) and parses it; the thrown
  /// message names the problem (an unreadable file, or the script's first bad line), ready to
  /// print.
  static func load<Screen: CommandLineScreen>(_ path: String, as screen: Screen.Type)
    throws(UsageProblem) -> Script<Screen.Input>
  {
    try load(path) { (source) throws(Failure) in try parse(source, as: screen) }
  }

  private static func load<Input>(
    _ path: String, parse: (String) throws(Failure) -> Script<Input>
  ) throws(UsageProblem) -> Script<Input> {
    let text: String
    if path == "-" {
      text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    } else {
      guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw UsageProblem(message: "cannot read script '\(path)'")
      }
      text = contents
    }
    do {
      return try parse(text)
    } catch {
      throw UsageProblem(message: "\(path == "-" ? "standard input" : path), \(error)")
    }
  }

  /// What to tell a person whose script could not be read.
  struct UsageProblem: Error {
    let message: String
  }

  /// Parses a whole script of a `Screen`; the first bad line throws a `Failure` naming it.
  static func parse<Screen: CommandLineScreen>(_ source: String, as screen: Screen.Type)
    throws(Failure) -> Script<Screen.Input>
  {
    try parse(source, commands: Screen.scriptCommands) { (line) throws(Failure) in
      try Screen.input(from: line)
    }
  }

  /// One line of a script: its number, its command word and the rest.
  package struct Line {
    /// The line's number, from 1.
    package let number: Int
    /// The command word.
    package let keyword: String
    /// The rest of the line, without its leading blanks.
    package let argument: String

    /// A failure of this line.
    package func fail(_ message: String) -> Failure { Failure(line: number, message: message) }

    /// `step`, if the line has no argument.
    package func noArgument<Input>(_ step: Input) throws(Failure) -> Input {
      if !argument.isEmpty { throw fail("'\(keyword)' takes no argument, got '\(argument)'") }
      return step
    }

    /// The argument as a field's text; a secret's errors never quote its characters.
    package func text(isSecret: Bool = false) throws(Failure) -> String? {
      try ScriptParser.text(argument, line: number, isSecret: isSecret)
    }

    /// The argument as a duration: whole milliseconds (`300ms`) or seconds (`2s`).
    package func duration() throws(Failure) -> Duration {
      let units: [(String, (Int) -> Duration)] = [
        ("ms", { .milliseconds($0) }), ("s", { .seconds($0) }),
      ]
      for (unit, make) in units {
        if argument.hasSuffix(unit), let amount = Int(argument.dropLast(unit.count)), amount >= 0 {
          return make(amount)
        }
      }
      throw fail("'\(keyword)' takes a duration such as 300ms or 2s, got '\(argument)'")
    }
  }

  /// Parses the lines every script shares — comments, `rules`, `lang` — and hands each other
  /// line to `step`, which answers nil for a command it does not know.
  private static func parse<Input>(
    _ source: String, commands: String, step: (Line) throws(Failure) -> Input?
  ) throws(Failure) -> Script<Input> {
    var script = Script<Input>()
    // `isNewline` splits "\r\n" (one Character) as well as "\n": a script saved on Windows reads
    // line by line too.
    for (index, rawLine) in source.split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline
    ).enumerated() {
      let text = rawLine.trimmingCharacters(in: .whitespaces)
      if text.isEmpty || text.hasPrefix("#") { continue }
      let (keyword, argument) = split(text)
      let line = Line(number: index + 1, keyword: keyword, argument: argument)
      switch keyword {
      case "rules", "lang":
        guard script.steps.isEmpty else {
          throw line.fail("'\(keyword)' must come before the first input")
        }
        if keyword == "rules" {
          switch argument {
          case "presence": script.rules = .presence
          case "signin": script.rules = .signIn
          default: throw line.fail("rules must be 'presence' or 'signin', got '\(argument)'")
          }
        } else {
          switch argument {
          case "en": script.language = .english
          case "ja": script.language = .japanese
          default: throw line.fail("lang must be 'en' or 'ja', got '\(argument)'")
          }
        }
      default:
        guard let input = try step(line) else {
          throw line.fail("unknown command '\(keyword)'; commands: rules, lang, \(commands)")
        }
        script.steps.append(input)
      }
    }
    return script
  }

  private static func split(_ line: String) -> (String, String) {
    guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (line, "") }
    return (String(line[..<space]), String(line[space...].drop { $0 == " " || $0 == "\t" }))
  }

  /// A field's text: `nil`, a "quoted string" with \" \\ \n \t \0 escapes, or bare words. A
  /// secret's errors never quote its characters.
  fileprivate static func text(_ argument: String, line: Int, isSecret: Bool) throws(Failure)
    -> String?
  {
    func shown(_ character: Character) -> String { isSecret ? "a character" : "'\(character)'" }
    if argument == "nil" { return nil }
    guard argument.hasPrefix("\"") else {
      if argument.isEmpty {
        throw Failure(line: line, message: "give a text: \"quoted\", bare words, or nil")
      }
      return argument
    }
    var result = ""
    var characters = argument.dropFirst().makeIterator()
    while let character = characters.next() {
      switch character {
      case "\"":
        if let extra = characters.next() {
          throw Failure(line: line, message: "unexpected \(shown(extra)) after the closing quote")
        }
        return result
      case "\\":
        switch characters.next() {
        case "\"": result.append("\"")
        case "\\": result.append("\\")
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "0": result.append("\0")
        case let other?:
          throw Failure(line: line, message: "unknown escape: \\ then \(shown(other))")
        case nil: throw Failure(line: line, message: "a quoted text ends with a lone '\\'")
        }
      default: result.append(character)
      }
    }
    throw Failure(line: line, message: "a quoted text is missing its closing quote")
  }
}
