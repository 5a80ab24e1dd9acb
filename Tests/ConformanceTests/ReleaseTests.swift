import MVVMConformance
import XCTest

/// Conformance: releasing screens, even mid-login, frees everything.
final class ReleaseTests: XCTestCase {
  @MainActor
  func testReleaseOnEveryStrategy() async {
    await assertEveryStrategyConforms(to: .release)
  }
}
