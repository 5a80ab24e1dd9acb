import LoginDomain
import XCTest

final class PasswordTests: XCTestCase {
  func testEveryRenderingIsRedacted() {
    let password = Password("Hunter2-🔑")
    var dumped = ""
    dump(password, to: &dumped)
    var dumpedInside = ""
    dump([password], to: &dumpedInside)
    for text in [
      password.description, password.debugDescription, String(describing: password),
      String(reflecting: password), "\(password)", dumped, dumpedInside,
      String(describing: Mirror(reflecting: password).children.map(\.value)),
    ] {
      XCTAssertFalse(text.contains("Hunter2"), "leaked in \(text.count) characters")
    }
    XCTAssertTrue(Mirror(reflecting: password).children.isEmpty)
  }

  func testRevealAndEquality() {
    XCTAssertEqual(Password("a").reveal(), "a")
    XCTAssertNil(Password(nil).reveal())
    XCTAssertEqual(Password("a"), Password("a"))
    XCTAssertNotEqual(Password("a"), Password("b"))
    XCTAssertNotEqual(Password(""), Password(nil))
    XCTAssertEqual(
      Password("a").description, Password("a much longer one").description, "no length")
  }
}
