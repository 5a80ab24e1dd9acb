import ReactiveStream
import XCTest

/// Disposables, DisposeBag, subscribe(onDisposed:), Binder and bind(to:).
final class DisposableTests: XCTestCase {
  @MainActor
  func testOnDisposedRunsOnceOnATerminalEventOrADispose() async {
    var log: [String] = []
    let ended = Observable.just(1).subscribe(
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, ["completed", "disposed"], "a completion disposes, after its handler")
    ended.dispose()
    let subject = PublishSubject<Int>()
    _ = subject.subscribe(
      onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
    subject.onError(testError)
    let live = PublishSubject<Int>().subscribe(onDisposed: { log.append("disposed") })
    live.dispose()
    live.dispose()
    XCTAssertEqual(log, ["completed", "disposed", "error", "disposed", "disposed"])
  }

  @MainActor
  func testReleasingABagDisposesEverySubscriptionInIt() async {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    subject.subscribe(onNext: { received.append($0) }).disposed(by: bag!)
    subject.map { $0 * 10 }.subscribe(onNext: { received.append($0) }).disposed(by: bag!)
    subject.onNext(1)
    bag = nil
    subject.onNext(2)
    XCTAssertEqual(received, [1, 10])
    XCTAssertFalse(subject.hasObservers)
  }

  @MainActor
  func testCompositeAndSerialDisposables() async {
    var log: [String] = []
    let composite = CompositeDisposable()
    composite.insert(Disposables.create { log.append("a") })
    composite.dispose()
    composite.insert(Disposables.create { log.append("late") })
    composite.dispose()
    let serial = SerialDisposable()
    serial.disposable = Disposables.create { log.append("first") }
    serial.disposable = Disposables.create { log.append("second") }
    serial.dispose()
    serial.disposable = Disposables.create { log.append("after") }
    XCTAssertEqual(log, ["a", "late", "first", "second", "after"])
    XCTAssertTrue(composite.isDisposed)
  }

  @MainActor
  func testBinderWritesWhileItsTargetLivesAndHoldsItWeakly() async {
    final class Label { var text = "" }
    var label: Label? = Label()
    weak let weakLabel = label
    let relay = BehaviorRelay(value: "a")
    let binding = relay.bind(to: Binder(label!) { $0.text = $1 })
    relay.accept("b")
    XCTAssertEqual(label?.text, "b")
    label = nil
    XCTAssertNil(weakLabel, "a binder does not keep its target alive")
    relay.accept("c")
    binding.dispose()
  }

  @MainActor
  func testAnErrorReachingABindingIsReportedAndEndsIt() async {
    var reported: [String] = []
    let previous = BindingErrors.handler
    BindingErrors.handler = { reported.append("\($0)") }
    defer { BindingErrors.handler = previous }
    let subject = PublishSubject<Int>()
    var written: [Int] = []
    let target = NSObjectLike()
    let binding = subject.bind(to: Binder(target) { _, value in written.append(value) })
    subject.onNext(1)
    subject.onError(testError)
    subject.onNext(2)
    XCTAssertEqual(written, [1])
    XCTAssertEqual(reported.count, 1)
    binding.dispose()
  }

  @MainActor
  func testBindingToSeveralObserversFeedsEachAndReportsAnErrorOnce() async {
    var reported = 0
    let previous = BindingErrors.handler
    BindingErrors.handler = { _ in reported += 1 }
    defer { BindingErrors.handler = previous }
    let subject = PublishSubject<Int>()
    var written: [String] = []
    let target = NSObjectLike()
    let binding = subject.bind(
      to: Binder(target) { _, value in written.append("a\(value)") },
      Binder(target) { _, value in written.append("b\(value)") })
    subject.onNext(1)
    subject.onError(testError)
    subject.onNext(2)
    XCTAssertEqual(written, ["a1", "b1"])
    XCTAssertEqual(reported, 1, "the error is reported once, not once per observer")
    binding.dispose()
  }

  @MainActor
  func testBindToRelaysAndSubjects() async {
    let source = PublishSubject<Int>()
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let subject = PublishSubject<Int>()
    var heard: [Int] = []
    let listening = publish.subscribe(onNext: { heard.append($0) })
    let bindings = [source.bind(to: publish), source.bind(to: behavior), source.bind(to: subject)]
    var fromSubject: [Int] = []
    let subjectListening = subject.subscribe(onNext: { fromSubject.append($0) })
    source.onNext(5)
    XCTAssertEqual(heard, [5])
    XCTAssertEqual(behavior.value, 5)
    XCTAssertEqual(fromSubject, [5])
    (bindings + [listening, subjectListening]).forEach { $0.dispose() }
  }
}

private final class NSObjectLike {}
