import Foundation
import LoginDomain
import XCTest

final class ValidationTests: XCTestCase {
  private let presence = LoginModel()
  private let signIn = LoginModel(rules: .signIn)

  func testPresenceAnswersInSpecOrder() {
    XCTAssertEqual(presence.validate(id: nil, password: nil).error, .invalidIdAndPassword)
    XCTAssertEqual(presence.validate(id: " \n", password: "\t").error, .invalidIdAndPassword)
    XCTAssertEqual(presence.validate(id: nil, password: "p").error, .invalidId)
    XCTAssertEqual(presence.validate(id: "a", password: "").error, .invalidPassword)
    XCTAssertNil(presence.validate(id: "a", password: "p").error)
  }

  func testNotEnteredMeansNilOrOnlyWhitespaceAndNewlines() {
    for blank in [
      "", " ", "\t\n\r\u{0B}\u{0C}", "\u{3000}", "\u{00A0}", "\u{2028}", "\u{85}", "\u{202F}",
    ] {
      XCTAssertEqual(presence.idError(blank), .invalidId, blank.debugDescription)
      XCTAssertEqual(presence.passwordError(blank), .invalidPassword, blank.debugDescription)
    }
    for entered in ["a", "\0", "\u{301}", " \u{301}", "👩‍👩‍👧‍👦"] {
      XCTAssertNil(presence.idError(entered), entered.debugDescription)
      XCTAssertNil(presence.passwordError(entered), entered.debugDescription)
    }
  }

