/// A colour a view can show; a value, so snapshots compare with `==`.
public enum Color: String, Equatable, Sendable, CaseIterable, CustomStringConvertible {
  /// The default text colour.
  case black
  /// The colour of a valid form.
  case green
  /// The colour of an error.
  case red
  /// The default border of a text field.
  case lightGray
  /// The colour of a pending answer, such as a check in flight.
  case gray

  /// The colour's name, such as `lightGray`.
  public var description: String { rawValue }
}
