import Foundation
import MVVMCore

/// The sign-up screen in the NotificationCenter style (`NotificationBinding`).
public typealias NotificationCenterSignupScreen = BoundScreen<
  NotificationBinding<NotificationCenterSignupViewModel>
>

extension NotificationCenterSignupViewModel: NotificationPostingViewModel {
  /// `.signupOutputsDidChange`.
  public static var outputsDidChange: Notification.Name { .signupOutputsDidChange }
  /// `.signupDidFinish`.
  public static var didFinish: Notification.Name { .signupDidFinish }

  /// Shows a notification's outputs: the form, the button and the spinner.
  public static func show(_ outputs: NotificationCenterSignupOutputs, in view: SignupView) {
    view.show(outputs.current)
  }
}

extension NotificationCenterSignupOutputs: PostedOutputs {}
