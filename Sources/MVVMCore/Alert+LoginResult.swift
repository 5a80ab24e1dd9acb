import HeadlessUI
import LoginDomain

extension Alert {
  /// The alert a login's result presents, in the model's language.
  public init(loginResult result: Result<LoginResponse, LoginError>, language: Language) {
    switch (result, language) {
    case (.success(let response), .english):
      self.init(title: "Login succeeded", message: "Welcome, \(response.displayName).")
    case (.success(let response), .japanese):
      self.init(title: "ログイン成功", message: "ようこそ、\(response.displayName)さん。")
    case (.failure(let error), .english):
      self.init(title: "Login failed", message: error.message(in: language))
    case (.failure(let error), .japanese):
      self.init(title: "ログイン失敗", message: error.message(in: language))
    }
  }
}
