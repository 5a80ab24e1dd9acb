/// What a successful login answers.
public struct LoginResponse: Sendable, Equatable {
  /// The account's ID.
  public let userID: String
  /// The name the welcome message shows.
  public let displayName: String

  /// Creates a response.
  public init(userID: String, displayName: String) {
    self.userID = userID
    self.displayName = displayName
  }
}
