import HeadlessUI
import ReactiveStream

/// The search screen before the migration: the view's events fed to the view model as
/// observables, each output bound to the view's binder, every subscription in the `DisposeBag`.
@MainActor
public final class ReactiveSearchScreen {
  /// The view this screen shows.
  public let view = SearchView()
  /// The view model.
  public let viewModel: ReactiveSearchViewModel
  private let bag = DisposeBag()

  /// Binds a new view model, searching `service` on `clock`, to the view.
  public init(service: any SearchService, clock: any Clock<Duration>) {
    viewModel = ReactiveSearchViewModel(
      query: view.queryField.rx.text.orEmpty, retryTaps: view.retryButton.rx.tap,
      service: service, clock: clock)
    viewModel.isSearching.bind(to: view.rx.isSearching).disposed(by: bag)
    viewModel.results.bind(to: view.rx.results).disposed(by: bag)
    viewModel.isNothingFound.bind(to: view.rx.isNothingFound).disposed(by: bag)
    viewModel.failure.bind(to: view.rx.failure).disposed(by: bag)
  }
}
