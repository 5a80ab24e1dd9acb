import LoginDomain
import SignupDomain
import XCTest

final class SignupModelTests: XCTestCase {
  let model = SignupModel()

  func testAUsernameIsCheckedOnlyWhenItIsThreeToTwentyASCIILettersOrDigitsAsTyped() {
    XCTAssertNil(model.statusBeforeCheck(nil))
    XCTAssertNil(model.statusBeforeCheck(""))
    XCTAssertNil(model.statusBeforeCheck(" \n\t"))
    for wellFormed in ["bob", "B0b", "a1b2c3d4e5f6g7h8i9j0"] {
      XCTAssertEqual(model.statusBeforeCheck(wellFormed), .checking, wellFormed)
    }
    for malformed in [
      "ab", " bob", "bob ", "bo b", "bob!", "ボブ123", "é12", "a1b2c3d4e5f6g7h8i9j0k",
    ] {
      XCTAssertEqual(model.statusBeforeCheck(malformed), .unusable(.malformedUsername), malformed)
    }
    XCTAssertEqual(
      model.statusBeforeCheck(String(repeating: "a", count: 1_000_000)),
      .unusable(.malformedUsername))
  }

  func testPasswordsAreCheckedOnlyOnceEntered() {
    XCTAssertNil(model.passwordError(Password(nil)))
    XCTAssertNil(model.passwordError(Password("   ")))
    XCTAssertEqual(model.passwordError(Password("short")), .passwordLength)
    XCTAssertNil(model.passwordError(Password("secret")))
    XCTAssertEqual(
      model.passwordError(Password(String(repeating: "x", count: 21))), .passwordLength)
    XCTAssertNil(model.repeatError(Password(nil), password: Password("secret")))
    XCTAssertEqual(
      model.repeatError(Password("secreT"), password: Password("secret")), .passwordMismatch)
    XCTAssertNil(model.repeatError(Password("secret"), password: Password("secret")))
    XCTAssertTrue(model.arePasswordsReady(Password("secret"), repeated: Password("secret")))
    XCTAssertFalse(model.arePasswordsReady(Password("secret"), repeated: Password(nil)))
    XCTAssertFalse(model.arePasswordsReady(Password("short"), repeated: Password("short")))
  }

  func testEveryMessageMatchesTheTable() {
    XCTAssertEqual(UsernameStatus.checking.message(in: .english), "Checking availability…")
    XCTAssertEqual(UsernameStatus.available.message(in: .japanese), "このユーザー名は使用できます。")
    XCTAssertEqual(
      SignupError.passwordLength.message(in: .english),
      ValidationError.passwordLength.message(in: .english))
    XCTAssertEqual(SignupError.passwordMismatch.message(in: .japanese), "パスワードが一致しません。")
    for error in SignupError.allCases {
      for language in Language.allCases { XCTAssertFalse(error.message(in: language).isEmpty) }
    }
  }

  func testTheInMemoryServiceRecordsChecksAndTakesNames() async throws {
    let service = InMemorySignupService(takenUsernames: ["alice"])
    let aliceIsFree = try await service.isAvailable(username: "alice")
    let bobIsFree = try await service.isAvailable(username: "bob")
    XCTAssertFalse(aliceIsFree)
    XCTAssertTrue(bobIsFree)
    let response = try await service.signUp(username: "bob", password: "secret")
    XCTAssertEqual(response, LoginResponse(userID: "bob", displayName: "bob"))
    do {
      _ = try await service.signUp(username: "bob", password: "secret")
      XCTFail("a taken name signed up")
    } catch {
      XCTAssertEqual(error as? SignupError, .usernameTaken)
    }
    await service.setAvailable(false)
    do {
      _ = try await service.isAvailable(username: "carol")
      XCTFail("an unavailable service answered")
    } catch {
      XCTAssertEqual(error as? LoginError, .unavailable)
    }
    let checks = await service.checks
    let signUps = await service.signUps
    XCTAssertEqual(checks, ["alice", "bob", "carol"])
    XCTAssertEqual(signUps, 2)
  }
}
