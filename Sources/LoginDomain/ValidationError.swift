/// Why the form's input is not valid yet.
public enum ValidationError: Error, Equatable, Sendable, CaseIterable, Explained {
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

  /// What the form shows for this error.
  public var text: LocalizedText {
    switch self {
    case .invalidIdAndPassword:
      LocalizedText("ID and Password are not entered.", "IDとPasswordが未入力です。")
    case .invalidId: LocalizedText("ID has not been entered.", "IDが未入力です。")
    case .invalidPassword: LocalizedText("Password has not been entered.", "Passwordが未入力です。")
    case .malformedId: LocalizedText("Entered email is not valid.", "メールアドレスの形式が正しくありません。")
    case .passwordLength:
      LocalizedText("Password has to be from 6 to 20 characters long.", "パスワードは6〜20文字で入力してください。")
    }
  }
}
