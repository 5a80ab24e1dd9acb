import Foundation
import MVVMBindingKit
import MVVMKitCommandLine
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The "Which style?" chart that docs/Comparison.md shows: valid XML, at most 1 000 × 1 100 px,
/// every leaf a registered strategy (and every registered strategy a leaf), each leaf's cost per
/// edit the published run's (docs/benchmarks/results.json, read here on its own), and the
/// checked-in copy what the kit draws from that run.
///
/// `DIAGRAMS=write swift test --filter DecisionChartTests` (scripts/diagrams.sh runs it) rewrites
/// docs/diagrams/which-style.svg after a new run or a change to the chart.
final class DecisionChartTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testTheChartLeadsToEveryStrategyWithTheRunsCostsAndMatchesItsCheckedInCopy() throws {
    let resultsURL = root.appendingPathComponent("docs/benchmarks/results.json")
    let data = try Data(contentsOf: resultsURL)
    let chart = try DecisionChart(strategies: BindingStrategy.all, results: data)
    let svg = chart.svg

    let outline = ChartOutline()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = outline
    XCTAssertTrue(parser.parse(), parser.parserError.map { "\($0)" } ?? "")
    XCTAssertLessThanOrEqual(outline.width, 1000)
    XCTAssertLessThanOrEqual(outline.height, 1100)
    XCTAssertEqual(
      outline.questions, chart.questionCount, "the question boxes drawn are the tree's")
    XCTAssertEqual(
      outline.heading,
      "Which style? \(outline.questions) questions, and what each answer costs per edit",
      "the heading counts the question boxes drawn")

    // The run, read without the kit's decoder.
    let run = try XCTUnwrap(
      (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["results"]
        as? [[String: Any]])
    func edit(_ id: String) throws -> [String: Any] {
      try XCTUnwrap(
        run.first { $0["strategy"] as? String == id && $0["scenario"] as? String == "edit" },
        "results.json has no edit row for \(id)")
    }
    let registered = BindingStrategy.all.map(\.id)
    XCTAssertEqual(outline.leaves.map(\.strategy), chart.leaves, "the leaves drawn are the tree's")
    // Where a style sits in the chart is a person's judgement, so a strategy's leaf is written
    // by hand; one missing is named with the file to write it in.
    for id in registered where !chart.leaves.contains(id) {
      XCTFail(
        "the \"Which style?\" chart has no leaf for strategy '\(id)': add `.strategy(\"\(id)\", "
          + "note: …)` where its style answers the questions in DecisionTree.whichStyle "
          + "(Sources/MVVMKitCommandLine/Diagram/DecisionTree.swift), then run scripts/diagrams.sh")
    }
    XCTAssertEqual(
      Set(outline.leaves.map(\.strategy)), Set(registered),
      "every leaf a registered strategy, and every registered strategy a leaf")
    for leaf in outline.leaves {
      let row = try edit(leaf.strategy)
      let instructions = try XCTUnwrap(row["instructionsPerEvent"] as? Double, leaf.strategy)
      let allocations = try XCTUnwrap(row["allocationsPerEvent"] as? Double, leaf.strategy)
      let allocs =
        allocations == allocations.rounded()
        ? "\(Int(allocations))" : String(format: "%.1f", allocations)
      XCTAssertEqual(
        leaf.cost, "\(Int(instructions.rounded())) instr · \(allocs) allocs",
        "\(leaf.strategy): Comparison's Cost per edit row's format")
    }
    let direct = try edit("direct")
    XCTAssertTrue(
      svg.contains(
        "\(Int(try XCTUnwrap(direct["instructionsPerEvent"] as? Double).rounded())) instr · 0 allocs"
      ),
      "the floor, direct's cost")

    let path = root.appendingPathComponent("docs/diagrams/which-style.svg")
    if ProcessInfo.processInfo.environment["DIAGRAMS"] == "write" {
      try svg.write(to: path, atomically: true, encoding: .utf8)
    }
    XCTAssertEqual(
      try? String(contentsOf: path, encoding: .utf8), svg,
      "docs/diagrams/which-style.svg is stale: run scripts/diagrams.sh")
  }

  func testALeafTheRunOrTheRegistryLacksIsAnError() throws {
    let data = try Data(contentsOf: root.appendingPathComponent("docs/benchmarks/results.json"))
    // Any leaf will do: the first and the last strategy the registry lists.
    let (first, last) = try (
      XCTUnwrap(BindingStrategy.all.first), XCTUnwrap(BindingStrategy.all.last)
    )
    XCTAssertThrowsError(
      try DecisionChart(strategies: BindingStrategy.all.filter { $0.id != first.id }, results: data)
    )
    var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["results"] = (object["results"] as? [[String: Any]])?.filter {
      $0["strategy"] as? String != last.id
    }
    XCTAssertThrowsError(
      try DecisionChart(
        strategies: BindingStrategy.all, results: JSONSerialization.data(withJSONObject: object)))
  }
}

/// What a test needs of the chart: its size, its question boxes, and each leaf's strategy and
/// the cost it prints.
private final class ChartOutline: NSObject, XMLParserDelegate {
  var width = Int.max
  var height = Int.max
  var questions = 0
  var heading = ""
  var leaves: [(strategy: String, cost: String)] = []
  private var isCost = false
  private var isHeading = false

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if elementName == "svg" {
      width = Int(attributes["width"] ?? "") ?? .max
      height = Int(attributes["height"] ?? "") ?? .max
    }
    if attributes["class"] == "question" { questions += 1 }
    if let strategy = attributes["data-strategy"] { leaves.append((strategy, "")) }
    isCost = elementName == "tspan" && attributes["class"] == "cost" && !leaves.isEmpty
    isHeading = attributes["class"] == "heading"
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if isCost { leaves[leaves.count - 1].cost += string }
    if isHeading { heading += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "tspan" { isCost = false }
    isHeading = false
  }
}
