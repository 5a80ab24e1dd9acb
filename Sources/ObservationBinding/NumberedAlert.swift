import HeadlessUI

/// An alert with the number of the result it shows: state cannot say "again", a number can.
public struct NumberedAlert: Equatable, Sendable {
  /// 1 for the first login result, 2 for the second, …
  public let number: Int
  /// The alert to present.
  public let alert: Alert
}
