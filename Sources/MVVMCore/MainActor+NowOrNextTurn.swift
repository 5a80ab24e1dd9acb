import Foundation

extension MainActor {
  /// Runs `body` on the main actor from code that may run on any thread, such as a `deinit`:
  /// at once on the main thread — where the kit releases screens, so what a release undoes is
  /// undone as the screen goes — or on the main actor's next turn from any other thread.
  public static func runNowOrNextTurn(_ body: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
      MainActor.assumeIsolated(body)
    } else {
      Task { @MainActor in body() }
    }
  }
}
