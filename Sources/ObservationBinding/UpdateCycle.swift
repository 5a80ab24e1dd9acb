import MVVMCore

/// When a view model's observation screens render: at the end of the input that changed what
/// they show, the way UIKit updates a view's properties at the end of an event and SwiftUI
/// updates at the end of a transaction.
///
/// `withObservationTracking`'s `onChange` fires inside the first changed property's `willSet`,
/// before the new value is stored, so a screen cannot render from it. It calls its
/// `setNeedsRender()` instead; while an input runs, that puts the screen here, and the input
/// renders every such screen once, after its last change is stored — synchronously, before the
/// event that caused it returns. Each view model has a cycle of its own: nothing is global.
@MainActor
public final class UpdateCycle {
  private var depth = 0
  private var needingRender: [any DeferredRendering] = []
  /// Trackings that `withObservationTracking` screens armed and that have not fired.
  var armedTrackings = 0
  /// A cycle with no input running.
  init() {}

  /// Whether an input is running: a render asked for now happens as it ends.
  var isRunningInput: Bool { depth > 0 }

  /// Runs `changes` as one input, then renders each screen that asked for a render during it.
  func input(_ changes: () -> Void) {
    depth += 1
    changes()
    depth -= 1
    guard depth == 0 else { return }
    // Indexing (rather than iterating a copy) keeps the array's buffer unshared, so clearing it
    // keeps its capacity: an input allocates nothing here.
    var index = 0
    while index < needingRender.count {
      needingRender[index].renderIfNeeded()
      index += 1
    }
    needingRender.removeAll(keepingCapacity: true)
  }

  /// Renders `screen` as the running input ends.
  func renderWhenInputEnds(_ screen: any DeferredRendering) {
    needingRender.append(screen)
  }
}

/// A screen that renders when asked to, if it still needs to: what an `UpdateCycle` calls.
@MainActor
protocol DeferredRendering: AnyObject {
  /// Renders now if a render was asked for and has not happened yet.
  func renderIfNeeded()
}
