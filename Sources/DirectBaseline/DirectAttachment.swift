import MVVMCore

/// The baseline's `ScreenBinding`, the same for every screen, and no binding at all: it forwards
/// the view's events to the controller and attaches itself to it; the controller writes the view
/// from then on, until the screen (which owns this attachment) goes.
public final class DirectAttachment<Controller: ViewWritingController>: ScreenBinding {
  /// The view the controller writes.
  public let view: Controller.View
  /// `controller.forgetReleasedScreens()`, made where the controller's type is known: the
  /// attachment's `deinit` is generic, and a closure made there would box its environment.
  private let forgetReleasedScreens: @MainActor @Sendable () -> Void

  /// Sends the view's events to `controller`, which writes the view from now on.
  public init(view: Controller.View, viewModel controller: Controller) {
    self.view = view
    forgetReleasedScreens = { [controller] in controller.forgetReleasedScreens() }
    controller.receiveEvents(from: view)
    controller.attach(self)
  }

  deinit {
    // Weak references to this attachment already read nil here, so the controller drops its
    // entry: at once on the main actor, where the kit releases screens, or on the main actor's
    // next turn if the last reference went elsewhere.
    MainActor.runNowOrNextTurn(forgetReleasedScreens)
  }
}

/// A plain controller that writes every attached view itself: the baseline's "view model".
@MainActor
public protocol ViewWritingController: AnyObject, Sendable {
  /// The view it writes.
  associatedtype View: ScreenView
  /// Sends `view`'s events to this controller.
  func receiveEvents(from view: View)
  /// Writes `attachment`'s view from now on, starting with the current state, until the screen
  /// goes (even if something else still holds its view).
  func attach(_ attachment: DirectAttachment<Self>)
  /// Forgets the screens that have gone; each attachment calls this as its screen goes, so the
  /// list never grows with screens made and released.
  func forgetReleasedScreens()
}
