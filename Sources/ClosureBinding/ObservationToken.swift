/// Keeps one observation alive: invalidate it, or let it go, and the observer is removed —
/// the shape of `NSKeyValueObservation`.
@MainActor
public final class ObservationToken {
  private var removal: (@MainActor () -> Void)?

  init(removal: @escaping @MainActor () -> Void) {
    self.removal = removal
  }

  /// Ends the observation now; later calls do nothing.
  public func invalidate() {
    removal?()
    removal = nil
  }

  deinit {
    // Safe because the contract (docs/Contract.md §3) requires screens, and so the tokens they own, to be released on the
    // main actor; `assumeIsolated` traps rather than race if that rule is ever broken.
    MainActor.assumeIsolated { invalidate() }
  }
}
