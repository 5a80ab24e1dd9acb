import Foundation
import MVVMCore

/// The block observers one screen added to a view model's center, removed by token when the
/// screen (which owns this object) goes — even while a shared view model lives on.
///
/// Not main-actor isolated on purpose: a `@MainActor` screen's `deinit` could not read its
/// tokens (they are not `Sendable`), but this object's own `deinit` can.
final class NotificationObservers {
  private let center: NotificationCenter
  private var tokens: [any NSObjectProtocol] = []

  /// Observers to be added to `center`.
  @MainActor
  init(center: NotificationCenter) {
    self.center = center
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
        reportDelivery(of: name)
        body(outputs)
      }
    }
    tokens.append(token)
    reportRegistered(1, on: center)
  }

  deinit {
    // By token: on Linux, `removeObserver(self)` does nothing for block observers.
    for token in tokens { center.removeObserver(token) }
    reportRemoved(tokens.count, from: center)
  }
}
