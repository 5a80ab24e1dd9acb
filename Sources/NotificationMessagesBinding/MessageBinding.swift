#if compiler(>=6.3)
  import Foundation
  import HeadlessUI
  import MVVMCore

  /// The typed messages' binding, the same for every screen: main-actor observers of the view
  /// model's outputs message and its finish message on its `NotificationCenter`, each removed
  /// as its token goes with the screen. Messages are delivered synchronously: only the calls in
  /// flight can be pending.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public struct MessageBinding<ViewModel: MessagePostingViewModel>: ScreenBinding {
    /// The screen's observations: released with the screen, each removes its observer.
    private let observers: MessageObservers

    /// Sends the view's events to `viewModel`, observes its messages, and shows its current
    /// outputs (a notification center replays nothing to a new observer).
    public init(view: ViewModel.View, viewModel: ViewModel) {
      viewModel.receiveEvents(from: view)
      // The observers are main-actor closures: they write the view directly. They capture the
      // view strongly; the center keeps them only as long as this screen keeps their tokens.
      let center = viewModel.notificationCenter
      observers = MessageObservers(
        center: center,
        [
          center.observe(viewModel, ViewModel.OutputsMessage.self) { ViewModel.show($0, in: view) },
          center.observe(viewModel, ViewModel.FinishMessage.self) { view.present($0.alert) },
        ])
      viewModel.showOutputs(in: view)
    }
  }

  /// A view model in the typed messages' style: it posts its outputs, and each result, as
  /// `MainActorMessage`s to a center of its own, itself their subject.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor
  public protocol MessagePostingViewModel: AnyObject {
    /// The view that shows its outputs.
    associatedtype View: ScreenView
    /// Posted whenever an output changes, carrying the outputs.
    associatedtype OutputsMessage: NotificationCenter.MainActorMessage
    where OutputsMessage.Subject == Self
    /// Posted once per result, carrying its alert.
    associatedtype FinishMessage: ResultMessage where FinishMessage.Subject == Self
    /// The center it posts to.
    var notificationCenter: NotificationCenter { get }
    /// Sends `view`'s events to this view model.
    func receiveEvents(from view: View)
    /// Writes the outputs `message` carries into `view`.
    static func show(_ message: OutputsMessage, in view: View)
    /// Writes the current outputs into `view`, for a screen binding now.
    func showOutputs(in view: View)
  }

  /// A message posted once per result: the alert to present.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  public protocol ResultMessage: NotificationCenter.MainActorMessage {
    /// The result's alert.
    var alert: Alert { get }
  }
#endif
