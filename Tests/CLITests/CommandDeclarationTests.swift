import CommandLineParsing
import MVVMBindingKit
import XCTest

@testable import MVVMKitCommandLine

/// Every `mvvm-kit` command is declared once, and its help, its parsing and its usage errors
/// come from that declaration: these tests iterate the declarations, never a list of their own.
final class CommandDeclarationTests: XCTestCase {
  private let tool = CommandLineTool.commands

  @MainActor
  func testEveryDeclaredOptionAndArgumentIsInItsCommandsHelp() async {
    for command in tool.commands {
      let name = try! XCTUnwrap(command.name)
      let asked = await CommandLineTool().output(of: [name, "--help"])
      XCTAssertEqual(asked.status, 0, name)
      XCTAssertEqual(asked.output, command.help, "\(name) --help prints its declaration's help")
      let topic = await CommandLineTool().output(of: ["help", name])
      XCTAssertEqual(topic.output, command.help, "help \(name) is \(name) --help")
      for parameter in command.parameters where !parameter.isHidden {
        for word in parameter.names + parameter.valueNames {
          XCTAssertTrue(asked.output.contains(word), "\(name) --help does not show \(word)")
        }
        let firstWords = parameter.help.split(separator: " ").prefix(4).joined(separator: " ")
        XCTAssertTrue(
          asked.output.contains(firstWords), "\(name) --help does not explain \(parameter.key)")
      }
    }
  }

  @MainActor
  func testTheOverviewListsEveryCommandAndFlagAsDeclared() async {
    let overview = await CommandLineTool().output(of: ["--help"])
    XCTAssertEqual(overview.status, 0)
    XCTAssertEqual(overview.output, tool.overview)
    let help = await CommandLineTool().output(of: ["help"])
    XCTAssertEqual(help.output, tool.overview)
    let flat = overview.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for command in tool.commands {
      let synopsis = command.synopsis.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      XCTAssertTrue(flat.contains(synopsis), "the overview does not show \(synopsis)")
      let abstract = command.abstract.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      XCTAssertTrue(flat.contains(abstract), "the overview does not say \(abstract)")
    }
    for flag in tool.flags {
      XCTAssertTrue(overview.output.contains("mvvm-kit \(flag.key)"), flag.key)
    }
  }

  /// One wording for every usage error of every command: what went wrong, then where to read.
  @MainActor
  func testEveryCommandReportsAnUnknownOptionInTheOneWording() async {
    for command in tool.commands {
      let name = try! XCTUnwrap(command.name)
      let run = await CommandLineTool().streams(of: [name, "--no-such-option"])
      XCTAssertEqual(run.status, 2, name)
      XCTAssertEqual(run.output, "", name)
      XCTAssertEqual(
        run.error,
        "mvvm-kit: unknown option '--no-such-option' for \(name)\n"
          + "Run 'mvvm-kit \(name) --help' for usage.\n")
    }
    let unknown = await CommandLineTool().streams(of: ["bogus"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(
      unknown.error, "mvvm-kit: unknown command 'bogus'\nRun 'mvvm-kit --help' for usage.\n")
  }

  /// The edges of the command line: an option that takes one value given twice, a word after
  /// the tool's own flag, an unknown option where a command is expected.
  @MainActor
  func testARepeatedOptionAWordAfterVersionAndAnUnknownFlagAreUsageErrors() async {
    let cases: [(words: [String], error: String)] = [
      (
        ["list", "--lang", "en", "--lang", "ja"],
        "--lang may be given only once\nRun 'mvvm-kit list"
      ),
      (["--version", "extra"], "unexpected argument 'extra'\nRun 'mvvm-kit"),
      (["--bogus"], "unknown option '--bogus'\nRun 'mvvm-kit"),
      (["--version", "--bogus"], "unknown option '--bogus'\nRun 'mvvm-kit"),
    ]
    for (words, error) in cases {
      let run = await CommandLineTool().streams(of: words)
      XCTAssertEqual(run.status, 2, "\(words)")
      XCTAssertEqual(run.output, "", "\(words)")
      XCTAssertEqual(run.error, "mvvm-kit: \(error) --help' for usage.\n", "\(words)")
    }
    let version = await CommandLineTool().streams(of: ["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertEqual(version.output, "mvvm-kit \(kitVersion)\n")
    let overview = await CommandLineTool().streams(of: ["--version", "-h"])
    XCTAssertEqual(overview.status, 0)
    XCTAssertEqual(overview.output, tool.overview, "-h among the tool's flags is the overview")
  }

  func testTheParserReadsWhatTheDeclarationsSay() throws {
    let command = Command(
      tool: "tool", name: "go", abstract: "go somewhere",
      parameters: [
        .option("--to", value: "PLACE", help: "where", isRepeatable: true),
        .option("--by", help: "how", allowedValues: ["foot", "bike"], defaultValue: "foot"),
        .option("--at", value: "HOUR", help: "when", isRequired: true),
        .flag("--quiet", help: "say nothing"),
        .argument("WHO", help: "who goes", isRequired: false),
      ])
    let parsed = try XCTUnwrap(
      try command.parse(["--to", "a", "--at", "9", "--to", "b", "alice", "--quiet"]))
    XCTAssertEqual(parsed.values("--to"), ["a", "b"])
    XCTAssertEqual(parsed.value("--by"), "foot", "the default")
    XCTAssertTrue(parsed.isSet("--quiet"))
    XCTAssertEqual(parsed.value("WHO"), "alice")
    XCTAssertEqual(
      try parsed.value("--at", mustBe: "an hour") { Int($0).flatMap { $0 < 24 ? $0 : nil } }, 9)
    XCTAssertNil(try command.parse(["--at", "9", "-h"]), "the help asked for")
    XCTAssertTrue(
      try XCTUnwrap(try command.parse(["--at", "9", "--quiet", "--quiet"])).isSet("--quiet"),
      "a flag given twice is set")

    let failures: [([String], String)] = [
      (["--to"], "--to needs a value"),
      (["--at", "--quiet"], "--at needs a value"),
      (["--by", "car", "--at", "9"], "--by must be foot or bike, got 'car'"),
      (["--at", "9", "alice", "bob"], "unexpected argument 'bob' for go"),
      (["--away"], "unknown option '--away' for go"),
      (["--at", "9", "--by", "foot", "--by", "bike"], "--by may be given only once"),
      (["alice"], "go needs --at HOUR"),
    ]
    for (words, message) in failures {
      XCTAssertThrowsError(try command.parse(words), "\(words)") { error in
        XCTAssertEqual(error as? UsageError, UsageError(message))
      }
    }
    let late = try XCTUnwrap(try command.parse(["--at", "25"]))
    XCTAssertThrowsError(
      try late.value("--at", mustBe: "an hour") { Int($0).flatMap { $0 < 24 ? $0 : nil } }
    ) {
      XCTAssertEqual($0 as? UsageError, UsageError("--at must be an hour, got '25'"))
    }
  }
}
