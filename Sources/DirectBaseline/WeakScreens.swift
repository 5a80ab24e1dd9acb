/// The screens a controller writes to, each held weakly: screens own their controller, so each
/// screen's attachment, going with it, has the controller forget it in its `deinit`, and the list
/// never grows with screens made and released.
struct WeakScreens<Screen: AnyObject> {
  private struct Entry {
    weak var screen: Screen?
  }

  private var entries: [Entry] = []

  /// How many screens it holds, released ones not yet forgotten included.
  var count: Int { entries.count }

  /// Holds `screen` weakly, after the others.
  mutating func append(_ screen: Screen) {
    entries.append(Entry(screen: screen))
  }

  /// Forgets the screens that have gone.
  mutating func forgetReleased() {
    entries.removeAll { $0.screen == nil }
  }

  /// Calls `body` with each screen still alive, in the order they came.
  func forEach(_ body: (Screen) -> Void) {
    for entry in entries {
      if let screen = entry.screen { body(screen) }
    }
  }
}
