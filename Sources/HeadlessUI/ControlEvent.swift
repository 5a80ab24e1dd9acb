/// The events a control sends to its actions, named as in UIKit.
public enum ControlEvent: Hashable, Sendable {
  /// A text field's text was edited by the person typing.
  case editingChanged
  /// A button was tapped.
  case touchUpInside
}
