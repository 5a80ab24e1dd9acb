/// A view that sends events to actions, as `UIControl` does with closure target-action.
///
/// An action is an ordinary closure: a screen that captures itself must capture it weakly, or the
/// control (owned by the screen's view) keeps the screen alive.
@MainActor
public class Control {
  private var actions: [(id: ActionID, event: ControlEvent, action: @MainActor () -> Void)] = []
  private var nextActionNumber = 0
  /// Called with a property's name after each assignment to one the control shows (a field's
  /// border, a button's state), changed or not; nil (the default) costs one check. A field's
  /// `text` is the person's, and is not reported.
  public var onWrite: (@MainActor (String) -> Void)?

  init() {}

  /// Adds an action that runs every time the control sends `event`; the returned id removes it.
  @discardableResult
  public func addAction(
    for event: ControlEvent, _ action: @escaping @MainActor () -> Void
  ) -> ActionID {
    nextActionNumber += 1
    let id = ActionID(number: nextActionNumber)
    actions.append((id, event, action))
    return id
  }

  /// Removes an action added earlier; removing it twice does nothing.
  public func removeAction(_ id: ActionID) {
    actions.removeAll { $0.id == id }
  }

  /// Identifies one action added to a control, for `removeAction(_:)`.
  public struct ActionID: Hashable, Sendable {
    fileprivate let number: Int
  }

  /// Runs every action registered for `event` when it is sent, in the order they were added.
  public func sendActions(for event: ControlEvent) {
    // Loops over a copy (copy-on-write: no allocation unless an action adds or removes one), so
    // an action that removes itself or another cannot make the loop skip the next action.
    for entry in actions where entry.event == event { entry.action() }
  }
}
