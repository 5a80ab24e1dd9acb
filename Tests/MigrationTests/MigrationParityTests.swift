import BindingParity
import Foundation
import Migration
import XCTest

/// The migration proven: the after screen shows what the before screen shows, and its service
/// receives the same calls, on random sessions that type, clear, wait, answer in and out of
/// order, fail and retry.
final class MigrationParityTests: XCTestCase {
  /// As many sessions as `MIGRATION_SESSIONS` says — CI runs this test alone with 1 000, about
  /// ten seconds in a debug build — and 100 in a plain `swift test`, about one second.
  private var sessions: Int {
    ProcessInfo.processInfo.environment["MIGRATION_SESSIONS"].flatMap(Int.init) ?? 100
  }

  @MainActor
  func testBeforeAndAfterShowTheSameOnRandomSessions() async {
    let sessions = sessions
    let seen = SeenOnScreen()
    let report = await checkParity(
      reference: { SearchParityScreen.before() },
      candidate: { Watched(SearchParityScreen.after(), by: seen) },
      inputs: SearchInput.generator, sessions: sessions)
    XCTAssertTrue(report.holds, report.description)
    XCTAssertEqual(report.sessionsRun, sessions)
    // The sessions are not idle: they held what can go wrong in a migration.
    XCTAssertEqual(
      seen.parts,
      ["spinner", "results", "nothing found", "error", "cancelled call", "retried call"])
  }
}

/// The parts of the screen the sessions reached.
@MainActor
private final class SeenOnScreen {
  var parts: Set<String> = []

  func note(_ shown: SearchShown) {
    if shown.isSpinning { parts.insert("spinner") }
    if !shown.results.isEmpty { parts.insert("results") }
    if shown.isNothingFoundShown { parts.insert("nothing found") }
    if shown.error != nil { parts.insert("error") }
    if shown.calls.contains(where: \.isCancelled) { parts.insert("cancelled call") }
    if shown.calls.count > Set(shown.calls.map(\.query)).count { parts.insert("retried call") }
  }
}

/// A screen passed through unchanged, noting what it shows after each settle.
@MainActor
private final class Watched: ParityScreen {
  let screen: SearchParityScreen
  let seen: SeenOnScreen

  init(_ screen: SearchParityScreen, by seen: SeenOnScreen) {
    (self.screen, self.seen) = (screen, seen)
  }

  func send(_ input: SearchInput) async { await screen.send(input) }

  func settle() async {
    await screen.settle()
    seen.note(screen.shown)
  }

  var shown: SearchShown { screen.shown }
}
