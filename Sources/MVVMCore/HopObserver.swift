/// What an instrument installs in `BindingHooks.observer` to hear the kit's hops: every view
/// made, every event sent, every model call, delivery and service call, in the words of the
/// code that makes it.
@MainActor
public protocol HopObserver: AnyObject {
  /// A hop in `lane`, inside the main-actor job that is running.
  func hop(_ lane: HopLane, _ text: String)
  /// A hop in `lane` that runs in a main-actor job of its own (a task resuming, a call
  /// answered).
  func resumption(_ lane: HopLane, _ text: String)
  /// A view just made (a `LoginView`, a `SignupView`), before any binding writes to it.
  func viewMade(_ view: ScreenView)
}
