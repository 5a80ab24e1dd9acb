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

  /// The output as a plain observable (uncounted: it is the view model's own stream).
  public func asObservable() -> Observable<Element> { source }
}

/// How many subscriptions screens hold to a view model's outputs.
@MainActor
final class SubscriptionTally {
  var count = 0
}
