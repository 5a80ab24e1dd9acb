import Foundation
import MVVMBindingKit
import MVVMKitCommandLine
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The sequence diagrams: valid XML with one arrow per hop, and the checked-in copies the guides
/// show are what a fresh trace draws (run scripts/diagrams.sh after changing a strategy).
final class TraceDiagramTests: XCTestCase {
  private let diagrams = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/diagrams")

  @MainActor
  func testEveryDiagramIsXMLWithOneArrowPerHopAndMatchesItsCheckedInCopy() async throws {
    for strategy in [BindingStrategy.direct] + BindingStrategy.all {
      let steps = await strategy.trace(
        ScreenInput.defaultSession,
        service: InMemoryLoginService(accounts: ["alice": "wonderland"]))
      let svg = TraceDiagram(strategy: strategy, steps: steps).svg

      let counter = ElementCounter()
      let parser = XMLParser(data: Data(svg.utf8))
      parser.delegate = counter
      XCTAssertTrue(parser.parse(), "\(strategy.id): \(parser.parserError.map { "\($0)" } ?? "")")
      let hops = steps.flatMap(\.entries).filter { if case .hop = $0 { true } else { false } }
      XCTAssertEqual(counter.arrows, hops.count, strategy.id)
      XCTAssertEqual(counter.turnRules, steps.flatMap(\.entries).count - hops.count, strategy.id)
      XCTAssertFalse(svg.contains("wonderland"), strategy.id)

      let checkedIn = try? String(
        contentsOf: diagrams.appendingPathComponent("\(strategy.id).svg"), encoding: .utf8)
      XCTAssertEqual(
        checkedIn, svg, "docs/diagrams/\(strategy.id).svg is stale: run scripts/diagrams.sh")
    }
  }
}

/// Counts a diagram's arrows (elements of class `hop`) and turn rules (class `turn`).
private final class ElementCounter: NSObject, XMLParserDelegate {
  var arrows = 0
  var turnRules = 0

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let classes = (attributes["class"] ?? "").split(separator: " ")
    if classes.contains("hop") { arrows += 1 }
    if classes.contains("turn") { turnRules += 1 }
  }
}
