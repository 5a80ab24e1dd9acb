import Foundation
import XCTest

/// Two examples time a user's own strategies, and two docs show what they print: the guide
/// docs/Guides/your-own-strategy.md all of `your-own-bench`'s output, the DocC tutorial "Bring your
/// own binding" all of `render-bench`'s. A run of each built example must print the same: the same
/// rows in the same order, the same columns and the same parity verdict. Times move from run to
/// run and are not compared. Allocation counts are exact but a login's, compared to the whole
/// allocation (byte counts are not compared: they can move by one), but a debug build's are not a
/// release build's: they are compared when `YOUR_OWN_BENCH` and `RENDER_BENCH` name release builds
/// of the examples, as CI's bench step does.
final class YourOwnBenchGuideTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private let environment = ProcessInfo.processInfo.environment

  /// The example's release build when `variable` names one, else the debug build beside the tests.
  private func binary(_ name: String, release variable: String) -> (url: URL, isRelease: Bool) {
    if let release = environment[variable] { return (URL(fileURLWithPath: release), true) }
    return (productsDirectory.appendingPathComponent(name), false)
  }

  func testTheGuideShowsWhatTheExamplePrints() throws {
    let example = binary("your-own-bench", release: "YOUR_OWN_BENCH")
    let run = try output(of: example.url, arguments: ["--quick"])
    XCTAssertEqual(run.status, 0, run.output)
    let printed = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    assertShown(
      try guideBlock(), printed: Array(printed), in: "the guide", output: run.output,
      comparingAllocations: example.isRelease)
  }

  func testTheTutorialShowsWhatItsBenchmarkPrints() throws {
    let example = binary("render-bench", release: "RENDER_BENCH")
    let run = try output(of: example.url, arguments: ["--quick"])
    XCTAssertEqual(run.status, 0, run.output)
    let printed = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let tutorial = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/MVVMBindingKit/MVVMBindingKit.docc/Resources/render-14-bench.txt"),
      encoding: .utf8)
    let tutorialLines = tutorial.split(separator: "\n", omittingEmptySubsequences: false)
    assertShown(
      Array(tutorialLines.dropLast()), printed: Array(printed), in: "the tutorial",
      output: run.output, comparingAllocations: example.isRelease)
  }

  func testItExplainsItselfAndRefusesAnUnknownArgument() throws {
    let binary = binary("your-own-bench", release: "YOUR_OWN_BENCH").url
    let help = try output(of: binary, arguments: ["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.output.hasPrefix("usage: your-own-bench [--quick]"), help.output)
    let unknown = try output(of: binary, arguments: ["--quik"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(unknown.output, "", "a bad argument must not run the benchmark")
  }

  /// Checks that `shown` is `printed` — or `printed` without the rows of the strategies that
  /// `shown` leaves out, as a doc about one strategy may.
  private func assertShown(
    _ shown: [Substring], printed: [Substring], in doc: String, output: String,
    comparingAllocations: Bool
  ) {
    let strategies = Set(shown.compactMap { strategy(of: $0) })
    let kept = printed.filter { line in strategy(of: line).map(strategies.contains) ?? true }
    XCTAssertEqual(kept.count, shown.count, "\(doc) shows another table:\n\(output)")
    for (printedLine, shownLine) in zip(kept, shown) {
      XCTAssertEqual(
        stableCells(printedLine, comparingAllocations: comparingAllocations),
        stableCells(shownLine, comparingAllocations: comparingAllocations),
        "run the example and update \(doc)'s output:\n\(output)")
    }
  }

  /// The lines of the block the guide marks `<!-- output: your-own-bench -->`.
  private func guideBlock() throws -> [Substring] {
    let guide = try String(
      contentsOf: root.appendingPathComponent("docs/Guides/your-own-strategy.md"), encoding: .utf8)
    let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
    let mark = try XCTUnwrap(lines.firstIndex(of: "<!-- output: your-own-bench -->"))
    XCTAssertEqual(lines[mark + 1], "```text")
    return Array(lines[(mark + 2)...].prefix { $0 != "```" })
  }

  /// A row's strategy; nil for any other line.
  private func strategy(of line: Substring) -> Substring? {
    let cells = line.split(separator: " ")
    return cells.count == 8 && cells[7].hasSuffix("×") ? cells[1] : nil
  }

  /// What a printed line says that the clock does not decide: a row's scenario and strategy
  /// (and its allocation count, when compared — not its bytes, which a login row's string
  /// storage moves by a few between runs); the rule under the titles without its widths; any
  /// other line as it is.
  private func stableCells(_ line: Substring, comparingAllocations: Bool) -> [String] {
    let cells = line.split(separator: " ").map(String.init)
    if !cells.isEmpty && cells.allSatisfy({ $0.allSatisfy { $0 == "─" } }) {
      return cells.map { _ in "─" }
    }
    // A row: scenario, strategy, allocs, bytes, ns/event, min–max, events/s, × direct.
    guard cells.count == 8, cells[7].hasSuffix("×") else { return cells }
    guard comparingAllocations else { return [cells[0], cells[1]] }
    // A login's answer crosses to the service's actor and back, and how the hops fall moves its
    // mean by a tenth now and then (8.0, 7.9): a login row's count is compared to the whole
    // allocation, every other row's exactly.
    let allocations =
      cells[0] == "login" ? Double(cells[2]).map { "\(Int($0.rounded()))" } ?? cells[2] : cells[2]
    return [cells[0], cells[1], allocations]
  }

  private func output(of binary: URL, arguments: [String]) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
