import BindingBenchmark
import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs the built `binding-bench` binary and checks what it writes against the contract (docs/Contract.md §6).
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

  func testAQuickRunWritesEverySpecKeyAndConsistentNumbers() throws {
    let json = folder.appendingPathComponent("bench.json")
    let markdown = folder.appendingPathComponent("bench.md")
    let svg = folder.appendingPathComponent("bench.svg")
    let run = try runBench([
      "--allow-debug", "--quick", "--strategy", "closures", "--scenario", "edit", "--scenario",
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
      Set(["direct", "closures"] + ReferenceMechanism.available.map(\.rawValue)))

    let table = try String(contentsOf: markdown, encoding: .utf8)
    XCTAssertTrue(
      table.contains("| scenario | strategy | ns/event | min–max | p50 | p90 | p99 | events/s"),
      table
    )
    XCTAssertEqual(
      table.components(separatedBy: "\n").filter {
        $0.hasPrefix("| edit") || $0.hasPrefix("| fanout")
      }.count, results.count)

    let chart = try SVGOutline(contentsOf: svg)
    XCTAssertEqual(chart.root, "svg")
    XCTAssertEqual(chart.bars, results.count)
    for result in results {
      XCTAssertTrue(
        chart.texts.contains("\(result["strategy"]!)"), "no label for \(result["strategy"]!)")
    }
    XCTAssertEqual(
      chart.texts.filter { $0.hasSuffix(" ns") || $0.contains(" ns · ") }.count, results.count,
      "every bar has its value written beside it")
  }

  func testBadUsageExitsTwoBeforeMeasuring() throws {
    let cases: [([String], String)] = [
      (["--strategy", "nope"], "valid ids: notification-center"),
      (["--scenario", "nope"], "valid names: edit"),
      (["--frobnicate"], "unknown option"),
      (["--json"], "--json needs a value"),
      (["--json", "/no/such/folder/out.json"], "is not a writable folder"),
    ]
    for (arguments, message) in cases {
      let run = try runBench(["--allow-debug"] + arguments)
      XCTAssertEqual(run.status, 2, "\(arguments)")
      XCTAssertTrue(run.error.contains(message), "\(arguments): \(run.error)")
      XCTAssertFalse(run.output.contains("ns/event"), "measured anyway: \(arguments)")
    }
  }

  func testHelpExplainsEveryOption() throws {
    let run = try runBench(["--help"])
    XCTAssertEqual(run.status, 0)
    for option in [
      "--quick", "--strategy", "--scenario", "--json", "--markdown", "--svg", "--allow-debug",
    ] {
      XCTAssertTrue(run.output.contains(option), option)
    }
  }

  #if DEBUG
    func testADebugBuildRefusesWithABannerUnlessAllowed() throws {
      let run = try runBench(["--quick"])
      XCTAssertEqual(run.status, 2)
      XCTAssertTrue(run.error.contains("DEBUG"), run.error)
      XCTAssertEqual(run.output, "")
    }
  #endif

  private func runBench(_ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("binding-bench")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
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

  private var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      fatalError("no .xctest bundle found")
    #else
      return Bundle.main.bundleURL
    #endif
  }
}

/// What a test needs to know of an SVG file: its root element, its bars, and its texts.
private final class SVGOutline: NSObject, XMLParserDelegate {
  private(set) var root: String?
  private(set) var bars = 0
  private(set) var texts: [String] = []
  private var currentText: String?

  init(contentsOf url: URL) throws {
    super.init()
    let parser = try XCTUnwrap(XMLParser(contentsOf: url))
    parser.delegate = self
    XCTAssertTrue(
      parser.parse(), "the chart is not well-formed XML: \(String(describing: parser.parserError))")
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if root == nil { root = name }
    if name == "rect", let kind = attributes["class"],
      ["baseline", "strategy", "reference"].contains(kind)
    {
      bars += 1
    }
    if name == "text" { currentText = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    currentText? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if name == "text", let text = currentText {
      texts.append(text)
      currentText = nil
    }
  }
}
