import ReactiveStream
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
  func testReentrantSendsAreDeliveredDepthFirst() async {
    let subject = PublishSubject<Int>()
    var first: [Int] = []
    var second: [Int] = []
    _ = subject.subscribe(onNext: { value in
      first.append(value)
      if value == 1 { subject.onNext(2) }
    })
    _ = subject.subscribe(onNext: { second.append($0) })
    subject.onNext(1)
    XCTAssertEqual(first, [1, 2])
    XCTAssertEqual(
      second, [2, 1], "the nested send reaches the second observer first, as in RxSwift")
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
