/// Defers work scheduled during a subscription until the outermost `subscribe` has returned —
/// RxSwift's `CurrentThreadScheduler` in miniature.
///
/// Why: `subscribe` wires disposables from the outside in, and a source that emits inside its
/// own `subscribe` (a `from` loop) would run before the subscriber's disposable exists; a
/// downstream `take(1)` could then not stop it. Deferring the loop until every disposable is in
/// place lets disposal reach the loop between elements.
@MainActor
@usableFromInline
enum Trampoline {
  @usableFromInline
  static var isActive = false
  @usableFromInline
  static var queue: [() -> Void] = []

  /// Runs `body`, then every action it scheduled, in order; nested calls just run `body`.
  @inlinable
  static func run(_ body: () -> Void) {
    guard !isActive else { return body() }
    isActive = true
    body()
    while !queue.isEmpty {
      queue.removeFirst()()
    }
    isActive = false
  }

  /// Runs `action` after the outermost `run` in progress finishes its body, or now if none is.
  @inlinable
  static func schedule(_ action: @escaping () -> Void) {
    if isActive { queue.append(action) } else { run(action) }
  }
}
