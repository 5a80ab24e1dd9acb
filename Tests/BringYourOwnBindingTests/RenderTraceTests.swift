import MVVMBindingKit
import MVVMTestSupport
import RenderStrategy
import XCTest

/// Every hop of one edit on the render strategy, printed lane by lane.
final class RenderTraceTests: XCTestCase {
  @MainActor
  func testOneEditRendersInItsOwnTurn() async {
    let steps = await BindingStrategy.render.trace(
      [.id("alice")], service: InMemoryLoginService(accounts: [:]))
    print(steps.map(printed).joined(separator: "\n"))
    // Rendering is a plain call: every write happens in the edit's own turn.
    XCTAssertFalse(steps[1].entries.contains(.turnEnds))
  }
}

/// A step of a trace as text: the input, then each hop with its lane.
func printed(_ step: TraceStep) -> String {
  let hops = step.entries.map { entry in
    switch entry {
    case .hop(let lane, let text): "  \(lane.rawValue): \(text)"
    case .turnEnds: "  ── main actor turn ends ──"
    }
  }
  return ([step.input ?? "(screen made)"] + hops).joined(separator: "\n")
}
