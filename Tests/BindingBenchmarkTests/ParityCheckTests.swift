import BindingBenchmark
import MVVMBindingKit
import XCTest

/// The parity check looks at the screens that were timed, after every event they ran.
final class ParityCheckTests: XCTestCase {
  @MainActor
  func testAStrategyThatDriftsOnlyAfterManyEventsFailsParity() async {
    var options = BenchmarkOptions(
      strategies: [.driftsAfterTwelveEdits], scenarios: [.edit], isQuick: true,
      includesReferences: false)
    options.warmUp = .milliseconds(1)
    options.targetSample = .milliseconds(1)
    options.countedEvents = 10
    options.rounds = 20  // at least one event a round: the drift (after 12 edits) is reached
    let report = await BindingBenchmark.run(options)
    // A replay of a few fresh events (the check this replaced ran eleven) never reaches the
    // drift; the timed workload ran hundreds of edits, and its views are the ones compared.
    XCTAssertEqual(report.parityFailures.map(\.strategy), ["drifts-after-twelve-edits"])
    XCTAssertTrue(
      report.parityFailures.first?.differences.contains { $0.contains("stale") } ?? false,
      "\(report.parityFailures)")
  }
}

extension BindingStrategy {
  /// `direct`, whose validation label goes stale after each screen's twelfth edit.
  fileprivate static let driftsAfterTwelveEdits = BindingStrategy(
    id: "drifts-after-twelve-edits", title: "Drifts", summary: "direct, stale after 12 edits"
  ) { count, model, service in
    BindingStrategy.direct.makeScreens(count: count, model: model, service: service).map { screen in
      var edits = 0
      let view = screen.view
      for field in [view.idField, view.passwordField] {
        // Added after direct's own actions, so each runs after direct has written the view.
        field.addAction(for: .editingChanged) {
          edits += 1
          if edits > 12 { view.validationLabel.text = "stale" }
        }
      }
      return screen
    }
  }
}
