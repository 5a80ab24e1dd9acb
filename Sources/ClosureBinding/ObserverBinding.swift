import HeadlessUI
import MVVMCore

/// The closure style's binding, the same for every screen: one observer per output, each ended
/// by its token, all released with the screen. Observers run synchronously: only the calls in
/// flight can be pending.
public struct ObserverBinding<ViewModel: ClosureObservedViewModel>: ScreenBinding {
  private let tokens: [ObservationToken]

  /// Sends the view's events to `viewModel` and observes each of its outputs.
  public init(view: ViewModel.View, viewModel: ViewModel) {
    viewModel.receiveEvents(from: view)
    // The closures capture the view strongly, and that is safe: the view model keeps each
    // closure only while its token lives, and the tokens live exactly as long as this screen.
    tokens = viewModel.observeOutputs(showingIn: view)
  }
}

/// A view model in the closure style: one observable property per output, observed by key path.
@MainActor
public protocol ClosureObservedViewModel: KeyPathObserving {
  /// The view that shows its outputs.
  associatedtype View: ScreenView
  /// Sends `view`'s events to this view model.
  func receiveEvents(from view: View)
  /// Observes every output, writing each into `view`; the tokens end the observations.
  func observeOutputs(showingIn view: View) -> [ObservationToken]
}

extension KeyPathObserving {
  /// Presents in `view` each alert `output` sends from now on. An alert is an event: a screen
  /// bound after a result does not show it.
  public func presentAlerts(
    _ output: KeyPath<Outputs, ObservableProperty<Alert?>>, in view: some AlertPresenting
  ) -> ObservationToken {
    observe(output, initial: false) { alert in
      if let alert { view.present(alert) }
    }
  }
}
