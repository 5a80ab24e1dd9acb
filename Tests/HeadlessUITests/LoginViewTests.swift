import BindingInstruments
import HeadlessUI
import LoginDomain
import MVVMCore
import XCTest

final class LoginViewTests: XCTestCase {
  @MainActor
  func testSnapshotMasksThePasswordOneBulletPerCharacter() async {
    let view = LoginView()
    XCTAssertTrue(view.passwordField.isSecureTextEntry)
    view.passwordField.text = "a👩‍👩‍👧‍👦e\u{301}"
    view.idField.text = "alice"
    XCTAssertEqual(view.snapshot.passwordText, "•••")
    XCTAssertEqual(view.snapshot.idText, "alice")
    view.passwordField.text = nil
    XCTAssertNil(view.snapshot.passwordText)
  }

  @MainActor
  func testAlertsArePresentedAndDismissed() async {
    let view = LoginView()
    let alert = Alert(title: "t", message: "m")
    view.present(alert)
    XCTAssertEqual(view.snapshot.alert, alert)
    view.present(Alert(title: "u", message: "n"))
    XCTAssertEqual(view.presentedAlert?.title, "u")
    view.dismissAlert()
    XCTAssertNil(view.presentedAlert)
  }

  @MainActor
  func testDifferencesNameTheFieldsThatDiffer() async {
    let view = LoginView()
    let before = view.snapshot
    view.validationLabel.text = "OK"
    view.loginButton.isEnabled = false
    XCTAssertEqual(
      view.snapshot.differences(from: before),
      [
        "validationLabel: expected nil black, got \"OK\" black",
        "loginButton.isEnabled: expected true, got false",
      ])
    XCTAssertEqual(view.snapshot.differences(from: view.snapshot), [])
  }

  @MainActor
  func testLongTextsAreShortenedAndControlCharactersEscaped() async {
    let view = LoginView()
    view.idField.text = String(repeating: "a", count: 1000) + "\0"
    let rendered = view.snapshot.fields[0].value
    XCTAssertEqual(rendered, "\"" + String(repeating: "a", count: 40) + "…\" (1001 characters)")
    view.idField.text = "a\0b\n"
    XCTAssertEqual(view.snapshot.fields[0].value, #""a\0b\n""#)
  }

  @MainActor
  func testFormStateAndAlertsSpeakTheModel() async {
    let form = LoginFormState(
      model: LoginModel(language: .japanese), id: "a", password: Password(nil))
    XCTAssertEqual(form.validationText, "Passwordが未入力です。")
    XCTAssertEqual(form.validationColor, .red)
    XCTAssertNil(form.idErrorText)
    XCTAssertEqual(form.passwordErrorText, "Passwordが未入力です。")
    XCTAssertFalse(form.isValid)
    let response = LoginResponse(userID: "alice", displayName: "Alice")
    XCTAssertEqual(
      Alert(loginResult: .success(response), language: .english),
      Alert(title: "Login succeeded", message: "Welcome, Alice."))
    XCTAssertEqual(
      Alert(loginResult: .success(response), language: .japanese),
      Alert(title: "ログイン成功", message: "ようこそ、Aliceさん。"))
    XCTAssertEqual(
      Alert(loginResult: .failure(.unavailable), language: .japanese),
      Alert(title: "ログイン失敗", message: "ログインサービスに接続できません。しばらくしてから再度お試しください。"))
  }

  @MainActor
  func testAViewCountsEveryWriteOnceCountingEvenOfAnUnchangedValue() async {
    let view = LoginView()
    view.validationLabel.text = "before counting"
    XCTAssertNil(view.validationLabel.onWrite, "nothing is hooked until asked")
    let writes = ViewWriteCounter(counting: view)
    view.validationLabel.text = "OK"
    view.validationLabel.text = "OK"
    view.validationLabel.textColor = .green
    view.idField.borderColor = .red
    view.loginButton.isEnabled = true
    view.activityIndicator.startAnimating()
    view.present(Alert(title: "t", message: "m"))
    XCTAssertEqual(writes.counts.validationText, 2, "an unchanged text is a write too")
    XCTAssertEqual(writes.counts.all, 7)
    view.idField.enterText("typed")
    XCTAssertEqual(writes.counts.all, 7, "the text a person types is not the binding's write")
  }
}
