import Foundation
import MVVMKitCommandLine
import XCTest

/// The documentation is checked like code: every relative link resolves, every guide is linked
/// and links its code, every snippet marked with its file is in that file, and the comparison's
/// numbers match what produced them. JapanesePagesTests keeps the Japanese pages in step.
final class DocsTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private var documents: [URL] {
    let docs = FileManager.default.enumerator(
      at: root.appendingPathComponent("docs"), includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
    return ["README.md", "README.ja.md", "CHANGELOG.md"].map { root.appendingPathComponent($0) }
      + docs
  }

  private func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// The id of every strategy the kit registers (`direct` included), as `mvvm-kit list --json`
  /// prints them: a new strategy is known here without naming it.
  @MainActor
  private func registeredIDs() async throws -> [String] {
    try await StrategyCompletenessTests.records().map(\.id)
  }

  private func links(in markdown: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
    let range = NSRange(markdown.startIndex..., in: markdown)
    return pattern.matches(in: markdown, range: range).map {
      String(markdown[Range($0.range(at: 1), in: markdown)!])
    }
  }

  func testEveryRelativeLinkResolves() throws {
    var checked = 0
    for document in documents {
      for link in links(in: try text(document))
      where !link.contains("://") && !link.hasPrefix("mailto:") {
        let path = String(
          link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
        guard !path.isEmpty else { continue }
        let target = document.deletingLastPathComponent().appendingPathComponent(path)
          .standardizedFileURL
        XCTAssertTrue(
          FileManager.default.fileExists(atPath: target.path),
          "\(document.lastPathComponent) links to \(link), which does not exist")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 50, "the link check found suspiciously few links")
  }

  @MainActor
  func testTheReadmeLinksEveryGuideAndEveryGuideLinksItsCode() async throws {
    let readme = try text(root.appendingPathComponent("README.md"))
    let guides = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs/Guides").path
    )
    .filter { $0.hasSuffix(".md") }
    // A registered strategy's guide is required by StrategyCompletenessTests; a guide of a
    // strategy this platform does not build is still checked below.
    let registered = try await registeredIDs()
    XCTAssertTrue(
      Set(guides).isSuperset(of: registered.map { "\($0).md" }),
      "a guide per registered strategy, direct included")
    for guide in guides {
      XCTAssertTrue(readme.contains("docs/Guides/\(guide)"), "README.md does not link \(guide)")
      let body = try text(root.appendingPathComponent("docs/Guides/\(guide)"))
      XCTAssertTrue(body.contains("[Source](../../"), "\(guide) does not link its source")
      XCTAssertTrue(body.contains("[Tests](../../Tests/"), "\(guide) does not link its tests")
      for heading in [
        "## The binding code", "## Detailed design", "## Test your view model", "## Pitfalls",
        "## Trade-offs",
      ]
      where guide != "your-own-strategy.md" {
        XCTAssertTrue(body.contains(heading), "\(guide) has no '\(heading)'")
      }
    }
  }

  func testEverySnippetIsMarkedAndEveryMarkedSnippetIsInItsFile() throws {
    var checked = 0
    for document in documents {
      let lines = try text(document).split(separator: "\n", omittingEmptySubsequences: false)
      // Every Swift block says where it comes from: this kit's file, or another library.
      for (index, line) in lines.enumerated() where line == "```swift" {
        let mark = index > 0 ? lines[index - 1] : ""
        XCTAssertTrue(
          mark.hasPrefix("<!-- code: ") || mark.hasPrefix("<!-- not this kit's code: "),
          "\(document.lastPathComponent), line \(index + 1): a Swift block with no mark")
      }
      for (index, line) in lines.enumerated() where line.hasPrefix("<!-- code: ") {
        let path = line.dropFirst("<!-- code: ".count).replacingOccurrences(of: " -->", with: "")
        guard index + 1 < lines.count, lines[index + 1] == "```swift" else {
          XCTFail("\(document.lastPathComponent): \(path)'s mark is not right above a swift block")
          continue
        }
        let snippet = lines[(index + 2)...].prefix { $0 != "```" }.map(Self.stripped)
        let source = try text(root.appendingPathComponent(path))
          .split(separator: "\n", omittingEmptySubsequences: false).map(Self.stripped)
        let found = source.indices.contains { start in
          source[start...].starts(with: snippet)
        }
        XCTAssertTrue(
          found, "\(document.lastPathComponent): the snippet marked \(path) is not in that file")
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 40, "the snippet check found suspiciously few snippets")
  }

  func testNoFileCitesADocumentOutsideTheRepository() throws {
    // Spelled in pieces, so this file does not cite them itself.
    let outside = ["SP" + "EC", "FA" + "CTS", "../" + "shared"]
    var read = 0
    for folder in ["Sources", "Tests", "Benchmarks", "Examples", "docs", ".ci"] {
      let files = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
        .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }
      for file in files {
        guard let body = try? text(file) else { continue }  // not text
        read += 1
        for word in outside {
          let pattern = try NSRegularExpression(
            pattern: "(?<![A-Za-z_])" + NSRegularExpression.escapedPattern(for: word)
              + "(?![A-Za-z_])")
          let matches = pattern.numberOfMatches(
            in: body, range: NSRange(body.startIndex..., in: body))
          XCTAssertEqual(matches, 0, "\(file.path) cites \(word)")
        }
      }
    }
    for file in ["README.md", "README.ja.md", "CHANGELOG.md", "Package.swift"] {
      let body = try text(root.appendingPathComponent(file))
      for word in outside { XCTAssertFalse(body.contains(word), "\(file) cites \(word)") }
    }
    XCTAssertGreaterThan(read, 100, "the citation check read suspiciously few files")
  }

  @MainActor
  func testTheContractsStringsNamesAndKeysAreTheCodes() async throws {
    let contract = try text(root.appendingPathComponent("docs/Contract.md"))
    let sources = try FileManager.default.enumerator(
      at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .map { try text($0) }.joined(separator: "\n")
    let spans = try NSRegularExpression(pattern: "`([^`]+)`").matches(
      in: contract, range: NSRange(contract.startIndex..., in: contract)
    ).map { String(contract[Range($0.range(at: 1), in: contract)!]) }
    // Every message the contract quotes is a string the code shows.
    let messages = spans.filter { span in
      let isJapanese = span.unicodeScalars.contains { $0.value >= 0x3000 }
      let isSentence = span.contains(" ") && (span.hasSuffix(".") || span.hasSuffix("…"))
      let isTemplate = span.contains("<") || span.contains("{") || span.contains("\n")
      return (isJapanese || isSentence) && !isTemplate
    }
    XCTAssertGreaterThan(messages.count, 30, "the contract quotes suspiciously few messages")
    for message in Set(messages) {
      XCTAssertTrue(sources.contains(message), "the code never says `\(message)`")
    }
    // Every strategy id is one a strategy declares, and every compare key a profile's property.
    let profile = try text(
      root.appendingPathComponent("Sources/MVVMTestSupport/Delivery/DeliveryProfile.swift"))
    let lines = contract.split(separator: "\n", omittingEmptySubsequences: false)
    func firstColumn(ofTableUnder header: String) throws -> [String] {
      let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(header) }, header)
      return lines[(start + 2)...].prefix { $0.hasPrefix("|") }
        .map { String($0.dropFirst(3).prefix { $0 != "`" }) }
    }
    let ids = try firstColumn(ofTableUnder: "| id | module |")
    for id in Set(try await registeredIDs()).subtracting(["direct"]).subtracting(ids) {
      XCTFail(
        "docs/Contract.md's table of strategies (| id | module |) has no row for '\(id)': run "
          + "scripts/strategy-tables.sh")
    }
    let keys = try firstColumn(ofTableUnder: "| key | what is measured |")
    XCTAssertEqual(keys.count, 10)
    for key in keys {
      XCTAssertTrue(profile.contains("public var \(key):"), "DeliveryProfile has no \(key)")
    }
  }

