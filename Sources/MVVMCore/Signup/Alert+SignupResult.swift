import HeadlessUI
import LoginDomain
import SignupDomain

extension Alert {
  /// The alert a sign-up's result presents: a welcome, or why it failed — the name taken, or
  /// the service's `LoginError` (any other error shows as `.unavailable`).
  public init(signupResult result: Result<LoginResponse, any Error>, language: Language) {
    switch (result, language) {
    case (.success(let response), .english):
      self.init(title: "Account created", message: "Welcome, \(response.displayName).")
    case (.success(let response), .japanese):
      self.init(title: "アカウントを作成しました", message: "ようこそ、\(response.displayName)さん。")
    case (.failure(let error), _):
      let message =
        error as? SignupError == .usernameTaken
        ? SignupError.usernameTaken.message(in: language) : LoginError(error).message(in: language)
      self.init(title: language == .english ? "Sign-up failed" : "登録に失敗しました", message: message)
    }
  }
}
