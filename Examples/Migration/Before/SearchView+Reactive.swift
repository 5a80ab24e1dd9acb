import HeadlessUI
import ReactiveStream

// What RxCocoa gives a UIKit screen, for this one: the field's text and the button's taps as
// observables, and a binder per thing the view shows.

extension TextField: ReactiveCompatible {}
extension Button: ReactiveCompatible {}
extension SearchView: ReactiveCompatible {}

@MainActor
extension Reactive where Base == TextField {
  /// The field's text now, then after every edit — RxCocoa's `rx.text`.
  public var text: Observable<String?> {
    let field = base
    return Observable.create { observer in
      observer.onNext(field.text)
      let action = field.addAction(for: .editingChanged) { [weak field] in
        observer.onNext(field?.text)
      }
      return Disposables.create { [weak field] in field?.removeAction(action) }
    }
  }
}

@MainActor
extension Reactive where Base == Button {
  /// Each tap — RxCocoa's `rx.tap`.
  public var tap: Observable<Void> {
    let button = base
    return Observable.create { observer in
      let action = button.addAction(for: .touchUpInside) { observer.onNext(()) }
      return Disposables.create { [weak button] in button?.removeAction(action) }
    }
  }
}

extension ObservableType where Element == String? {
  /// Each text, nil read as empty — RxCocoa's `orEmpty`.
  public var orEmpty: Observable<String> { map { $0 ?? "" } }
}

@MainActor
extension Reactive where Base == SearchView {
  /// The spinner.
  public var isSearching: Binder<Bool> { Binder(base) { $0.showSearching($1) } }
  /// The results table.
  public var results: Binder<[String]> { Binder(base) { $0.resultsTable.reloadData($1) } }
  /// The empty state.
  public var isNothingFound: Binder<Bool> { Binder(base) { $0.showNothingFound($1) } }
  /// The error and its retry button.
  public var failure: Binder<String?> { Binder(base) { $0.showFailure($1) } }
}
