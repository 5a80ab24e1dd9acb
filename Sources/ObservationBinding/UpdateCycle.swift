/// When screens render: as the view model's update closes, the way UIKit lays out at the end of
/// an event and SwiftUI updates at the end of a transaction.
///
/// `withObservationTracking`'s `onChange` fires inside the first changed property's `willSet`,
/// before the new value is stored, so a screen cannot render from it. Instead the view model
/// makes each batch of changes inside `update(_:)`; a screen whose tracking fires during it
/// owes a render, and the update renders every owing screen once its last change is stored —
/// synchronously, before the event that caused it returns, with no hop to a later turn.
@MainActor
enum UpdateCycle {
  private static var depth = 0
  private static var owing: [ObservationLoginScreen] = []

  /// Runs `changes`, then renders every screen they made owe a render (once each).
  static func update(_ changes: () -> Void) {
    depth += 1
    changes()
    depth -= 1
    guard depth == 0 else { return }
    // A render only reads, so it cannot make another screen owe; indexing (rather than
    // iterating a copy) keeps the array's buffer unshared, so clearing it keeps its capacity.
    var index = 0
    while index < owing.count {
      owing[index].render()
      index += 1
    }
    owing.removeAll(keepingCapacity: true)
  }

  /// Records that `screen` must render when the update in progress closes.
  static func owe(_ screen: ObservationLoginScreen) {
    precondition(depth > 0, "an observed property changed outside UpdateCycle.update")
    owing.append(screen)
  }
}
