/// A modal message the view presents, such as the result of a login.
public struct Alert: Equatable, Sendable {
  /// The alert's title.
  public var title: String
  /// The alert's message.
  public var message: String

  /// Creates an alert.
  public init(title: String, message: String) {
    self.title = title
    self.message = message
  }
}
