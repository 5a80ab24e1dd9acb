import BindingInstruments
import Foundation
import MVVMCore

// What the kit's instruments read from the NotificationCenter style — the block observers
// still registered with a view model's center, and a trace line per delivery. None of it is
// part of the style a screen or view model shows.

extension NotificationCenterLoginViewModel: ObserverCounting {
  /// The block observers screens added to `notificationCenter` and have not removed. A center
  /// cannot be asked how many it has, so `NotificationObservers` counts each it adds and removes.
  public var liveObserverCount: Int { ObserverLedger.count(on: notificationCenter) }
}

extension NotificationCenterSignupViewModel: ObserverCounting {
  /// The block observers screens added to `notificationCenter` and have not removed.
  public var liveObserverCount: Int { ObserverLedger.count(on: notificationCenter) }
}

/// Tells a trace, if one is recording, that a block observer received a `name` notification.
@MainActor
func reportDelivery(of name: Notification.Name) {
  BindingHooks.hop(.binding, "block observer receives \(name.shortName)")
}

/// Counts `count` observers added to `center`.
@MainActor
func reportRegistered(_ count: Int, on center: NotificationCenter) {
  ObserverLedger.add(count, on: center)
}

/// Counts `count` observers removed from `center`: at once on the main actor, where the kit
/// releases screens, or on its next turn if the last reference went elsewhere (the center stays
/// alive until then, so its count cannot be mistaken for another's).
func reportRemoved(_ count: Int, from center: NotificationCenter) {
  MainActor.runNowOrNextTurn { ObserverLedger.add(-count, on: center) }
}

extension Notification.Name {
  /// The name without the kit's prefix, as a trace shows it.
  fileprivate var shortName: String {
    String(rawValue.split(separator: ".").last ?? Substring(rawValue))
  }
}
