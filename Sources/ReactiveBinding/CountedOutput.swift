import ReactiveStream

/// One of the view model's outputs: the observable screens bind, counting the subscriptions
/// they hold to it. It counts when a subscription starts and ends, and passes the observer
/// straight to the observable beneath — an event costs nothing more than it would without it.
@MainActor
public struct CountedOutput<Element>: ObservableType {
  let source: Observable<Element>
  let tally: SubscriptionTally

  /// Subscribes `observer` to the output, counted until the subscription is disposed.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    tally.count += 1
    let subscription = source.subscribe(observer)
    // `Disposables.create(with:)` runs its action once, however often it is disposed.
    return Disposables.create { [tally] in
      tally.count -= 1
      subscription.dispose()
    }
  }

  /// The output as an observable whose subscriptions are counted too: every operator a screen
  /// applies (`map`, `observe(on:)`) subscribes through this. (Binding the output directly
  /// subscribes through `subscribe(_:)`, which adds nothing per event.)
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in subscribe(observer) }
  }
}

/// How many subscriptions screens hold to a view model's outputs.
@MainActor
final class SubscriptionTally {
  var count = 0
}
