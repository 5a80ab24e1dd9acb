import Foundation
import MVVMCore

/// The block observers one screen added to a view model's center, removed by token when the
/// screen (which owns this object) goes — even while a shared view model lives on.
///
/// Not main-actor isolated on purpose: a `@MainActor` screen's `deinit` could not read its
/// tokens (they are not `Sendable`), but this object's own `deinit` can.
final class NotificationObservers {
  private let viewModel: NotificationCenterLoginViewModel
  private let center: NotificationCenter
  private var tokens: [any NSObjectProtocol] = []

  @MainActor
  init(viewModel: NotificationCenterLoginViewModel) {
    self.viewModel = viewModel
    center = viewModel.notificationCenter
  }

  /// Calls `body` with the payload of every `name` notification, on the main actor.
  @MainActor
  func observe(
    _ name: Notification.Name,
    _ body: @escaping @MainActor (NotificationCenterLoginOutputs) -> Void
  ) {
    // `queue: nil` delivers on the posting thread, synchronously. The block must be `@Sendable`,
    // so it cannot touch main-actor state directly; `assumeIsolated` states (and checks) what
    // makes it safe: the view model posts only from the main actor.
    let token = center.addObserver(forName: name, object: nil, queue: nil) { notification in
      guard let outputs = notification.object as? NotificationCenterLoginOutputs else { return }
      MainActor.assumeIsolated {
        TraceRecorder.record(.binding, "block observer receives \(name.shortName)")
        body(outputs)
      }
    }
    tokens.append(token)
    viewModel.observersChanged(by: 1)
  }

  deinit {
    // By token: on Linux, `removeObserver(self)` does nothing for block observers.
    for token in tokens { center.removeObserver(token) }
    // The count is main-actor state: updated at once on the main actor, where the kit
    // releases screens, or on the main actor's next turn if the last reference went elsewhere.
    let (viewModel, removed) = (self.viewModel, tokens.count)
    MainActor.runNowOrNextTurn { viewModel.observersChanged(by: -removed) }
  }
}

extension Notification.Name {
  /// The name without the kit's prefix, as a trace shows it.
  fileprivate var shortName: String {
    String(rawValue.split(separator: ".").last ?? Substring(rawValue))
  }
}
