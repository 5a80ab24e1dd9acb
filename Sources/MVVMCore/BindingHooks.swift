/// The one neutral hook the kit's views, flights and binding mechanisms report through, as
/// RxSwift's `Hooks`: nil by default, installed by an instrument (the trace recorder of
/// `BindingInstruments`).
///
/// With no observer installed, a report is one nil check: its text is an autoclosure, never
/// built, and nothing is allocated.
@MainActor
public enum BindingHooks {
  /// What hears the hops; nil (the default) hears nothing.
  public static var observer: (any HopObserver)? {
    didSet { isObserved = observer != nil }
  }

  /// Whether an observer is installed, for the kit's code that runs on the main actor but
  /// cannot prove it to the compiler (an iterator resumed with `isolated (any Actor)?`): it may
  /// skip a report without entering the main actor's isolation, which costs more than the report.
  // Safe because it is written only on the main actor (by `observer`'s `didSet`) and read only
  // by the package's own code after it has checked it runs on the main actor, so no read can
  // race a write.
  @usableFromInline
  nonisolated(unsafe) package private(set) static var isObserved = false

  /// Reports a hop in `lane` to the observer, if there is one.
  public static func hop(_ lane: HopLane, _ text: @autoclosure () -> String) {
    observer?.hop(lane, text())
  }

  /// Reports a hop that runs in a main-actor job of its own to the observer, if there is one.
  public static func resumption(_ lane: HopLane, _ text: @autoclosure () -> String) {
    observer?.resumption(lane, text())
  }

  /// Tells the observer, if there is one, that `view` was just made.
  public static func viewMade(_ view: ScreenView) {
    observer?.viewMade(view)
  }
}
