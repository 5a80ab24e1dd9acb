import BindingInstruments
import MVVMCore
import ReactiveStream

// What the kit's instruments read from the reactive style — the subscriptions still reaching a
// view model, and a trace line as a binder receives. None of it is part of the style a screen
// or view model shows.

extension ReactiveLoginViewModel: ObserverCounting {
  /// The view model's input relays that something still subscribes to. Its outputs are built
  /// from these relays and connect to them only while a screen binds (`share` disconnects when
  /// the last observer goes), so this is zero exactly when every screen's bindings are gone.
  public var liveObserverCount: Int {
    [id.hasObservers, password.hasObservers, taps.hasObservers, isLoggingIn.hasObservers]
      .filter { $0 }.count
  }
}

extension ReactiveSignupViewModel: ObserverCounting {
  /// The view model's input relays that something still subscribes to: zero exactly when every
  /// screen's bindings are gone.
  public var liveObserverCount: Int {
    [
      username.hasObservers, password.hasObservers, repeated.hasObservers, taps.hasObservers,
      isSigningUp.hasObservers, takenAtTap.hasObservers,
    ].filter { $0 }.count
  }
}

/// A binder that writes into `view` with `write`, reporting each element to a trace, if one is
/// recording, as `Binder receives <output>`.
@MainActor
func binder<View: AnyObject, Value>(
  _ view: View, _ output: String, _ write: @escaping (View, Value) -> Void
) -> Binder<Value> {
  Binder(view) { view, value in
    BindingHooks.hop(.binding, "Binder receives \(output)")
    write(view, value)
  }
}

/// Has the stream library's `combineLatest`, `share`, `flatMapLatest` and `debounce` report to
/// the trace while one is recording. Called as a view model is made: with no recorder current
/// (a benchmark, an app) it installs nothing, so an operator's report stays one nil check; once
/// the recording ends, the next report takes the hook down again.
@MainActor
func reportOperatorsWhileTracing() {
  guard BindingHooks.observer != nil, OperatorTrace.report == nil else { return }
  OperatorTrace.report = { text in
    guard BindingHooks.observer != nil else {
      OperatorTrace.report = nil
      return
    }
    BindingHooks.hop(.binding, text())
  }
}
