#if compiler(>=6.3)
  import Foundation
  import HeadlessUI
  import MVVMCore

  /// Posted after any sign-up output changes, carrying the outputs as a typed value.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public struct SignupOutputsDidChange: NotificationCenter.MainActorMessage, Sendable {
    /// The view model that posts it.
    public typealias Subject = NotificationMessagesSignupViewModel

    /// The form, the button and the spinner.
    public let outputs: SignupSession.Outputs
  }

  /// Posted when a sign-up ends, carrying the alert to present.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public struct SignupDidFinish: NotificationCenter.MainActorMessage, Sendable {
    /// The view model that posts it.
    public typealias Subject = NotificationMessagesSignupViewModel

    /// The result to present.
    public let alert: Alert
  }
#endif
