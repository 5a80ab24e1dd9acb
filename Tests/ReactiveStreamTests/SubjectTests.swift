import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// PublishSubject, BehaviorSubject, PublishRelay, BehaviorRelay.
final class SubjectTests: XCTestCase {
  @MainActor
  func testPublishSubjectSendsOnlyLaterEventsAndTheTerminalEventToLateObservers() async {
    let scheduler = TestScheduler()
    let subject = PublishSubject<Int>()
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    let afterEnd = scheduler.createObserver(Int.self)
    var earlySubscription: (any Disposable)?
    scheduler.schedule(at: 100) { earlySubscription = subject.subscribe(early) }
    scheduler.schedule(at: 110) { subject.onNext(1) }
    scheduler.schedule(at: 120) { _ = subject.subscribe(late) }
    scheduler.schedule(at: 130) { subject.onNext(2) }
    scheduler.schedule(at: 140) { earlySubscription?.dispose() }
    scheduler.schedule(at: 150) { subject.onNext(3) }
    scheduler.schedule(at: 160) { subject.onError(testError) }
    scheduler.schedule(at: 170) { subject.onNext(4) }
    scheduler.schedule(at: 180) { _ = subject.subscribe(afterEnd) }
    scheduler.start()
    XCTAssertEqual(early.events, [.next(110, 1), .next(130, 2)])
    XCTAssertEqual(late.events, [.next(130, 2), .next(150, 3), .error(160, testError)])
    XCTAssertEqual(afterEnd.events, [.error(180, testError)])
    XCTAssertFalse(subject.hasObservers)
  }

  @MainActor
  func testPublishSubjectCompletion() async {
    let subject = PublishSubject<Int>()
    var events: [Event<Int>] = []
    _ = subject.subscribe(AnyObserver { events.append($0) })
    subject.onCompleted()
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(events, [.completed])
  }

  @MainActor
  func testAnObserverRemovedDuringDeliveryHearsNothingMore() async {
    let subject = PublishSubject<Int>()
    var second: (any Disposable)?
    var heardBySecond: [Int] = []
    _ = subject.subscribe(onNext: { _ in second?.dispose() })
    second = subject.subscribe(onNext: { heardBySecond.append($0) })
    subject.onNext(1)
    XCTAssertEqual(heardBySecond, [], "disposed by the first observer, before its turn")
  }

  @MainActor
  func testASendFromInsideADeliveryWaitsForItAndEveryObserverEndsOnTheLatest() async {
    let subject = PublishSubject<Int>()
    var first: [Int] = []
    var second: [Int] = []
    _ = subject.subscribe(onNext: { value in
      first.append(value)
      if value == 1 {
        subject.onNext(2)
        subject.onNext(3)
      }
    })
    _ = subject.subscribe(onNext: { second.append($0) })
    subject.onNext(1)
    XCTAssertEqual(first, [1, 2, 3])
    // RxSwift would give the second observer [2, 3, 1]: it would end on a stale value.
    XCTAssertEqual(second, [1, 2, 3], "in send order, ending on the latest")
  }

  @MainActor
  func testALabelBoundToABehaviorRelayShowsTheLatestValueAfterANestedAccept() async {
    let relay = BehaviorRelay(value: "a")
    var label = ""
    // The first observer corrects the value it is given, as a formatter might.
    _ = relay.subscribe(onNext: { text in if text == "b" { relay.accept("B") } })
    _ = relay.subscribe(onNext: { label = $0 })
    relay.accept("b")
    XCTAssertEqual(relay.value, "B")
    XCTAssertEqual(label, "B", "the label must not end on the superseded value")
  }

  @MainActor
  func testASendFromInsideTheFirstValueReplayWaitsForIt() async {
    let relay = BehaviorRelay(value: "b")
    var shown = ""
    // Corrects the value it is first given, then shows what it was given.
    let subscription = relay.subscribe(onNext: { text in
      if text == "b" { relay.accept("B") }
      shown = text
    })
    // Delivered at once, "B" would be shown inside the replay of "b", which then overwrites it.
    XCTAssertEqual(shown, "B", "the observer must end on the latest value")
    subscription.dispose()
  }

  @MainActor
  func testAnObserverSubscribedDuringADeliveryGetsOnlyWhatWasSentAfterIt() async {
    let subject = BehaviorSubject(value: 0)
    var late: [Int] = []
    var lateSubscription: (any Disposable)?
    _ = subject.subscribe(onNext: { value in
      guard value == 1 else { return }
      subject.onNext(2)  // queued: sent before the late observer subscribes
      lateSubscription = subject.subscribe(onNext: { late.append($0) })
      subject.onNext(3)  // queued: sent after
    })
    subject.onNext(1)
    XCTAssertEqual(late, [2, 3], "the replayed 2 once, then 3 — never 2 twice")
    lateSubscription?.dispose()
  }

  @MainActor
  func testATerminalEventSentFromInsideADeliveryReachesEveryObserverAfterIt() async {
    let subject = PublishSubject<Int>()
    var second: [Event<Int>] = []
    _ = subject.subscribe(onNext: { if $0 == 1 { subject.onCompleted() } })
    _ = subject.subscribe(AnyObserver { second.append($0) })
    subject.onNext(1)
    XCTAssertEqual(second, [.next(1), .completed])
    XCTAssertFalse(subject.hasObservers)
  }

  @MainActor
  func testBehaviorSubjectReplaysItsValueAndThrowsItsError() async {
    let subject = BehaviorSubject(value: 0)
    var received: [Event<Int>] = []
    subject.onNext(1)
    let subscription = subject.subscribe(AnyObserver { received.append($0) })
    subject.onNext(2)
    XCTAssertEqual(try subject.value(), 2)
    subscription.dispose()
    subject.onNext(3)
    subject.onError(testError)
    XCTAssertEqual(received, [.next(1), .next(2)])
    XCTAssertThrowsError(try subject.value())
    var late: [Event<Int>] = []
    _ = subject.subscribe(AnyObserver { late.append($0) })
    XCTAssertEqual(late, [.error(testError)])
    let completed = BehaviorSubject(value: 9)
    completed.onCompleted()
    XCTAssertEqual(TestScheduler().start { completed.asObservable() }.events, [.completed(200)])
  }

  @MainActor
  func testRelaysCarryOnlyElements() async {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: "a")
    var numbers: [Int] = []
    var letters: [String] = []
    publish.accept(0)
    let first = publish.subscribe(onNext: { numbers.append($0) })
    let second = behavior.subscribe(onNext: { letters.append($0) })
    publish.accept(1)
    behavior.accept("b")
    XCTAssertEqual(behavior.value, "b")
    first.dispose()
    second.dispose()
    publish.accept(2)
    behavior.accept("c")
    XCTAssertEqual(numbers, [1])
    XCTAssertEqual(letters, ["a", "b"])
  }
}
