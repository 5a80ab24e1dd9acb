import MVVMConformance
import XCTest

/// Conformance: what the labels, borders and button show after each input.
final class ViewStateTests: XCTestCase {
  @MainActor
  func testViewStateOnEveryStrategy() async {
    await assertEveryStrategyConforms(to: .viewState)
  }
}
