/// Why the form's input is not valid yet.
public enum ValidationError: Error, Equatable, Sendable, CaseIterable {
  /// Neither field is entered.
  case invalidIdAndPassword
  /// The ID is not entered.
  case invalidId
  /// The password is not entered.
  case invalidPassword
  /// The ID is entered but is not an e-mail address (`.signIn` only).
  case malformedId
  /// The password is not 6 to 20 characters long (`.signIn` only).
  case passwordLength

  /// The message the form shows for this error.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.invalidIdAndPassword, .english): "ID and Password are not entered."
    case (.invalidIdAndPassword, .japanese): "IDとPasswordが未入力です。"
    case (.invalidId, .english): "ID has not been entered."
    case (.invalidId, .japanese): "IDが未入力です。"
    case (.invalidPassword, .english): "Password has not been entered."
    case (.invalidPassword, .japanese): "Passwordが未入力です。"
    case (.malformedId, .english): "Entered email is not valid."
    case (.malformedId, .japanese): "メールアドレスの形式が正しくありません。"
    case (.passwordLength, .english): "Password has to be from 6 to 20 characters long."
    case (.passwordLength, .japanese): "パスワードは6〜20文字で入力してください。"
    }
  }
}
