import BindingParity
import Migration
import XCTest

/// What the search screen does, held on both versions — before (`ReactiveStream`) and after
/// (Observation) — input by input, each step's whole screen compared as one line.
final class SearchBehaviourTests: XCTestCase {
  @MainActor
  func testASearchWaitsUntilTheTypingHasPausedForTheDebounce() async {
    await assertSession([
      (.type("a"), #""a", calls []"#),
      (.advance(milliseconds: 299), #""a", calls []"#),
      (.type("ab"), #""ab", calls []"#),
      // 598 ms after the first keystroke: the wait restarted with the second.
      (.advance(milliseconds: 299), #""ab", calls []"#),
      (.advance(milliseconds: 1), #""ab", spinner, calls ["ab"]"#),
      (.answer(.newest, count: 2), #""ab", results [ab-1, ab-2], calls ["ab"]"#),
    ])
  }

  @MainActor
  func testNewerTypingCancelsTheCallInFlight() async {
    await assertSession([
      (.type("a"), #""a", calls []"#),
      (.advance(milliseconds: 300), #""a", spinner, calls ["a"]"#),
      (.type("ab"), #""ab", calls ["a" cancelled]"#),
      (.advance(milliseconds: 300), #""ab", spinner, calls ["a" cancelled, "ab"]"#),
      (.answer(.oldest, count: 1), #""ab", results [ab-1], calls ["a" cancelled, "ab"]"#),
    ])
  }

  @MainActor
  func testAStaleAnswerIsNeverShownEvenWhenTheServiceIgnoresTheCancel() async {
    await assertSession(
      [
        (.type("a"), #""a", calls []"#),
        (.advance(milliseconds: 300), #""a", spinner, calls ["a"]"#),
        (.type("b"), #""b", calls ["a" cancelled]"#),
        (.advance(milliseconds: 300), #""b", spinner, calls ["a" cancelled, "b"]"#),
        // The cancelled call for "a" still waited, and is answered first: nothing changes.
        (.answer(.oldest, count: 2), #""b", spinner, calls ["a" cancelled, "b"]"#),
        (.answer(.oldest, count: 1), #""b", results [b-1], calls ["a" cancelled, "b"]"#),
      ], honoursCancellation: false)
  }

  @MainActor
  func testAFailureShowsTheErrorAndRetrySearchesTheSameQueryAtOnce() async {
    await assertSession([
      (.tapRetry, #""", calls []"#),
      (.type("a"), #""a", calls []"#),
      (.advance(milliseconds: 300), #""a", spinner, calls ["a"]"#),
      (.fail(.oldest), #""a", error "Could not search for \"a\"", retry, calls ["a"]"#),
      (.tapRetry, #""a", spinner, calls ["a", "a"]"#),
      (.answer(.oldest, count: 1), #""a", results [a-1], calls ["a", "a"]"#),
    ])
  }

  @MainActor
  func testASearchThatFindsNothingShowsTheEmptyStateUntilTheNextEdit() async {
    await assertSession([
      (.type("a"), #""a", calls []"#),
      (.advance(milliseconds: 300), #""a", spinner, calls ["a"]"#),
      (.answer(.newest, count: 0), #""a", nothing found, calls ["a"]"#),
      (.type("ab"), #""ab", calls ["a"]"#),
    ])
  }

  @MainActor
  func testClearingTheQueryCancelsTheWaitAndTheCallAndSearchesNothing() async {
    await assertSession([
      (.type("a"), #""a", calls []"#),
      (.clear, #""", calls []"#),
      (.advance(milliseconds: 300), #""", calls []"#),
      (.type("b"), #""b", calls []"#),
      (.advance(milliseconds: 300), #""b", spinner, calls ["b"]"#),
      (.clear, #""", calls ["b" cancelled]"#),
      (.answer(.oldest, count: 1), #""", calls ["b" cancelled]"#),
    ])
  }

  /// Plays `steps` on a fresh screen of each version, settling after each input, and compares
  /// what the screen shows with the step's line; a failure names the version and the step.
  @MainActor
  private func assertSession(
    _ steps: [(input: SearchInput, shows: String)], honoursCancellation: Bool = true,
    file: StaticString = #filePath, line: UInt = #line
  ) async {
    let versions: [(name: String, make: @MainActor () -> SearchParityScreen)] = [
      ("before", { .before(honoursCancellation: honoursCancellation) }),
      ("after", { .after(honoursCancellation: honoursCancellation) }),
    ]
    for version in versions {
      let screen = version.make()
      await screen.settle()
      XCTAssertEqual(
        screen.shown.description, #""", calls []"#, version.name, file: file, line: line)
      for (number, step) in steps.enumerated() {
        await screen.send(step.input)
        await screen.settle()
        XCTAssertEqual(
          screen.shown.description, step.shows,
          "\(version.name), after input \(number + 1) (\(step.input))", file: file, line: line)
      }
    }
  }
}
