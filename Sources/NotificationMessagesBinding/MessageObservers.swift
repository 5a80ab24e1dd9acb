#if compiler(>=6.3)
  import Foundation
  import MVVMCore

  /// The typed-message observers one screen added to a view model's center: releasing this
  /// object (with the screen) releases their tokens, and each token removes its observer —
  /// while a shared view model, and its center, live on for other screens.
  ///
  /// A screen observes its view model's two messages, so the tokens are stored inline: making a
  /// screen allocates this object and nothing more for them.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  final class MessageObservers {
    private let center: NotificationCenter
    private let tokens: InlineArray<2, NotificationCenter.ObservationToken>

    /// Keeps `tokens`, observers added to `center` with `observe(_:_:_:)`.
    init(center: NotificationCenter, _ tokens: InlineArray<2, NotificationCenter.ObservationToken>)
    {
      self.center = center
      self.tokens = tokens
      reportRegistered(tokens.count, on: center)
    }

    isolated deinit {
      reportRemoved(tokens.count, from: center)
    }
  }

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension NotificationCenter {
    /// `addObserver(of:for:using:)`: calls `body` with every `Message` that `subject` posts,
    /// as a main-actor closure that gets the message typed — no `Notification`, no cast, no
    /// `assumeIsolated`. Release the token to remove the observer.
    @MainActor
    func observe<Message: NotificationCenter.MainActorMessage>(
      _ subject: Message.Subject, _ message: Message.Type,
      _ body: @escaping @MainActor (Message) -> Void
    ) -> ObservationToken where Message.Subject: AnyObject {
      addObserver(of: subject, for: message) { message in
        reportDelivery(of: Message.self)
        body(message)
      }
    }
  }
#endif
