extension ObservableType {
  /// Sends every element to `observers` (binders, subjects): the UI-side way to subscribe.
  ///
  /// An error reaching a binding ends it — the trap of binding an unprotected stream — so it is
  /// reported through `BindingErrors`; use `materialize()` or `catchAndReturn(_:)` upstream.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    bind(
      to: AnyObserver { event in
        for observer in observers { observer.on(event) }
      })
  }

  /// Sends every element to `observer` (a binder, a subject); the one-observer form, which
  /// saves every event a loop over an array of one.
  @inlinable
  public func bind<Observer: ObserverType>(to observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subscribe(
      AnyObserver { event in
        if case .error(let error) = event { return BindingErrors.report(error) }
        observer.on(event)
      })
  }

  /// Sends every element to `relays`; an error ends the binding and is reported.
  @inlinable
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    bind { element in
      for relay in relays { relay.accept(element) }
    }
  }

  /// Sends every element to `relays`; an error ends the binding and is reported.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    bind { element in
      for relay in relays { relay.accept(element) }
    }
  }

  /// Calls `accept` with every element: the one rule of a binding to relays, which can only
  /// take elements, so an error ends the binding and is reported.
  @inlinable
  func bind(accepting accept: @escaping (Element) -> Void) -> any Disposable {
    subscribe(onNext: accept, onError: BindingErrors.report)
  }
}

/// Where an error that reached a binding is reported; a binding should never see one.
@MainActor
public enum BindingErrors {
  /// Called with each error that reached a binding; by default it prints a warning.
  public static var handler: (any Error) -> Void = { error in
    print("ReactiveStream: an error reached a binding, which ends it: \(error)")
  }

  /// Reports `error` to `handler`.
  @inlinable
  public static func report(_ error: any Error) {
    handler(error)
  }
}
