#if compiler(>=6.3)
  import Foundation
  import MVVMCore

  /// The typed-message observers one screen added to a view model's center: each token is an
  /// observation, and releasing this object (with the screen) releases them all, which removes
  /// each observer — while a shared view model, and its center, live on for other screens.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  final class MessageObservers {
    private let center: NotificationCenter
    private var tokens: [NotificationCenter.ObservationToken] = []

    /// Observers to be added to `center`.
    init(center: NotificationCenter) {
      self.center = center
    }

    /// Calls `body` with every `Message` that `subject` posts. The observer is a main-actor
    /// closure: it gets the message typed, with no `Notification`, no cast, no `assumeIsolated`.
    func observe<Message: NotificationCenter.MainActorMessage>(
      _ subject: Message.Subject, _ message: Message.Type,
      _ body: @escaping @MainActor (Message) -> Void
    ) where Message.Subject: AnyObject {
      tokens.append(
        center.addObserver(of: subject, for: message) { message in
          reportDelivery(of: Message.self)
          body(message)
        })
      reportRegistered(1, on: center)
    }

    isolated deinit {
      reportRemoved(tokens.count, from: center)
    }
  }
#endif
