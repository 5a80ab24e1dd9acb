import MVVMCore
import ReactiveStream

/// The reactive style's binding, the same for every screen: each of the view model's
/// observables bound to the view's binders, all into one `DisposeBag` released with the screen.
/// Binders write synchronously: only the calls in flight can be pending.
public struct BinderBinding<ViewModel: ReactiveBoundViewModel>: ScreenBinding {
  private let bag = DisposeBag()

  /// Sends the view's events to `viewModel` and binds its outputs to the view.
  public init(view: ViewModel.View, viewModel: ViewModel) {
    viewModel.receiveEvents(from: view)
    viewModel.bindOutputs(to: view, disposedBy: bag)
  }
}

/// A view model in the reactive style: relays in, one observable per output out.
@MainActor
public protocol ReactiveBoundViewModel: AnyObject {
  /// The view that shows its outputs.
  associatedtype View: ScreenView
  /// Sends `view`'s events to this view model.
  func receiveEvents(from view: View)
  /// Binds each output to `view`'s binder, every subscription into `bag`.
  func bindOutputs(to view: View, disposedBy bag: DisposeBag)
}
