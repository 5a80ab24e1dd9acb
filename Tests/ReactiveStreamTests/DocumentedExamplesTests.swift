import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// The examples docs/ReactiveStream.md quotes, as tests: each snippet there is a run of lines here.
final class DocumentedExamplesTests: XCTestCase {
  /// A label, as a binder sees one.
  @MainActor
  private final class Label {
    var text: String?
  }

  @MainActor
  func testTheOpeningExampleBindsAValidationLabel() async {
    let (id, password) = (BehaviorRelay(value: ""), BehaviorRelay(value: ""))
    let label = Label()
    let bag = DisposeBag()
    Observable.combineLatest(id, password) { !$0.isEmpty && !$1.isEmpty }
      .map { $0 ? "OK" : "Missing" }
      .distinctUntilChanged()
      .bind(to: Binder(label) { $0.text = $1 })
      .disposed(by: bag)
    XCTAssertEqual(label.text, "Missing")
    id.accept("alice")
    password.accept("wonderland")
    XCTAssertEqual(label.text, "OK")
  }

  @MainActor
  func testTheVirtualTimeExample() async {
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    // `start` creates the sequence at 100, subscribes at 200 and disposes at 1000.
    let observer = scheduler.start { source.map { $0 * 10 } }
    XCTAssertEqual(observer.events, [.next(210, 10), .next(220, 20), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }
}
