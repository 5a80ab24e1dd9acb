import MVVMBindingKit
import Observation
import XCTest

/// The observation strategy's own promises, beyond the shared conformance suite: screens render
/// as the input that changed their outputs ends, a change made outside any input still renders,
/// and what the toolchain's `@Observable` does with a store of an equal value.
final class ObservationScreenTests: XCTestCase {
  @MainActor
  func testEveryScreenIsCurrentWhenTheEventReturnsWithoutSettling() async {
    let service = InMemoryLoginService(accounts: [:])
    let viewModel = ObservationLoginViewModel(model: LoginModel(), service: service)
    let screens = (0..<3).map { _ in ObservationLoginScreen(viewModel: viewModel) }
    let baseline = BindingStrategy.direct.makeScreen(service: service)
    for (edit, text) in ["alice", " ", "", "bob", "e\u{301}🙂"].enumerated() {
      for view in [screens[edit % 3].view, baseline.view] {
        if edit.isMultiple(of: 2) {
          view.idField.enterText(text)
        } else {
          view.passwordField.enterText(text)
        }
      }
      // No settle: the render already happened, inside the event.
      for screen in screens {
        XCTAssertEqual(screen.view.snapshot.outputs, baseline.view.snapshot.outputs, "edit \(edit)")
      }
    }
  }

  @MainActor
  func testARenderAskedForOutsideAnInputHappensOnTheNextTurnAndSettleWaitsForIt() async {
    let viewModel = ObservationLoginViewModel(
      model: LoginModel(), service: InMemoryLoginService(accounts: [:]))
    let screen = ObservationLoginScreen(viewModel: viewModel)
    let rendered = screen.view.validationLabel.text
    screen.view.validationLabel.text = "stale"

    screen.binding.setNeedsRender()
    XCTAssertEqual(screen.view.validationLabel.text, "stale", "no input is running to end")
    await screen.settle()
    XCTAssertEqual(screen.view.validationLabel.text, rendered)
    XCTAssertEqual(viewModel.liveObserverCount, 1, "a render with nothing changed re-armed twice")
  }

  @MainActor
  func testAnInputRendersAsItEndsEvenWithARenderPutOffToTheNextTurn() async {
    let viewModel = ObservationLoginViewModel(
      model: LoginModel(), service: InMemoryLoginService(accounts: [:]))
    let screen = ObservationLoginScreen(viewModel: viewModel)
    let baseline = BindingStrategy.direct.makeScreen(service: InMemoryLoginService(accounts: [:]))

    screen.binding.setNeedsRender()
    screen.view.idField.enterText("alice")
    baseline.view.idField.enterText("alice")
    XCTAssertEqual(screen.view.snapshot.outputs, baseline.view.snapshot.outputs)
    await screen.settle()
    XCTAssertEqual(viewModel.liveObserverCount, 1)
  }

  @MainActor
  func testTheObservableMacroNotifiesOnAnEqualStoreOnlyBeforeSwift62() async {
    let counter = Counter()
    let fired = FiredFlag()
    withObservationTracking {
      _ = counter.value
    } onChange: {
      MainActor.assumeIsolated { fired.value = true }
    }
    counter.value = 0
    #if compiler(>=6.2)
      // Swift 6.2's expansion compares first (`shouldNotifyObservers`): equal stores are silent.
      XCTAssertFalse(fired.value)
    #else
      XCTAssertTrue(fired.value)
    #endif
    counter.value = 1
    XCTAssertTrue(fired.value)
  }
}

@MainActor
@Observable
private final class Counter {
  var value = 0
}

@MainActor
private final class FiredFlag {
  var value = false
}
