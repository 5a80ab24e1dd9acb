/// Why a login failed, as the form explains it.
public enum LoginError: Error, Equatable, Sendable, CaseIterable {
  /// The ID is unknown or the password is wrong.
  case invalidCredentials
  /// Too many consecutive wrong passwords locked the account.
  case accountLocked
  /// The service could not be reached, or failed in a way the form cannot explain.
  case unavailable

  /// Maps any error a service throws to what the form shows: a `LoginError` as itself, anything
  /// else as `.unavailable`.
  public init(_ error: any Error) {
    self = (error as? LoginError) ?? .unavailable
  }

  /// The message the failure alert shows.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.invalidCredentials, .english): "ID or password is incorrect."
    case (.invalidCredentials, .japanese): "IDまたはパスワードが正しくありません。"
    case (.accountLocked, .english): "Too many failed attempts. The account is locked."
    case (.accountLocked, .japanese): "ログイン試行回数が上限に達したため、アカウントがロックされました。"
    case (.unavailable, .english): "The login service is unavailable. Try again later."
    case (.unavailable, .japanese): "ログインサービスに接続できません。しばらくしてから再度お試しください。"
    }
  }
}
