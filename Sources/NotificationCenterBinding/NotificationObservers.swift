import Foundation
import MVVMCore

/// The block observers one screen added to a view model's center, removed by token when the
/// screen (which owns this object) goes — even while a shared view model lives on.
///
/// Not main-actor isolated on purpose: a `@MainActor` screen's `deinit` could not read its
/// tokens (they are not `Sendable`), but this object's own `deinit` can.
final class NotificationObservers {
  private let center: NotificationCenter
  private let countChanged: @MainActor @Sendable (Int) -> Void
  private var tokens: [any NSObjectProtocol] = []

  @MainActor
  init(center: NotificationCenter, countChanged: @escaping @MainActor @Sendable (Int) -> Void) {
    self.center = center
    self.countChanged = countChanged
  }

  /// Calls `body` with the payload of every `name` notification, on the main actor.
  @MainActor
  func observe<Outputs: AnyObject & Sendable>(
    _ name: Notification.Name, _ body: @escaping @MainActor (Outputs) -> Void
  ) {
    // `queue: nil` delivers on the posting thread, synchronously. The block must be `@Sendable`,
    // so it cannot touch main-actor state directly; `assumeIsolated` states (and checks) what
    // makes it safe: the view model posts only from the main actor.
    let token = center.addObserver(forName: name, object: nil, queue: nil) { notification in
      guard let outputs = notification.object as? Outputs else { return }
      MainActor.assumeIsolated {
        TraceRecorder.record(.binding, "block observer receives \(name.shortName)")
        body(outputs)
      }
    }
    tokens.append(token)
    countChanged(1)
  }

  deinit {
    // By token: on Linux, `removeObserver(self)` does nothing for block observers.
    for token in tokens { center.removeObserver(token) }
    // The count is main-actor state: updated at once on the main actor, where the kit
    // releases screens, or on the main actor's next turn if the last reference went elsewhere.
    let (countChanged, removed) = (self.countChanged, tokens.count)
    MainActor.runNowOrNextTurn { countChanged(-removed) }
  }
}

extension Notification.Name {
  /// The name without the kit's prefix, as a trace shows it.
  fileprivate var shortName: String {
    String(rawValue.split(separator: ".").last ?? Substring(rawValue))
  }
}
