import Foundation
import MVVMKitCommandLine
import XCTest

/// docs/architecture.md's "Adding a strategy" (and its Japanese page) gives two lists: the files a
/// new strategy's author edits by hand, and the commands that write everything else. This test
/// knows which pieces of a strategy the kit does not derive, and holds the first list to them
/// (at most five); and it holds the second to the commands the completeness tests name.
final class AddingAStrategyTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The files outside a strategy's module and guides that only a person can write, and why.
  static let editedByHand: [(file: String, why: String)] = [
    ("Package.swift", "the manifest: the module lists are written from it"),
    (
      "Sources/MVVMBindingKit/BindingStrategy+All.swift",
      "the registration: `mvvm-kit list` and everything it derives read it"
    ),
    (
      "Sources/MVVMKitCommandLine/Diagram/DecisionTree.swift",
      "where a style sits in the chart is a judgement"
    ),
    ("docs/Comparison.md", "its column's rows of prose are a person's judgement"),
    ("docs/ja/Comparison.md", "the same column in Japanese"),
  ]

  /// The commands that write every other piece, each as a failing test names it.
  static let commands = [
    ModuleListTests.command, "scripts/strategy-tables.sh",
    GoldenTranscript.recordCommand(for: "ID"), RecordedProfile.recordCommand(for: "ID"),
    "binding-bench --merge new.json --into", "docs/benchmarks/results-rerun.json",
    "scripts/diagrams.sh",
  ]

  /// The files those commands write, which no list of hand edits may name.
  static let written = [
    ".spi.yml", "scripts/docs.sh", "Sources/MVVMBindingKit/MVVMBindingKit.docc/MVVMBindingKit.md",
    "README.md", "README.ja.md", "docs/Contract.md", "docs/ja/Contract.md",
    GoldenTranscript.directory, RecordedProfile.directory, "Benchmarks/baseline.json",
    "docs/benchmarks/results.json", "docs/benchmarks/results-rerun.json", "docs/diagrams",
  ]

  /// The section's numbered lists, list by list: each item's text, its wrapped lines joined.
  private func lists(in page: String, under heading: String) throws -> [[String]] {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    let start = try XCTUnwrap(text.range(of: "\n\(heading)\n"), "\(page): no \(heading)")
    let rest = text[start.upperBound...]
    let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    var lists: [[String]] = []
    var inList = false
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.range(of: #"^\d+\. "#, options: .regularExpression) != nil {
        if !inList { lists.append([]) }
        inList = true
        lists[lists.count - 1].append(String(line))
      } else if inList, line.hasPrefix("   ") {
        lists[lists.count - 1][lists[lists.count - 1].count - 1] +=
          " "
          + line.trimmingCharacters(
            in: .whitespaces)
      } else {
        inList = false
      }
    }
    return lists
  }

  /// An item's first code span: the file it names.
  private func firstSpan(_ item: String) -> String {
    let pieces = item.split(separator: "`", omittingEmptySubsequences: false)
    return pieces.count > 2 ? String(pieces[1]) : ""
  }

  func testTheDocumentedHandEditsAreThePiecesTheKitDoesNotDerive() throws {
    XCTAssertLessThanOrEqual(Self.editedByHand.count, 5, "at most five files edited by hand")
    for (page, heading) in [
      ("docs/architecture.md", "## Adding a strategy"), ("docs/ja/architecture.md", "## 戦略を追加する"),
    ] {
      let lists = try lists(in: page, under: heading)
      XCTAssertEqual(lists.count, 2, "\(page): the files edited by hand, then the commands")
      guard lists.count == 2 else { continue }
      let files = lists[0].map(firstSpan)
      XCTAssertEqual(
        files, Self.editedByHand.map(\.file),
        "\(page): the files a new strategy edits by hand are "
          + Self.editedByHand.map { "\($0.file) (\($0.why))" }.joined(separator: "; "))
      for file in files {
        XCTAssertFalse(
          Self.written.contains { file.hasPrefix($0) },
          "\(page) lists \(file) as edited by hand, which a command writes")
      }
      let commands = lists[1].joined(separator: "\n")
      for command in Self.commands {
        XCTAssertTrue(
          commands.contains(command), "\(page): the commands do not say `\(command)`")
      }
    }
  }
}
