import BindingBenchmark
import MVVMBindingKit
import XCTest

/// The profiler's entry: every row it lists runs, and what it cannot run it refuses.
final class ProfilingRunTests: XCTestCase {
  @MainActor
  func testEveryRowRunsTheEditCycleAndEndsOnTheSameView() async throws {
    // Eight edits end the cycle twice with both fields empty, on every row alike.
    for id in ProfilingRun.rowIDs {
      let shown = await ProfilingRun.run(id, events: 8)
      XCTAssertEqual(shown, "ID and Password are not entered.", id)
    }
    // Any strategy fans out: the first the registry lists.
    let any = try XCTUnwrap(BindingStrategy.all.first).id
    let fannedOut = await ProfilingRun.run(any, events: 8, screens: 3)
    XCTAssertEqual(fannedOut, "ID and Password are not entered.")
  }

  @MainActor
  func testAnUnknownRowOrAFannedOutReferenceIsRefused() async {
    let unknown = await ProfilingRun.run("no-such-row", events: 1)
    XCTAssertNil(unknown)
    let fannedOutReference = await ProfilingRun.run("ref-closures", events: 1, screens: 2)
    XCTAssertNil(fannedOutReference)
  }
}