  /// A line without its indentation: a snippet may sit at another depth than its source.
  private static func stripped(_ line: Substring) -> Substring {
    line.drop { $0 == " " }
  }

  @MainActor
  func testTheComparisonsNumbersMatchTheScriptAndTheBenchmark() async throws {
    let comparison = try text(root.appendingPathComponent("docs/Comparison.md"))
    func row(_ title: String) throws -> [String] {
      let line = try XCTUnwrap(
        comparison.split(separator: "\n").first { $0.hasPrefix("| **\(title)") }, title)
      return line.split(separator: "|").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    let script = Process()
    script.executableURL = URL(fileURLWithPath: "/bin/bash")
    // The script reads the registry from the list the kit prints, handed over as a file: run
    // from here, it cannot build the kit itself.
    let list = FileManager.default.temporaryDirectory
      .appendingPathComponent("strategies-\(UUID().uuidString).json")
    try Data(StrategyRecord.json(try await StrategyCompletenessTests.records()).utf8).write(
      to: list)
    defer { try? FileManager.default.removeItem(at: list) }
    script.arguments = [root.appendingPathComponent("scripts/count-lines.sh").path, list.path]
    let output = Pipe()
    script.standardOutput = output
    try script.run()
    let counted = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    script.waitUntilExit()
    XCTAssertEqual(script.terminationStatus, 0)
    let counts = counted.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    // The matrix's columns are the strategies its header names, in its order: each one this
    // platform builds shows the script's counts.
    let header = try XCTUnwrap(comparison.split(separator: "\n").first { $0.hasPrefix("| | `") })
    let columns = header.split(separator: "|").dropFirst().map {
      $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(
        in: CharacterSet(charactersIn: "`"))
    }
    let binding = try row("Lines: the login binding")
    let support = try row("Lines: support the style needs")
    for count in counts {
      guard let column = columns.firstIndex(of: count[0]) else { continue }
      XCTAssertEqual(
        [binding[column], support[column]], [count[2], count[3]],
        "\(count[0]): run scripts/count-lines.sh and update docs/Comparison.md")
    }
    // The notes quote the reactive counts, thousands spaced as prose spaces them.
    func spaced(_ digits: String) -> String {
      digits.count > 3 ? spaced(String(digits.dropLast(3))) + " " + digits.suffix(3) : digits
    }
    let reactive = try XCTUnwrap(counts.first { $0[0] == "reactive" })
    XCTAssertTrue(
      comparison.contains(
        "`reactive` strategy's \(spaced(reactive[2])) lines stand on the \(spaced(reactive[3]))"),
      "the notes quote the reactive counts")

    let results =
      try XCTUnwrap(
        JSONSerialization.jsonObject(
          with: Data(contentsOf: root.appendingPathComponent("docs/benchmarks/results.json")))
          as? [String: Any])["results"] as? [[String: Any]]
    let costs = try row("Cost per edit")
    for id in Set(try await registeredIDs()).subtracting(columns) {
      XCTFail("docs/Comparison.md's matrix has no column for '\(id)': add it, and in docs/ja")
    }
    for (index, id) in columns.enumerated() {
      let result = try XCTUnwrap(
        results?.first { $0["strategy"] as? String == id && $0["scenario"] as? String == "edit" })
      let median = try XCTUnwrap((result["nsPerEvent"] as? [String: Any])?["median"] as? Double)
      let allocations = try XCTUnwrap(result["allocationsPerEvent"] as? Double)
      let shownAllocations =
        allocations == allocations.rounded()
        ? "\(Int(allocations))" : "\((allocations * 10).rounded() / 10)"
      // Counts first (they repeat from run to run), the median for scale.
      let instructions = try XCTUnwrap(result["instructionsPerEvent"] as? Double, id)
      XCTAssertEqual(
        costs[index],
        "\(Int(instructions.rounded())) instr · \(shownAllocations) allocs · \(Int(median.rounded())) ns",
        id)
      // Instructions over direct's in the same scenario.
      let ratios = try ["edit", "fanout-100"].map { scenario -> String in
        func count(_ strategy: String) throws -> Double {
          let row = try XCTUnwrap(
            results?.first {
              $0["strategy"] as? String == strategy && $0["scenario"] as? String == scenario
            })
          return try XCTUnwrap(row["instructionsPerEvent"] as? Double)
        }
        return String(format: "%.2f", try count(id) / count("direct"))
      }
      XCTAssertEqual(try row("× direct")[index], ratios.joined(separator: " · "), id)
    }
    // The Japanese page shows the same figures, row for row.
    let japanese = try text(root.appendingPathComponent("docs/ja/Comparison.md"))
    func measuredRows(_ markdown: String) -> [[String]] {
      markdown.split(separator: "\n").filter { $0.hasPrefix("| **") }.map {
        $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      }
    }
    let englishRows = measuredRows(comparison)
    let japaneseRows = measuredRows(japanese)
    XCTAssertEqual(japaneseRows.count, englishRows.count, "the same tables in Japanese")
    for (english, japanese) in zip(englishRows, japaneseRows)
    where ["**Lines", "**Cost", "**×", "**`"].contains(where: english[0].hasPrefix) {
      XCTAssertEqual(Array(japanese.dropFirst()), Array(english.dropFirst()), english[0])
    }
  }
}
