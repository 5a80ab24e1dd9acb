import Foundation
import HeadlessUI
import MVVMCore

/// The NotificationCenter style's binding, the same for every screen: block observers of the
/// view model's outputs notification and its finish notification on its center, removed by
/// token when the screen goes. Notifications are delivered synchronously: only the calls in
/// flight can be pending.
public struct NotificationBinding<ViewModel: NotificationPostingViewModel>: ScreenBinding {
  private let observers: NotificationObservers

  /// Sends the view's events to `viewModel`, observes its notifications, and shows its
  /// current outputs (a notification center replays nothing to a new observer).
  public init(view: ViewModel.View, viewModel: ViewModel) {
    observers = NotificationObservers(center: viewModel.notificationCenter)
    viewModel.receiveEvents(from: view)
    // The blocks capture the view strongly: the center keeps them only until this screen's
    // observers are removed, and the screen owns the view anyway.
    observers.observe(ViewModel.outputsDidChange) { (outputs: ViewModel.Outputs) in
      ViewModel.show(outputs, in: view)
    }
    observers.observe(ViewModel.didFinish) { (outputs: ViewModel.Outputs) in
      if let alert = outputs.alert { view.present(alert) }
    }
    ViewModel.show(viewModel.outputs, in: view)
  }
}

/// A view model in the NotificationCenter style: it posts its outputs object, as each
/// notification's `object`, to a center of its own.
@MainActor
public protocol NotificationPostingViewModel: AnyObject {
  /// The view that shows its outputs.
  associatedtype View: ScreenView
  /// The object every notification carries.
  associatedtype Outputs: PostedOutputs
  /// Posted whenever an output changes.
  static var outputsDidChange: Notification.Name { get }
  /// Posted once per result, with the outputs' `alert` set to it.
  static var didFinish: Notification.Name { get }
  /// The center it posts to.
  var notificationCenter: NotificationCenter { get }
  /// The object every notification carries: the current outputs.
  var outputs: Outputs { get }
  /// Sends `view`'s events to this view model.
  func receiveEvents(from view: View)
  /// Writes every output but the alert into `view`.
  static func show(_ outputs: Outputs, in view: View)
}

/// The object a view model's notifications carry: its outputs, and the latest result.
@MainActor
public protocol PostedOutputs: AnyObject, Sendable {
  /// The latest result's alert; nil until the first result.
  var alert: Alert? { get }
}
