import BindingBenchmark
import CommandLineParsing
import Foundation
import MVVMBindingKit
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs `binding-bench` — in-process, as its executable does, and the built binary where the
/// process matters — and checks what it writes against the contract (docs/Contract.md §6).
final class BindingBenchTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "binding-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  @MainActor
  func testAQuickRunWritesEverySpecKeyAndConsistentNumbers() async throws {
    let json = folder.appendingPathComponent("bench.json")
    let markdown = folder.appendingPathComponent("bench.md")
    let svg = folder.appendingPathComponent("bench.svg")
    // Any strategy with a reference row: the first the registry lists.
    let id = try XCTUnwrap(
      BindingStrategy.all.map(\.id).first { id in
        ReferenceMechanism.available.contains { $0.rawValue == "ref-\(id)" }
      })
    let run = await runBench([
      "--allow-debug", "--quick", "--strategy", id, "--scenario", "edit", "--scenario",
      "fanout-10",
      "--json", json.path, "--markdown", markdown.path, "--svg", svg.path,
    ])
    XCTAssertEqual(run.status, 0, run.error)
    XCTAssertTrue(run.output.contains("Parity: every strategy"), run.output)

    let root = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
    XCTAssertEqual(root["schema"] as? Int, 1)
    for key in ["swift", "os", "date"] { XCTAssertNotNil(root[key] as? String, key) }
    XCTAssertNotNil(root["cores"] as? Int)
    XCTAssertEqual(root["quick"] as? Bool, true)
    let results = try XCTUnwrap(root["results"] as? [[String: Any]])
    let scenarios = ["edit", "edit-signin", "fanout-10", "fanout-100", "bind", "login"]
    var medians: [String: Double] = [:]
    for result in results {
      let strategy = try XCTUnwrap(result["strategy"] as? String)
      let scenario = try XCTUnwrap(result["scenario"] as? String)
      XCTAssertTrue(scenarios.contains(scenario), scenario)
      let ns = try XCTUnwrap(result["nsPerEvent"] as? [String: Any], "\(strategy) \(scenario)")
      let median = try XCTUnwrap(ns["median"] as? Double)
      let minimum = try XCTUnwrap(ns["min"] as? Double)
      let maximum = try XCTUnwrap(ns["max"] as? Double)
      XCTAssertGreaterThanOrEqual(try XCTUnwrap(ns["samples"] as? Int), 7)
      XCTAssertTrue(minimum <= median && median <= maximum)
      let percentiles = try ["p50", "p90", "p99"].map { try XCTUnwrap(ns[$0] as? Double, $0) }
      XCTAssertEqual(percentiles, percentiles.sorted(), "\(strategy) \(scenario): p50 ≤ p90 ≤ p99")
      XCTAssertTrue(minimum <= percentiles[0] && percentiles[2] <= maximum)
      let perSecond = try XCTUnwrap(result["eventsPerSecond"] as? Double)
      XCTAssertEqual(perSecond, 1e9 / median, accuracy: 1e9 / median * 1e-9)
      XCTAssertNotNil(result["ratioToBaseline"] as? Double)
      for key in ["allocationsPerEvent", "bytesPerEvent"] {
        XCTAssertTrue(result.keys.contains(key), key)
        XCTAssertTrue(result[key] is Double || result[key] is NSNull, key)
      }
      let isReference = result["reference"] as? Bool ?? false
      XCTAssertEqual(isReference, strategy.hasPrefix("ref-"), strategy)
      if isReference { XCTAssertEqual(scenario, "edit") }
      medians["\(strategy) \(scenario)"] = median
    }
    for result in results {
      let key = "\(result["strategy"]!) \(result["scenario"]!)"
      let baseline = try XCTUnwrap(medians["direct \(result["scenario"]!)"])
      XCTAssertEqual(
        result["ratioToBaseline"] as! Double, medians[key]! / baseline, accuracy: 1e-9, key)
    }
    XCTAssertEqual(
      Set(results.map { "\($0["strategy"]!)" }),
      Set(["direct", id] + ReferenceMechanism.available.map(\.rawValue)))

    let table = try String(contentsOf: markdown, encoding: .utf8)
    XCTAssertTrue(
      table.contains(
        "| scenario | strategy | allocs | bytes | ns/event | min–max | p50 | p90 | p99 | events/s"),
      table
    )
    XCTAssertEqual(
      table.components(separatedBy: "\n").filter {
        $0.hasPrefix("| edit") || $0.hasPrefix("| fanout")
      }.count, results.count)

    let chart = try SVGOutline(contentsOf: svg)
    XCTAssertEqual(chart.root, "svg")
    XCTAssertEqual(chart.bars, results.count)
    XCTAssertEqual(chart.count(of: "whisker"), results.count, "every bar has its min–max whisker")
    XCTAssertEqual(
      chart.texts(of: "value").count, results.count, "every bar has its value written beside it")
    let names = chart.texts(of: "name")
    XCTAssertEqual(Set(names), Set(results.map { "\($0["strategy"]!)" }))
    let strategyBar = try XCTUnwrap(names.firstIndex(of: id))
    XCTAssertEqual(names[strategyBar + 1], "ref-\(id)", "a ref- row sits below its strategy")
    let ticks = chart.texts(of: "tick")
    XCTAssertEqual(ticks.filter { $0 == "0" }.count, 2, "each scenario's axis starts at zero")
    XCTAssertGreaterThanOrEqual(ticks.count, 2 * 5, "each axis has ticks, labelled: \(ticks)")
    XCTAssertTrue(ticks.allSatisfy { $0 == "0" || $0.hasSuffix("s") }, "ticks carry units")
  }

  @MainActor
  func testBadUsageExitsTwoBeforeMeasuring() async throws {
    let cases: [([String], String)] = [
      (["--strategy", "nope"], "valid ids: notification-center"),
      (["--scenario", "nope"], "--scenario must be edit, edit-signin"),
      (["--frobnicate"], "unknown option '--frobnicate'"),
      (["--json"], "--json needs a value"),
      (["--json", "/no/such/folder/out.json"], "is not a writable folder"),
    ]
    for (arguments, message) in cases {
      let run = await runBench(["--allow-debug"] + arguments)
      XCTAssertEqual(run.status, 2, "\(arguments)")
      XCTAssertTrue(run.error.contains(message), "\(arguments): \(run.error)")
      XCTAssertTrue(
        run.error.hasSuffix("\nRun 'binding-bench --help' for usage.\n"),
        "\(arguments): \(run.error)")
      XCTAssertFalse(run.output.contains("ns/event"), "measured anyway: \(arguments)")
    }
  }

  func testInstructionsWithoutValgrindExitTwoBeforeMeasuring() throws {
    let run = try runBinary(
      ["--allow-debug", "--quick", "--instructions"],
      path: folder.appendingPathComponent("empty").path)
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.error.contains("valgrind is not on the PATH"), run.error)
    XCTAssertFalse(run.output.contains("ns/event"), "measured anyway")
  }

  /// The child mode callgrind runs: one row's marked events, exit 0; an unknown row, exit 2.
  /// Without valgrind it runs as a plain process, so this keeps `--instructions` honest in CI.
  @MainActor
  func testTheMarkedRunOfOneRowRunsAndAnUnknownRowIsRefused() async throws {
    let known = await runBench(["--allow-debug", "--run-marked", "direct", "edit"])
    XCTAssertEqual(known.status, 0, known.error)
    let unknown = await runBench(["--allow-debug", "--run-marked", "nope", "edit"])
    XCTAssertEqual(unknown.status, 2, unknown.error)
  }

  /// `--render` draws a saved run again, measuring nothing: the published table and chart are
  /// what it writes from the published JSON, and a measuring option beside it is refused.
  @MainActor
  func testRenderWritesASavedRunsTableAndChartWithoutMeasuring() async throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let published = root.appendingPathComponent("docs/benchmarks")
    let markdown = folder.appendingPathComponent("render.md")
    let svg = folder.appendingPathComponent("render.svg")
    let run = await runBench([
      "--render", published.appendingPathComponent("results.json").path, "--markdown",
      markdown.path, "--svg", svg.path,
    ])
    XCTAssertEqual(run.status, 0, run.error)
    XCTAssertFalse(run.output.contains("ns/event"), "measured anyway")
    for (written, name) in [(markdown, "results.md"), (svg, "results.svg")] {
      XCTAssertEqual(
        try String(contentsOf: written, encoding: .utf8),
        try String(contentsOf: published.appendingPathComponent(name), encoding: .utf8), name)
    }
    let refused = await runBench(["--render", "results.json", "--quick"])
    XCTAssertEqual(refused.status, 2)
    XCTAssertTrue(refused.error.contains("--render measures nothing"), refused.error)
  }

  /// `--merge` puts one strategy's rows of a new run into a saved one, measuring nothing: a
  /// published run with a strategy's rows taken out gets them back in their places, `direct`'s
  /// rows stay the saved run's, and a run measured otherwise is refused.
  @MainActor
  func testMergePutsOneStrategysRowsIntoASavedRun() async throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let published = try JSONDecoder().decode(
      BenchmarkReport.self,
      from: Data(contentsOf: root.appendingPathComponent("docs/benchmarks/results.json")))
    // Any strategy: the first the registry lists, and its reference mechanism's row.
    let id = try XCTUnwrap(BindingStrategy.all.first).id
    let isItsRow = { (row: BenchmarkResult) in row.strategy == id || row.strategy == "ref-\(id)" }
    var saved = published
    saved.results.removeAll(where: isItsRow)
    var newer = published
    newer.results = published.results.filter { isItsRow($0) || $0.strategy == "direct" }
    for index in newer.results.indices where newer.results[index].strategy == "direct" {
      newer.results[index].eventsPerSample += 1  // the new run's own direct: not merged
    }
    let savedFile = folder.appendingPathComponent("saved.json")
    let newFile = folder.appendingPathComponent("new.json")
    try saved.json().write(to: savedFile)
    try newer.json().write(to: newFile)

    let run = await runBench(["--merge", newFile.path, "--into", savedFile.path])
    XCTAssertEqual(run.status, 0, run.error)
    let merged = try JSONDecoder().decode(BenchmarkReport.self, from: Data(contentsOf: savedFile))
    XCTAssertEqual(merged.results, published.results)

    var uncounted = newer
    for index in uncounted.results.indices { uncounted.results[index].instructionsPerEvent = nil }
    try uncounted.json().write(to: newFile)
    let refused = await runBench(["--merge", newFile.path, "--into", savedFile.path])
    XCTAssertEqual(refused.status, 2)
    XCTAssertTrue(refused.error.contains("measure it with --instructions"), refused.error)
    let alone = await runBench(["--merge", newFile.path])
    XCTAssertEqual(alone.status, 2)
    XCTAssertTrue(alone.error.contains("--merge and --into go together"), alone.error)
    let measuring = await runBench(["--merge", newFile.path, "--into", savedFile.path, "--quick"])
    XCTAssertTrue(measuring.error.contains("--merge measures nothing"), measuring.error)
  }

  /// The help comes from the declaration: every option it declares, but the one for the tool's
  /// own use, is shown and explained — and the executable prints the same.
  @MainActor
  func testHelpExplainsEveryDeclaredOption() async throws {
    let run = await runBench(["--help"])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.output, BindingBenchCommand.command.help)
    for parameter in BindingBenchCommand.command.parameters where !parameter.isHidden {
      for word in parameter.names + parameter.valueNames {
        XCTAssertTrue(run.output.contains(word), "--help does not show \(word)")
      }
      let firstWords = parameter.help.split(separator: " ").prefix(4).joined(separator: " ")
      XCTAssertTrue(run.output.contains(firstWords), "--help does not explain \(parameter.key)")
    }
    XCTAssertEqual(
      BindingBenchCommand.command.parameters.filter(\.isHidden).map(\.key), ["--run-marked"],
      "only the mode --instructions starts is left out of the help")
    let binary = try runBinary(["--help"])
    XCTAssertEqual(binary.status, 0)
    XCTAssertEqual(binary.output, run.output)
  }

  #if DEBUG
    @MainActor
    func testADebugBuildRefusesWithABannerUnlessAllowed() async throws {
      let run = await runBench(["--quick"])
      XCTAssertEqual(run.status, 2)
      XCTAssertTrue(run.error.hasPrefix("binding-bench is built in DEBUG"), run.error)
      XCTAssertTrue(run.error.hasSuffix("Pass --allow-debug to run a debug build anyway.\n"))
      XCTAssertEqual(run.output, "")
    }
  #endif

  /// Runs `binding-bench` in-process, as its executable does (without allocation counts, which
  /// only an executable linking the counter can make).
  @MainActor
  private func runBench(_ arguments: [String]) async -> (
    status: Int32, output: String, error: String
  ) {
    let output = Collected()
    let error = Collected()
    let status = await BindingBenchCommand.run(
      arguments, allocations: .unavailable,
      console: Console(output: { output.append($0) }, error: { error.append($0) }))
    return (status, output.text, error.text)
  }

  /// Runs the built `binding-bench` binary, `path` its `PATH` when given.
  private func runBinary(_ arguments: [String], path: String? = nil) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("binding-bench")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    if let path { environment["PATH"] = path }
    process.environment = environment
    let errorURL = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      try String(contentsOf: errorURL, encoding: .utf8)
    )
  }
}

