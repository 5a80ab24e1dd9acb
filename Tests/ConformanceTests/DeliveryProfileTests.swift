import MVVMBindingKit
import MVVMConformance
import MVVMTestSupport
import XCTest

/// Each strategy's delivery semantics as `deliveryProfile(of:)` measures them — the facts the
/// guides and the comparison state in prose, pinned down here with the reason for each.
final class DeliveryProfileTests: XCTestCase {
  @MainActor
  func testEachStrategyDeliversAsItsMechanismPromises() async {
    XCTAssertEqual(
      Set(Self.expected.keys).subtracting(everyStrategy.map(\.id)), [],
      "an expected profile for a strategy that is not registered")
    for strategy in everyStrategy {
      var profile = await deliveryProfile(of: strategy)
      // What every strategy must measure, whatever its style.
      XCTAssertEqual(profile.validationWritesPerEdit, 1, strategy.id)
      XCTAssertEqual(profile.fanOut10WritesPerEdit, 10, strategy.id)
      XCTAssertEqual(profile.inline, profile.shownBeforeSettle, strategy.id)
      XCTAssertEqual(profile.inline, profile.turnsPerEdit == 0, strategy.id)
      // And what its own mechanism promises, written below with the reason: a strategy is
      // never let through without it.
      guard let expected = Self.expected[strategy.id] else {
        XCTFail(
          "DeliveryProfileTests.expected has no profile for strategy '\(strategy.id)': measure it "
            + "with `swift run mvvm-kit compare --strategy \(strategy.id)` and add it, with why "
            + "its mechanism delivers so (measured now: \(profile))")
        continue
      }
      if !expected.inline {
        // A stream consumer does not resume as a plain main-actor job: its resumption races
        // the probe's own `Task.yield()` (and, under load, whatever else is queued), so how
        // many rounds it takes is decided by threads. What holds is "not now, later".
        XCTAssertGreaterThanOrEqual(profile.turnsPerEdit, 1, strategy.id)
        profile.turnsPerEdit = expected.turnsPerEdit
        // The same race decides whether the consumer is back waiting when a burst begins:
        // waiting, it is handed the first edit and then the newest (2); not yet, only the
        // newest (1). Either way the burst coalesces.
        XCTAssertTrue(
          (1...expected.validationWritesBurst10).contains(profile.validationWritesBurst10),
          "\(strategy.id): burst \(profile.validationWritesBurst10)")
        profile.validationWritesBurst10 = expected.validationWritesBurst10
      }
      XCTAssertEqual(profile, expected, strategy.id)
      // Fan-out never multiplies the login: one tap, one call, whatever the screen count.
      XCTAssertEqual(profile.serviceCallsPerFanOutTap, 1, strategy.id)
    }
  }

  /// A synchronous strategy: the view is current when `enterText` returns, and every screen of
  /// a fan-out is written once per edit (`direct`'s controller writes each; a center, a
  /// property, a subject or a registrar delivers to each).
  private static func synchronous(
    unchanged: Double, burst: Double, viewWrites: Double, liveObservers: Int? = 0
  ) -> DeliveryProfile {
    DeliveryProfile(
      inline: true, shownBeforeSettle: true, validationWritesPerEdit: 1,
      validationWritesUnchanged: unchanged, validationWritesBurst10: burst,
      viewWritesPerEdit: viewWrites, turnsPerEdit: 0, fanOut10WritesPerEdit: 10,
      serviceCallsPerFanOutTap: 1, liveObserversAfterChurn: liveObservers)
  }

  /// A strategy whose screen renders in a task: nothing shows before a suspension, and an edit
  /// is current a turn or more later.
  private static func aTurnLater(unchanged: Double, burst: Double) -> DeliveryProfile {
    DeliveryProfile(
      inline: false, shownBeforeSettle: false, validationWritesPerEdit: 1,
      validationWritesUnchanged: unchanged, validationWritesBurst10: burst,
      viewWritesPerEdit: 11, turnsPerEdit: 1, fanOut10WritesPerEdit: 10,
      serviceCallsPerFanOutTap: 1, liveObserversAfterChurn: 0)
  }

  static let expected: [String: DeliveryProfile] = {
    var profiles: [String: DeliveryProfile] = [
      // Writes all 11 properties on every input, changed or not: no deduplication at all.
      "direct": synchronous(unchanged: 1, burst: 10, viewWrites: 11),
      // One post per input, and the observer writes the whole form state.
      "notification-center": synchronous(unchanged: 1, burst: 10, viewWrites: 11),
      // `update(_:)` sends only a changed output, and each observer writes only its own
      // properties: an unchanged text is never written, and an edit costs the fewest writes.
      // Of ten id edits the last ("a" → "ab") leaves the text as it was.
      "closures": synchronous(unchanged: 0, burst: 9, viewWrites: 5),
      // Operators without `distinctUntilChanged`: every value a chain emits reaches its Binder
      // (the colour and the button too), but only the chains an input feeds run.
      "reactive": synchronous(unchanged: 1, burst: 10, viewWrites: 6),
      // Typed messages: the same shape as the classic center.
      "notification-messages": synchronous(unchanged: 1, burst: 10, viewWrites: 11),
      // `bufferingNewest(1)`: a burst reaches a waiting consumer as its first state and its
      // newest (at most 2 writes).
      "async-stream": aTurnLater(unchanged: 1, burst: 2),
    ]
    // A render writes the whole form. From Swift 6.2 the `@Observable` macro skips a store of an
    // equal value, so an input that changes no output renders nothing; a released screen's
    // tracking stays registered until the next change (all 1 000 of them).
    #if compiler(>=6.2)
      profiles["observation"] = synchronous(
        unchanged: 0, burst: 9, viewWrites: 11, liveObservers: 1_000)
      // One element per transaction: the whole burst is one render.
      profiles["observations"] = aTurnLater(unchanged: 0, burst: 1)
    #else
      profiles["observation"] = synchronous(
        unchanged: 1, burst: 10, viewWrites: 11, liveObservers: 1_000)
    #endif
    return profiles
  }()
}
