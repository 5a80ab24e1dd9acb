#if compiler(>=6.3)
  import BindingInstruments
  import Foundation
  import MVVMCore

  // What the kit's instruments read from the typed-messages style — the observers still
  // registered with a view model's center, and a trace line per delivery. None of it is part of
  // the style a screen or view model shows.

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension NotificationMessagesLoginViewModel: ObserverCounting {
    /// The observers screens added to `notificationCenter` and have not removed. A center
    /// cannot be asked how many it has, so `MessageObservers` counts each it keeps and lets go.
    public var liveObserverCount: Int { ObserverLedger.count(on: notificationCenter) }
  }

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension NotificationMessagesSignupViewModel: ObserverCounting {
    /// The observers screens added to `notificationCenter` and have not removed.
    public var liveObserverCount: Int { ObserverLedger.count(on: notificationCenter) }
  }

  /// Tells a trace, if one is recording, that an observer received a `Message`.
  @MainActor
  func reportDelivery<Message>(of message: Message.Type) {
    BindingHooks.hop(.binding, "observer receives \(Message.self)")
  }

  /// Counts `count` observers added to `center`.
  @MainActor
  func reportRegistered(_ count: Int, on center: NotificationCenter) {
    ObserverLedger.add(count, on: center)
  }

  /// Counts `count` observers removed from `center`.
  @MainActor
  func reportRemoved(_ count: Int, from center: NotificationCenter) {
    ObserverLedger.add(-count, on: center)
  }
#endif
