import HeadlessUI

extension MainActor {
  /// Runs `body` on the main actor from code that may run anywhere, such as a `deinit`: at once
  /// when already on the main actor — where the kit releases screens, so what a release undoes
  /// is undone as the screen goes — or on the main actor's next turn from anywhere else.
  public static func runNowOrNextTurn(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isCurrent {
      MainActor.assumeIsolated(body)
    } else {
      Task { @MainActor in body() }
    }
  }
}