/// Text a console wrote, from whichever thread wrote it.
// Safe because every access to `collected` holds `lock`.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var collected = ""

  func append(_ text: String) { lock.withLock { collected += text } }

  var text: String { lock.withLock { collected } }
}

/// What a test needs to know of an SVG file: its root element, its bars, and its texts and
/// other elements by class.
private final class SVGOutline: NSObject, XMLParserDelegate {
  private(set) var root: String?
  private(set) var bars = 0
  private var classes: [String] = []
  private var classedTexts: [(kind: String, text: String)] = []
  private var currentText: (kind: String, text: String)?

  init(contentsOf url: URL) throws {
    super.init()
    let parser = try XCTUnwrap(XMLParser(contentsOf: url))
    parser.delegate = self
    XCTAssertTrue(
      parser.parse(), "the chart is not well-formed XML: \(String(describing: parser.parserError))")
  }

  /// How many elements have class `kind`.
  func count(of kind: String) -> Int { classes.filter { $0 == kind }.count }

  /// The texts of class `kind`, in document order.
  func texts(of kind: String) -> [String] { classedTexts.filter { $0.kind == kind }.map(\.text) }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if root == nil { root = name }
    let kind = attributes["class"] ?? ""
    classes.append(kind)
    if name == "rect", ["baseline", "strategy", "reference"].contains(kind) {
      bars += 1
    }
    if name == "text" { currentText = (kind, "") }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    currentText?.text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if name == "text", let text = currentText {
      classedTexts.append(text)
      currentText = nil
    }
  }
}
