import BindingBenchmark
import Foundation
import MVVMBindingKit
import MVVMConformance
import MVVMKitCommandLine
import XCTest

/// A strategy registered in-process, beside the kit's own, through the library entry points
/// alone — no rebuild, no file of the kit touched — is one every tool picks up: `list`,
/// `explain`, `run`, `trace`, `compare`, the conformance suite and the benchmark.
final class CommandLineToolTests: XCTestCase {
  /// The closure style's view model and screen under another id: a strategy the kit does not
  /// know, registered the way each of the kit's own is.
  private let throwaway = BindingStrategy(
    id: "throwaway", title: "Throwaway", summary: "closures under another name",
    screens: (ClosureLoginScreen.self, ClosureSignupScreen.self)
  )
  .explained(
    BindingStrategy.Explanation(
      binding: .init("closures, renamed", japanese: "名前を変えた closures"),
      objects: ["A throwaway's view model."], flow: ["Observers, as closures' are."],
      teardown: ["Its tokens go with its screen."],
      readNext: [.init("Sources/ClosureBinding/ObservableProperty.swift", ["observe"])],
      signup: ["The shared session's time."], signupReadNext: []))

  @MainActor
  func testAStrategyRegisteredInProcessIsPickedUpByEveryTool() async throws {
    let tool = CommandLineTool(strategies: [.closures, throwaway])
    let files = FileManager.default.temporaryDirectory
      .appendingPathComponent("throwaway-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: files) }

    let listed = await tool.output(of: ["list"])
    XCTAssertEqual(listed.status, 0)
    XCTAssertTrue(listed.output.contains("throwaway  Throwaway — closures under another name"))
    // What the kit derives of it: its module is the one its screens are declared in, and the
    // benchmark has no reference mechanism of its name.
    let listedJSON = await tool.output(of: ["list", "--json"])
    let records = try JSONDecoder().decode(
      [StrategyRecord].self, from: Data(listedJSON.output.utf8))
    XCTAssertEqual(records.map(\.id), ["direct", "closures", "throwaway"])
    let record = try XCTUnwrap(records.last)
    XCTAssertEqual(record.module, "ClosureBinding")
    XCTAssertEqual(record.guide, "docs/Guides/throwaway.md")
    XCTAssertTrue(record.bindsSignup)
    XCTAssertNil(record.referenceRow)
    let golden = await tool.output(of: [
      "record-goldens", "--strategy", "throwaway", "--into", files.path,
    ])
    XCTAssertEqual(golden.status, 0, golden.output)
    let closuresGolden = await GoldenTranscript.text(of: .closures)
    XCTAssertEqual(
      try String(contentsOf: files.appendingPathComponent("throwaway.txt"), encoding: .utf8),
      closuresGolden, "closures under another name: the same hops")

    let explained = await tool.output(of: ["explain", "throwaway"])
    XCTAssertEqual(explained.status, 0)
    XCTAssertTrue(explained.output.contains("Observers, as closures' are."), explained.output)
    let unknown = await CommandLineTool().output(of: ["explain", "throwaway"])
    XCTAssertEqual(unknown.status, 2, "the kit's own command line does not know it")

    let script = files.appendingPathComponent("session.txt")
    try #"id "alice"\#npassword "wonderland"\#ntap\#nsettle\#n"#.write(
      to: script, atomically: true, encoding: .utf8)
    let played = await tool.output(of: ["run", "--strategy", "throwaway", script.path])
    XCTAssertEqual(played.status, 0, "it agrees with direct at every step: \(played.output)")
    XCTAssertTrue(played.output.contains("throwaway"), played.output)

    let traced = await tool.output(of: ["trace", "--strategy", "throwaway", "--svg", files.path])
    XCTAssertEqual(traced.status, 0)
    XCTAssertTrue(traced.output.contains("throwaway — Throwaway"), traced.output)
    XCTAssertTrue(traced.output.contains("validationText observer called"), traced.output)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: files.appendingPathComponent("throwaway.svg").path))

    let json = files.appendingPathComponent("compare.json")
    let compared = await tool.output(of: [
      "compare", "--strategy", "throwaway", "--json", json.path,
    ])
    XCTAssertEqual(compared.status, 0)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    let rows = try XCTUnwrap(object?["rows"] as? [[String: Any]])
    XCTAssertEqual(rows.map { $0["strategy"] as? String }, ["direct", "throwaway"])

    // A few cases are enough to see the suite run it: it runs any strategy it is given.
    let failures = await conformanceFailures(
      of: throwaway, cases: ConformanceCase.cases(.fanOut))
    XCTAssertEqual(failures, [])

    var options = BenchmarkOptions(
      strategies: [throwaway], scenarios: [.edit], isQuick: true, includesReferences: false)
    options.rounds = 1
    options.countedEvents = 10
    let report = await BindingBenchmark.run(options)
    XCTAssertEqual(report.results.map(\.strategy), ["direct", "throwaway"])
    XCTAssertEqual(report.parityFailures, [])
  }

  /// A strategy written for login alone (the contract lets one be) sits the tour's sign-up part
  /// out: the tour plays it in the login part, and never asks it for a sign-up screen.
  @MainActor
  func testTheTourTakesAStrategyThatBindsLoginAlone() async {
    let loginOnly = BindingStrategy(
      id: "login-only", title: "Login only", summary: "closures, for login alone",
      loginViewModel: { ClosureLoginViewModel(model: $0, service: $1) },
      loginScreen: { ClosureLoginScreen(viewModel: $0) })
    let tour = await CommandLineTool(strategies: [.closures, loginOnly]).output(of: ["tour"])
    XCTAssertEqual(tour.status, 0)
    let legends = tour.output.split(separator: "\n").filter { $0.hasPrefix("Strategies:") }
    XCTAssertEqual(legends.count, 2, "the login part's legend and the sign-up part's")
    XCTAssertEqual(legends.map { $0.contains("login-only") }, [true, false])
  }

  /// The READMEs' and the contract's tables of strategies are written from the registrations,
  /// as `scripts/strategy-tables.sh` writes them: a strategy added to the kit needs no edit there.
  @MainActor
  func testTheTablesOfStrategiesAreTheRegistrations() async throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let pages = [
      ("README.md", "en", "readme"), ("README.ja.md", "ja", "readme"),
      ("docs/Contract.md", "en", "contract"), ("docs/ja/Contract.md", "ja", "contract"),
    ]
    for (page, language, table) in pages {
      let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
      let start = try XCTUnwrap(text.range(of: "<!-- strategies -->\n"), page)
      let end = try XCTUnwrap(text.range(of: "<!-- /strategies -->"), page)
      let listed = await CommandLineTool().output(
        of: ["list", "--markdown", "--table", table, "--lang", language])
      XCTAssertEqual(listed.status, 0)
      XCTAssertEqual(
        String(text[start.upperBound..<end.lowerBound]), listed.output,
        "\(page)'s table of strategies is stale: run scripts/strategy-tables.sh")
    }
  }
}
