import Foundation
import HeadlessUI
import LoginDomain
import MVVMCore

/// What one sign-up screen must show, written from the contract's tables — not from `direct`,
/// nor from the kit's own `SignupFormState`, so a shared mistake cannot hide itself.
struct ExpectedSignupScreen {
  /// The status the view model has for its current username, as the case follows it.
  enum Status: Equatable {
    case checking, available, taken, malformed, checkFailed
  }

  let language: Language
  var usernameText: String?
  var passwordText: String?
  var repeatText: String?
  /// What the view model last heard in each password field (shared by every screen of a view
  /// model; each screen keeps its own field texts).
  var heardPassword: String?
  var heardRepeat: String?
  var status: Status?
  var isSigningUp = false
  var alert: Alert?

  init(language: Language) {
    self.language = language
  }

  /// The status a username has before any answer: none when not entered, malformed unless 3…20
  /// ASCII letters or digits, as typed; else checking.
  static func formatStatus(_ username: String?) -> Status? {
    guard let username, isEntered(username) else { return nil }
    let isWellFormed =
      (3...20).contains(username.unicodeScalars.count)
      && username.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
      }
    return isWellFormed ? .checking : .malformed
  }

  var state: SignupViewState {
    let statusLabel: LabelState =
      switch status {
      case nil: LabelState(text: nil, textColor: .black, isHidden: true)
      case .checking?:
        LabelState(
          text: text("Checking availability…", "確認しています…"), textColor: .gray, isHidden: false)
      case .available?:
        LabelState(
          text: text("Username is available.", "このユーザー名は使用できます。"), textColor: .green,
          isHidden: false)
      case .taken?:
        LabelState(
          text: text("Username is already taken.", "このユーザー名は既に使われています。"), textColor: .red,
          isHidden: false)
      case .malformed?:
        LabelState(
          text: text("Use 3 to 20 letters or digits.", "3〜20文字の英数字で入力してください。"), textColor: .red,
          isHidden: false)
      case .checkFailed?:
        LabelState(
          text: text("Could not check the username. Try again.", "ユーザー名を確認できませんでした。もう一度お試しください。"),
          textColor: .red, isHidden: false)
      }
    let passwordError = passwordErrorText
    let repeatError = repeatErrorText
    let isUsernameUnusable = [.taken, .malformed, .checkFailed].contains(status)
    return SignupViewState(
      usernameText: usernameText,
      passwordText: passwordText.map { String(repeating: "•", count: $0.count) },
      repeatText: repeatText.map { String(repeating: "•", count: $0.count) },
      usernameBorderColor: isUsernameUnusable ? .red : .lightGray,
      passwordBorderColor: passwordError == nil ? .lightGray : .red,
      repeatBorderColor: repeatError == nil ? .lightGray : .red,
      usernameStatus: statusLabel,
      passwordError: LabelState(
        text: passwordError, textColor: .black, isHidden: passwordError == nil),
      repeatError: LabelState(text: repeatError, textColor: .black, isHidden: repeatError == nil),
      isSignupEnabled: status == .available && isEntered(heardPassword) && passwordErrorText == nil
        && isEntered(heardRepeat) && repeatErrorText == nil && !isSigningUp,
      isActivityAnimating: isSigningUp,
      alert: alert)
  }

  private var passwordErrorText: String? {
    guard let heardPassword, isEntered(heardPassword), !(6...20).contains(heardPassword.count)
    else {
      return nil
    }
    return text("Password has to be from 6 to 20 characters long.", "パスワードは6〜20文字で入力してください。")
  }

  private var repeatErrorText: String? {
    guard let heardRepeat, isEntered(heardRepeat), heardRepeat != heardPassword else { return nil }
    return text("Passwords do not match.", "パスワードが一致しません。")
  }

  private func text(_ english: String, _ japanese: String) -> String {
    language == .english ? english : japanese
  }
}

/// Whether a field counts as entered: not nil, not only whitespace and newlines.
private func isEntered(_ text: String?) -> Bool {
  guard let text else { return false }
  return !text.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) }
}