  func testTheScalarScanAgreesWithCharacterSetOnEveryScalar() {
    // The scan answers ASCII itself; prove it agrees with the set the contract names, scalar by
    // scalar. The scalars that disagree are gathered and asserted once: an assertion per scalar
    // cost more than the 1.1 million checks themselves.
    let whitespace = CharacterSet.whitespacesAndNewlines
    var disagreeing: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if (presence.idError(String(scalar)) == nil) == whitespace.contains(scalar) {
        disagreeing.append("U+" + String(value, radix: 16, uppercase: true))
      }
    }
    XCTAssertEqual(disagreeing, [], "the scan and CharacterSet disagree on these scalars")
  }

  func testSignInChecksTheAddressAfterTrimming() {
    XCTAssertNil(signIn.idError(" alice@example.com\n"))
    XCTAssertNil(signIn.idError("first.last+tag%x@sub-domain.example.co.jp"))
    for malformed in [
      "alice", "alice@", "@example.com", "alice@example", "a@b.c", "a b@c.de",
      "alice@example.c0m", "alice@example.com.", "ä@example.com",
      "a@b." + String(repeating: "x", count: 65),
    ] {
      XCTAssertEqual(signIn.idError(malformed), .malformedId, malformed)
    }
    XCTAssertNil(signIn.idError("a@b." + String(repeating: "x", count: 64)))
    XCTAssertEqual(signIn.idError("  "), .invalidId)
  }

  /// The `.signIn` address check is written by hand; it must answer as the contract's pattern
  /// does, as a `Regex`, on every ID — here 20 000 built as an address is (a local part, `@`, a
  /// domain, a top-level domain) from the pattern's own pieces, with now and then one it must
  /// refuse (a space, a second `@`, a non-ASCII letter, a combining mark, an emoji), a missing
  /// `@`, and top-level domains too short, too long, or not letters.
  func testTheSignInAddressCheckAnswersAsThePatternDoes() {
    let pattern = /[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}/
    let good = ["a", "Z", "x", "0", "9", ".", "-", "co"]
    let localOnly = ["_", "%", "+"]
    let bad = [" ", "@", "é", "e\u{301}", "ä", "😀", "\t", "\r\n", "#", "!"]
    let topLevel = [
      ".com", ".jp", ".c", ".c0m", ".", "", ".x-y", ".é", "." + String(repeating: "k", count: 64),
      "." + String(repeating: "k", count: 65),
    ]
    var generator = SplitMix64(seed: 0x5EED)
    func part(_ allowed: [String], _ count: ClosedRange<Int>) -> String {
      (0..<Int.random(in: count, using: &generator)).map { _ in
        // Now and then, a piece the pattern refuses.
        Int.random(in: 0..<12, using: &generator) == 0
          ? bad.randomElement(using: &generator)! : allowed.randomElement(using: &generator)!
      }.joined()
    }
    var answered = (wellFormed: 0, malformed: 0)
    for _ in 0..<20_000 {
      let local = part(good + localOnly, 0...3)
      let at = Int.random(in: 0..<10, using: &generator) == 0 ? "" : "@"
      let domain = part(good, 0...3)
      let id = local + at + domain + topLevel.randomElement(using: &generator)!
      let expected = id.wholeMatch(of: pattern) != nil
      let trimmed = id.trimmingCharacters(in: .whitespacesAndNewlines)
      // The model trims before it checks: compare on IDs that trimming leaves as they are.
      guard trimmed == id, !id.isEmpty else { continue }
      let isWellFormed = signIn.idError(id) == nil
      XCTAssertEqual(isWellFormed, expected, "\(id.debugDescription)")
      if expected { answered.wellFormed += 1 } else { answered.malformed += 1 }
    }
    XCTAssertGreaterThan(answered.wellFormed, 500, "too few well-formed IDs to prove anything")
    XCTAssertGreaterThan(answered.malformed, 500)
  }

  func testSignInCountsPasswordCharactersAndNeverTrims() {
    XCTAssertEqual(signIn.passwordError("12345"), .passwordLength)
    XCTAssertNil(signIn.passwordError("123456"))
    XCTAssertNil(signIn.passwordError(String(repeating: "x", count: 20)))
    XCTAssertEqual(signIn.passwordError(String(repeating: "x", count: 21)), .passwordLength)
    XCTAssertNil(signIn.passwordError("  abcd"), "leading spaces count")
    XCTAssertNil(signIn.passwordError(String(repeating: "👩‍👩‍👧‍👦", count: 6)), "one Character each")
    XCTAssertEqual(signIn.passwordError(String(repeating: "e\u{301}", count: 5)), .passwordLength)
    XCTAssertEqual(signIn.passwordError("   \t  "), .invalidPassword)
    XCTAssertEqual(signIn.passwordError(String(repeating: "a", count: 1 << 20)), .passwordLength)
  }

  func testSignInOrder() {
    XCTAssertEqual(signIn.validate(id: nil, password: "1").error, .invalidId)
    XCTAssertEqual(signIn.validate(id: "alice", password: "1").error, .malformedId)
    XCTAssertEqual(signIn.validate(id: "a@b.co", password: "1").error, .passwordLength)
    XCTAssertEqual(signIn.validate(id: "a@b.co", password: nil).error, .invalidPassword)
    XCTAssertNil(signIn.validate(id: "a@b.co", password: "123456").error)
  }

  func testLoginIDIsTrimmedOfWhitespaceOnly() {
    XCTAssertEqual(presence.loginID(" \u{3000}alice \n"), "alice")
    XCTAssertEqual(presence.loginID("a b"), "a b")
    XCTAssertEqual(presence.loginID(nil), "")
    XCTAssertEqual(presence.loginID("   "), "")
    XCTAssertEqual(presence.loginID(" \u{301}x"), "\u{301}x", "trims scalars, as CharacterSet does")
  }

  /// Every rule set on each 1 MB text the conformance suite types: the suite checks each
  /// strategy shows the model's answer, so the answers themselves are checked here, once.
  func testHugeInputsAreChecked() {
    let huge = String(repeating: "a", count: 1 << 20)
    let blank = String(repeating: " ", count: 1 << 20)
    let emoji = String(repeating: "😀", count: 1 << 18)
    XCTAssertNil(presence.validate(id: huge, password: huge).error)
    XCTAssertEqual(presence.loginID(huge), huge)
    XCTAssertEqual(signIn.validate(id: huge, password: huge).error, .malformedId)
    XCTAssertEqual(signIn.idError(huge), .malformedId)
    XCTAssertEqual(presence.idError(blank), .invalidId)
    XCTAssertEqual(presence.validate(id: blank, password: blank).error, .invalidIdAndPassword)
    XCTAssertEqual(signIn.validate(id: blank, password: blank).error, .invalidIdAndPassword)
    XCTAssertNil(presence.validate(id: emoji, password: emoji).error)
    XCTAssertEqual(signIn.idError(emoji), .malformedId)
    XCTAssertEqual(signIn.passwordError(emoji), .passwordLength)
  }

  func testMessagesInBothLanguages() {
    let english: [ValidationError: String] = [
      .invalidIdAndPassword: "ID and Password are not entered.",
      .invalidId: "ID has not been entered.",
      .invalidPassword: "Password has not been entered.",
      .malformedId: "Entered email is not valid.",
      .passwordLength: "Password has to be from 6 to 20 characters long.",
    ]
    let japanese: [ValidationError: String] = [
      .invalidIdAndPassword: "IDとPasswordが未入力です。",
      .invalidId: "IDが未入力です。",
      .invalidPassword: "Passwordが未入力です。",
      .malformedId: "メールアドレスの形式が正しくありません。",
      .passwordLength: "パスワードは6〜20文字で入力してください。",
    ]
    for error in ValidationError.allCases {
      XCTAssertEqual(error.message(in: .english), english[error])
      XCTAssertEqual(error.message(in: .japanese), japanese[error])
    }
    XCTAssertEqual(LoginModel.okText, "OK")
  }
}

extension Result where Success == Void, Failure == ValidationError {
  fileprivate var error: ValidationError? {
    if case .failure(let error) = self { error } else { nil }
  }
}

final class LoginCheckTests: XCTestCase {
  func testOneCheckAgreesWithValidateAndTheFieldErrorsOnEveryRule() {
    let texts: [String?] = [
      nil, "", " \t", "alice", "a@b.co", "12345", "123456", " \u{3000} ", "👩‍👩‍👧‍👦e\u{301}",
    ]
    for rules in ValidationRules.allCases {
      let model = LoginModel(rules: rules)
      for id in texts {
        for password in texts {
          let check = model.check(id: id, password: password)
          XCTAssertEqual(check.idError, model.idError(id))
          XCTAssertEqual(check.passwordError, model.passwordError(password))
          let expected: ValidationError? =
            model.idError(id) == .invalidId && model.passwordError(password) == .invalidPassword
            ? .invalidIdAndPassword : model.idError(id) ?? model.passwordError(password)
          if case .failure(let error) = check.verdict {
            XCTAssertEqual(error, expected, "\(rules) \(String(describing: id))")
          } else {
            XCTAssertNil(expected)
          }
        }
      }
    }
  }
}

/// A small seeded generator, so a failing ID is the same on every run.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
