import HeadlessUI
import MVVMCore
import SignupDomain

/// The baseline sign-up "view model": a plain controller that writes every view itself, from
/// the shared `SignupSession` (which owns the rules and the time).
@MainActor
public final class DirectSignupController: SignupSessionViewModel, MakeableSignupViewModel {
  /// The baseline has no outputs: it writes the views itself.
  public var outputs: Void { () }

  /// The rules over time, the view model's own: every input goes here, and no screen
  /// touches it (`SignupSessionViewModel`).
  public let session: SignupSession
  var screens = WeakScreens<DirectAttachment<DirectSignupController>>()

  /// Creates a controller with no screens yet, its waits on `clock`.
  public init(model: SignupModel, service: any SignupService, clock: any Clock<Duration>) {
    session = SignupSession(model: model, service: service, clock: clock)
    session.onChange = { [weak self] change in
      guard let self else { return }
      if case .result(let alert) = change { screens.forEach { $0.view.present(alert) } }
      screens.forEach { write(to: $0.view) }
    }
  }

  /// Binds a screen: from now on every change is written into its view, starting with the
  /// current state, until the screen goes.
  public func attach(_ attachment: DirectAttachment<DirectSignupController>) {
    screens.append(attachment)
    write(to: attachment.view)
  }

  /// Forgets screens that have gone; each screen calls this as it goes.
  public func forgetReleasedScreens() {
    screens.forgetReleased()
  }

  private func write(to view: SignupView) {
    view.show(session.outputs)
  }
}
