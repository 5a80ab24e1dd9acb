import MVVMBindingKit
import MVVMConformance
import XCTest

/// Each strategy's delivery semantics as `deliveryProfile(of:)` measures them — the facts the
/// guides and the comparison state in prose, pinned down here with the reason for each.
final class DeliveryProfileTests: XCTestCase {
  @MainActor
  func testEachStrategyDeliversAsItsMechanismPromises() async {
    for strategy in everyStrategy {
      guard let expected = Self.expected[strategy.id] else {
        XCTFail("no expected profile for \(strategy.id)")
        continue
      }
      var profile = await deliveryProfile(of: strategy)
      if !expected.inline {
        // A render in a task is at least one turn away; more when other jobs are queued on
        // the main actor first (on Linux it is the main dispatch queue), so not exactly one.
        XCTAssertGreaterThanOrEqual(profile.turnsPerEdit, 1, strategy.id)
        XCTAssertLessThan(profile.turnsPerEdit, 3, strategy.id)
        profile.turnsPerEdit = expected.turnsPerEdit
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
  /// is current one `Task.yield()` later (the consumer runs next on the main actor).
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
      // `bufferingNewest(1)`: a burst reaches the consumer as its first state and its newest.
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
