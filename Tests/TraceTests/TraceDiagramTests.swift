import Foundation
import MVVMBindingKit
import MVVMKitCommandLine
import MVVMTestSupport
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The sequence diagrams and the side-by-side figure: valid XML, small enough to read at 100 %,
/// every hop accounted for (an arrow, or a write counted in a render), one bold return rule per
/// input call, one band per later main-actor job; and the checked-in copies the guides show
/// are what a fresh trace draws (run scripts/diagrams.sh after changing a strategy).
final class TraceDiagramTests: XCTestCase {
  private let diagrams = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/diagrams")

  @MainActor
  func testEveryDiagramTeachesFitsAndMatchesItsCheckedInCopy() async throws {
    var firstInputs: [(strategy: BindingStrategy, step: TraceStep)] = []
    for strategy in [BindingStrategy.direct] + BindingStrategy.all {
      let steps = await strategy.trace(
        ScreenInput.defaultSession,
        service: InMemoryLoginService(accounts: ["alice": "wonderland"]))
      firstInputs.append((strategy, steps[1]))
      let svg = TraceDiagram(strategy: strategy, steps: steps).svg

      let counter = ElementCounter()
      let parser = XMLParser(data: Data(svg.utf8))
      parser.delegate = counter
      XCTAssertTrue(parser.parse(), "\(strategy.id): \(parser.parserError.map { "\($0)" } ?? "")")
      XCTAssertLessThanOrEqual(counter.width, 1000, strategy.id)
      XCTAssertLessThanOrEqual(counter.height, 1100, strategy.id)
      // Every hop is an arrow of its own, or a write (or an observer writing) inside a render's.
      let entries = steps.flatMap(\.entries)
      let hops = entries.filter { if case .hop = $0 { true } else { false } }
      let writes = hops.filter {
        if case .hop(.view, let text) = $0 { text.contains(" = ") } else { false }
      }
      XCTAssertLessThan(counter.arrows, hops.count, strategy.id)
      XCTAssertEqual(
        counter.renderedWrites, writes.count, "\(strategy.id): every write counted in a render")
      XCTAssertEqual(counter.returnRules, steps.filter { $0.input != "settle" }.count, strategy.id)
      XCTAssertEqual(counter.bands, entries.filter { $0 == .turnEnds }.count, strategy.id)
      XCTAssertFalse(svg.contains("wonderland"), strategy.id)

      let checkedIn = try? String(
        contentsOf: diagrams.appendingPathComponent("\(strategy.id).svg"), encoding: .utf8)
      XCTAssertEqual(
        checkedIn, svg, "docs/diagrams/\(strategy.id).svg is stale: run scripts/diagrams.sh")
    }

    let figure = EveryStyleFigure(traces: firstInputs).svg
    let counter = ElementCounter()
    let parser = XMLParser(data: Data(figure.utf8))
    parser.delegate = counter
    XCTAssertTrue(parser.parse())
    XCTAssertEqual(counter.returnRules, 1, "one line where every strategy's call returns")
    for (strategy, _) in firstInputs {
      XCTAssertTrue(figure.contains(#"class="strategy">\#(strategy.id)</text>"#), strategy.id)
    }
    XCTAssertLessThanOrEqual(counter.width, 1000)
    // The legend explains what the figure draws, and nothing else: each legend mark's class is
    // a chip's (rx 4) or a band's below it.
    let legendMarks = figure.matches(of: /<rect [^>]*rx="3" class="([^"]+)"\/>/).map {
      String($0.1)
    }
    XCTAssertFalse(legendMarks.isEmpty, "the figure has a legend")
    for mark in legendMarks {
      let drawn =
        mark == "band"
        ? figure.contains(#"class="band"/>"#) : figure.contains(#"rx="4" class="\#(mark)"/>"#)
      XCTAssertTrue(drawn, "the legend explains \(mark), which the figure does not draw")
    }
    for word in ["write is one view property", "current at return:", "one turn of the main actor"] {
      XCTAssertTrue(figure.contains(word), "the caption says: \(word)")
    }
    let checkedIn = try? String(
      contentsOf: diagrams.appendingPathComponent("one-edit-every-style.svg"), encoding: .utf8)
    XCTAssertEqual(
      checkedIn, figure, "docs/diagrams/one-edit-every-style.svg is stale: run scripts/diagrams.sh")
  }
}

/// Counts a drawing's arrows (class `arrow`), the writes its renders count (`render: N writes`,
/// `→ N writes`), its return rules (class `returns`, outside the legend) and its bands.
private final class ElementCounter: NSObject, XMLParserDelegate {
  var width = 0
  var height = 0
  var arrows = 0
  var renderedWrites = 0
  var returnRules = 0
  var bands = 0
  private var inText = false
  private var text = ""

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if elementName == "svg" {
      width = Int(attributes["width"] ?? "") ?? .max
      height = Int(attributes["height"] ?? "") ?? .max
    }
    let classes = (attributes["class"] ?? "").split(separator: " ")
    // The legend's marks stand above the first row.
    let y = Double(attributes["y1"] ?? attributes["y"] ?? "") ?? 0
    guard y > 80 else { return }
    if classes.contains("arrow") { arrows += 1 }
    if classes.contains("returns") { returnRules += 1 }
    if classes.contains("band") { bands += 1 }
    if elementName == "text" {
      inText = true
      text = ""
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inText { text += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard elementName == "text", inText else { return }
    inText = false
    if let match = text.firstMatch(of: /(?:render: |→ )(\d+) writes?/) {
      renderedWrites += Int(match.1)!
    }
  }
}
