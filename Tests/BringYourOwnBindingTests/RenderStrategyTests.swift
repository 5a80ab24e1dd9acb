import MVVMConformance
import RenderStrategy
import XCTest

/// The tutorial's strategy, held to the whole conformance suite.
final class RenderStrategyTests: XCTestCase {
  // `async`: on Linux, XCTest aborts on a synchronous `@MainActor` test method.
  @MainActor
  func testTheRenderStrategyConforms() async {
    await assertConforms(.render)
  }
}
