import ReactiveStream

/// A scripted observable on a `TestScheduler` that records when each observer subscribed and
/// unsubscribed. Hot: events at absolute times; cold: times relative to each subscription.
@MainActor
public final class TestableObservable<Element>: ObservableType {
  // Strong, as in RxTest: a test may let go of its scheduler before the observers it made.
  private let scheduler: TestScheduler
  private let recordedEvents: [Recorded<Event<Element>>]
  private let isHot: Bool
  private let observers = ObserverList<Element>()
  /// Each subscription's subscribe and unsubscribe times, in subscription order.
  public private(set) var subscriptions: [Subscription] = []

  init(scheduler: TestScheduler, events: [Recorded<Event<Element>>], isHot: Bool) {
    self.scheduler = scheduler
    self.recordedEvents = events
    self.isHot = isHot
    if isHot {
      for recorded in events {
        scheduler.schedule(at: recorded.time) { [weak self] in self?.observers.send(recorded.value)
        }
      }
    }
  }

  /// Subscribes `observer`, recording the time; a cold observable schedules its events now.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let index = subscriptions.count
    subscriptions.append(Subscription(scheduler.clock))
    let resources = CompositeDisposable()
    if isHot {
      resources.insert(observers.add(AnyObserver(observer)))
    } else {
      for recorded in recordedEvents {
        resources.insert(
          scheduler.schedule(at: scheduler.clock + recorded.time) { observer.on(recorded.value) })
      }
    }
    resources.insert(
      Disposables.create { [weak self] in
        guard let self else { return }
        subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
      })
    return resources
  }
}
