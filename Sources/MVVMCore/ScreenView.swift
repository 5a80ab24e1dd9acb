import HeadlessUI
import LoginDomain

/// A screen's view, made with nothing bound: what every screen's view has besides its own
/// widgets, which each one declares (`LoginView`, `SignupView`).
///
/// It presents one alert at a time and counts its presentations, and it tells `BindingHooks`
/// when it is made, so an instrument installed there may hook the writes to its widgets. The
/// widgets themselves are the subclass's stored properties: the one list of them a view keeps.
@MainActor
public class ScreenView {
  /// The alert on screen, if any; set with `present(_:)`, cleared with `dismissAlert()`.
  public private(set) var presentedAlert: Alert?
  /// How many times an alert has been presented on this view: a result is presented once.
  public private(set) var presentationCount = 0

  /// Creates a view whose widgets show their defaults, and tells `BindingHooks` it was made.
  public required init() {
    BindingHooks.viewMade(self)
  }

  /// Presents an alert, replacing any alert already on screen.
  public func present(_ alert: Alert) {
    presentedAlert = alert
    presentationCount += 1
    BindingHooks.hop(.view, "present alert \"\(alert.title)\"")
  }

  /// Dismisses the alert on screen, as the person tapping its button would.
  public func dismissAlert() {
    presentedAlert = nil
    BindingHooks.hop(.view, "dismiss alert")
  }
}
