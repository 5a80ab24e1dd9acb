import Foundation
import MVVMCore

/// A screen bound by block observers on its view model's `NotificationCenter`
/// (`NotificationBinding`).
public typealias NotificationCenterLoginScreen = BoundScreen<
  NotificationBinding<NotificationCenterLoginViewModel>
>

extension NotificationCenterLoginViewModel: NotificationPostingViewModel {
  /// `.loginOutputsDidChange`.
  public static var outputsDidChange: Notification.Name { .loginOutputsDidChange }
  /// `.loginDidFinish`.
  public static var didFinish: Notification.Name { .loginDidFinish }

  /// Shows a notification's form outputs: the labels, the borders, the button and the spinner.
  public static func show(_ outputs: NotificationCenterLoginOutputs, in view: LoginView) {
    view.show(outputs.form)
    view.showLoginEnabled(outputs.isLoginEnabled)
    view.showLoggingIn(outputs.isLoggingIn)
  }
}

extension NotificationCenterLoginOutputs: PostedOutputs {}
