/// Why a login failed, as the form explains it.
public enum LoginError: Error, Equatable, Sendable, CaseIterable, Explained {
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

  /// What the failure alert shows.
  public var text: LocalizedText {
    switch self {
    case .invalidCredentials: LocalizedText("ID or password is incorrect.", "IDまたはパスワードが正しくありません。")
    case .accountLocked:
      LocalizedText(
        "Too many failed attempts. The account is locked.", "ログイン試行回数が上限に達したため、アカウントがロックされました。")
    case .unavailable:
      LocalizedText(
        "The login service is unavailable. Try again later.", "ログインサービスに接続できません。しばらくしてから再度お試しください。")
    }
  }
}
