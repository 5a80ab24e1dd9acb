import HeadlessUI
import XCTest

final class ControlTests: XCTestCase {
  @MainActor
  func testEnterTextSetsTextThenSendsEditingChanged() async {
    let field = TextField()
    var seen: [String?] = []
    field.addAction(for: .editingChanged) { [weak field] in seen.append(field?.text) }
    field.addAction(for: .touchUpInside) { XCTFail("wrong event") }
    field.enterText("a")
    field.enterText(nil)
    field.text = "set directly"
    XCTAssertEqual(seen, ["a", nil], "setting text directly sends nothing")
  }

  @MainActor
  func testButtonSendsOnlyWhileEnabled() async {
    let button = Button()
    var taps = 0
    button.addAction(for: .touchUpInside) { taps += 1 }
    button.tap()
    button.isEnabled = false
    button.tap()
    XCTAssertEqual(taps, 1)
  }

  @MainActor
  func testActionsRunInOrderAndCanBeRemoved() async {
    let button = Button()
    var log: [Int] = []
    let first = button.addAction(for: .touchUpInside) { log.append(1) }
    button.addAction(for: .touchUpInside) { log.append(2) }
    button.tap()
    button.removeAction(first)
    button.removeAction(first)
    button.tap()
    XCTAssertEqual(log, [1, 2, 2])
  }

  @MainActor
  func testDefaults() async {
    let field = TextField()
    XCTAssertEqual(field.borderColor, .lightGray)
    XCTAssertFalse(field.isSecureTextEntry)
    XCTAssertNil(field.text)
    let label = Label()
    XCTAssertEqual(label.textColor, .black)
    XCTAssertFalse(label.isHidden)
    let spinner = ActivityIndicator()
    XCTAssertFalse(spinner.isAnimating)
    spinner.startAnimating()
    XCTAssertTrue(spinner.isAnimating)
    spinner.stopAnimating()
    XCTAssertFalse(spinner.isAnimating)
  }

  @MainActor
  func testAFieldsMirrorNeverShowsItsText() async {
    let field = TextField(isSecureTextEntry: true)
    field.text = "Hunter2"
    var dumped = ""
    dump(field, to: &dumped)
    XCTAssertFalse(dumped.contains("Hunter2"))
    XCTAssertTrue(dumped.contains("isSecureTextEntry: true"), dumped)
    XCTAssertFalse(String(describing: field).contains("Hunter2"))
  }

  @MainActor
  func testAFieldReleasedWithItsActionsFreesWhatTheyCaptureWeakly() async {
    final class Owner {}
    weak var weakField: TextField?
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      let field = TextField()
      field.addAction(for: .editingChanged) { [owner] in _ = owner }
      weakField = field
      weakOwner = owner
    }
    XCTAssertNil(weakField)
    XCTAssertNil(weakOwner)
  }
}
