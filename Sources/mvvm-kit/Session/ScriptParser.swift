import Foundation
import MVVMBindingKit

/// Reads the script language of `mvvm-kit run` (see `help run`), line by line.
enum ScriptParser {
  /// A problem with one line of a script.
  struct Failure: Error, CustomStringConvertible {
    let line: Int
    let message: String
    var description: String { "line \(line): \(message)" }
  }

  /// Reads the script at `path` (`-`: standard input) and parses it; the thrown message names
  /// the problem (an unreadable file, or the script's first bad line), ready to print.
  static func load(_ path: String) throws(UsageProblem) -> Script {
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

  /// Parses a whole script; the first bad line throws a `Failure` naming it.
  static func parse(_ source: String) throws(Failure) -> Script {
    var script = Script()
    // `isNewline` splits "\r\n" (one Character) as well as "\n": a script saved on Windows reads
    // line by line too.
    for (index, rawLine) in source.split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline
    ).enumerated() {
      let number = index + 1
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let (keyword, argument) = split(line)
      func fail(_ message: String) -> Failure { Failure(line: number, message: message) }
      func noArgument() throws(Failure) {
        if !argument.isEmpty { throw fail("'\(keyword)' takes no argument, got '\(argument)'") }
      }
      switch keyword {
      case "rules", "lang":
        guard script.steps.isEmpty else {
          throw fail("'\(keyword)' must come before the first input")
        }
        if keyword == "rules" {
          switch argument {
          case "presence": script.rules = .presence
          case "signin": script.rules = .signIn
          default: throw fail("rules must be 'presence' or 'signin', got '\(argument)'")
          }
        } else {
          switch argument {
          case "en": script.language = .english
          case "ja": script.language = .japanese
          default: throw fail("lang must be 'en' or 'ja', got '\(argument)'")
          }
        }
      case "id":
        script.steps.append(.id(try text(argument, line: number, isSecret: false)))
      case "password":
        let password = try text(argument, line: number, isSecret: true)
        script.steps.append(.password(Password(password)))
      case "tap":
        try noArgument()
        script.steps.append(.tap)
      case "dismiss":
        try noArgument()
        script.steps.append(.dismiss)
      case "settle":
        try noArgument()
        script.steps.append(.settle)
      default:
        throw fail(
          "unknown command '\(keyword)'; commands: rules, lang, id, password, tap, dismiss, settle")
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
  private static func text(_ argument: String, line: Int, isSecret: Bool) throws(Failure) -> String?
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
