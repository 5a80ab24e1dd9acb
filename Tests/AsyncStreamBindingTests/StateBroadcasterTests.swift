import Dispatch
import MVVMBindingKit
import XCTest

/// The async-stream strategy's own promises, beyond the shared conformance suite: its buffering
/// policy holds under a burst, and each screen's stream ends when the screen goes.
final class StateBroadcasterTests: XCTestCase {
  @MainActor
  func testABurstOf10000EditsNeverBuffersMoreThanThePolicyAllowsAndEndsRight() async {
    let service = InMemoryLoginService(accounts: [:])
    let viewModel = AsyncStreamLoginViewModel(model: LoginModel(), service: service)
    let screens = (0..<3).map { _ in AsyncStreamLoginScreen(viewModel: viewModel) }
    let baseline = BindingStrategy.direct.makeScreen(service: service)
    let buffers = viewModel.outputs.countBuffers()
    for edit in 0..<10_000 {
      let text = edit.isMultiple(of: 3) ? " " : "user \(edit)"
      for view in [screens[0].view, baseline.view] {
        if edit.isMultiple(of: 2) {
          view.idField.enterText(text)
        } else {
          view.passwordField.enterText(text)
        }
      }
    }
    for screen in screens { await screen.settle() }
    XCTAssertEqual(screens[0].view.snapshot, baseline.view.snapshot)
    XCTAssertEqual(
      screens[2].view.snapshot.differences(from: baseline.view.snapshot).count, 2,
      "the other screens show the same outputs, not the text typed into the first")
    XCTAssertEqual(buffers.largestBuffer, 1, "no stream ever held more than one state")
    XCTAssertGreaterThan(
      buffers.droppedCount, 9_000, "the burst was absorbed by dropping older states")
  }

  @MainActor
  func testEachScreensStreamEndsWhenTheScreenGoes() async {
    let viewModel = AsyncStreamLoginViewModel(
      model: LoginModel(), service: InMemoryLoginService(accounts: [:]))
    var screens: [AsyncStreamLoginScreen] = (0..<3).map { _ in
      AsyncStreamLoginScreen(viewModel: viewModel)
    }
    for screen in screens { await screen.settle() }
    XCTAssertEqual(viewModel.outputs.streamsCount, 3)
    screens.removeLast(2)
    XCTAssertEqual(
      viewModel.outputs.streamsCount, 1,
      "a released screen's stream is forgotten as the screen goes, not on a later turn")
    screens[0].view.idField.enterText("still bound")
    await screens[0].settle()
    XCTAssertEqual(screens[0].view.validationLabel.text, "Password has not been entered.")
  }

  /// The race the screens' release can meet: a consumer task cancelled just before it enters
  /// `next()` runs its cancellation — and so the stream's `onTermination` — on the thread that
  /// runs `next()`, which can only schedule the broadcaster's forgetting for a later main-actor
  /// turn. Releasing the lifetime forgets the stream at once even then.
  @MainActor
  func testAStreamEndedOffTheMainActorIsForgottenWhenItsLifetimeGoes() async {
    let broadcaster = StateBroadcaster(0)
    let stream: StateStream<Int>
    var lifetime: StreamLifetime<Int>?
    do {
      let made = broadcaster.makeStream()
      (stream, lifetime) = (made.stream, made.lifetime)
    }
    let ended = DispatchSemaphore(value: 0)
    Task.detached {
      withUnsafeCurrentTask { $0?.cancel() }
      for await _ in stream {}
      ended.signal()
    }
    // Holds the main actor until the stream has ended off it, so no main-actor turn comes
    // between that end and the checks below.
    XCTAssertTrue(Self.block(until: ended), "the stream never ended off the main actor")
    XCTAssertEqual(broadcaster.streamsCount, 1, "ended off the main actor: not forgotten yet")
    lifetime = nil
    XCTAssertEqual(broadcaster.streamsCount, 0, "the lifetime forgets its stream as it goes")
    withExtendedLifetime(lifetime) {}
  }

  /// Waits, blocking the calling thread, for `semaphore` (a synchronous wrapper: an async
  /// context may not block on a semaphore directly); false if it never came. The bound is a
  /// guard against a hung test process, not a wait the test relies on.
  private static func block(until semaphore: DispatchSemaphore) -> Bool {
    semaphore.wait(timeout: .now() + .seconds(60)) == .success
  }

  @MainActor
  func testTheBufferingPolicyKeepsTheNewest() async {
    let broadcaster = StateBroadcaster(0)
    let buffers = broadcaster.countBuffers()
    let (stream, lifetime) = broadcaster.makeStream()
    for value in 1...5 { broadcaster.send(value) }
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    XCTAssertEqual(first, 5, "a slow consumer skips to the newest value")
    XCTAssertEqual(buffers.largestBuffer, 1)
    withExtendedLifetime(lifetime) {}
  }

  @MainActor
  func testReleasingAStreamsLifetimeEndsTheStreamAtOnce() async {
    let broadcaster = StateBroadcaster(0)
    let stream: StateStream<Int>
    do {
      let (made, lifetime) = broadcaster.makeStream()
      stream = made
      XCTAssertEqual(broadcaster.streamsCount, 1)
      withExtendedLifetime(lifetime) {}
    }
    XCTAssertEqual(broadcaster.streamsCount, 0, "forgotten at once, not on a later turn")
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    XCTAssertEqual(first, 0, "what was sent before the end is still read")
    XCTAssertNil(second, "then the stream has ended")
  }
}
