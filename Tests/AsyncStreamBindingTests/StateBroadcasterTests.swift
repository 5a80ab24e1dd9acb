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
    // A stream ended off the main actor is forgotten on the main actor's next turn (see
    // `makeStream()`): give the end a few turns, as a sanitizer's slower threads may need.
    for _ in 0..<10 where viewModel.outputs.streamsCount > 1 { await Task.yield() }
    XCTAssertEqual(
      viewModel.outputs.streamsCount, 1, "a released screen's stream is ended and forgotten")
    screens[0].view.idField.enterText("still bound")
    await screens[0].settle()
    XCTAssertEqual(screens[0].view.validationLabel.text, "Password has not been entered.")
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
