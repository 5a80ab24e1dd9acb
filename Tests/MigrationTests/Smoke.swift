import BindingParity
import Migration
import XCTest

final class SmokeTests: XCTestCase {
  @MainActor
  func testParity() async {
    let report = await checkParity(
      reference: { SearchParityScreen.before() }, candidate: { SearchParityScreen.after() },
      inputs: SearchInput.generator, sessions: 100)
    print(report.description)
    XCTAssertTrue(report.holds)
  }
}
