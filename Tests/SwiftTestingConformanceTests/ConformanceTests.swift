import MVVMBindingKit
import MVVMConformance
import Testing

/// The conformance suite as a Swift Testing user runs it: every case on every strategy, each
/// pair a test case of its own that passes or fails alone, with one `Issue` per broken rule.
@Suite("Conformance, in Swift Testing")
struct ConformanceTests {
  // `.serialized`: one case after another, in the order of the report. Every case runs on the
  // one main actor, and `failures(of:)` runs one at a time anyway, each time limit starting
  // with its turn; this suite and the guide's run side by side and take turns the same way.
  @Test(
    "Every strategy keeps every rule", .serialized,
    arguments: BindingStrategy.all, ConformanceCase.all)
  func conforms(_ strategy: BindingStrategy, to conformanceCase: ConformanceCase) async {
    for failure in await conformanceCase.failures(of: strategy) {
      Issue.record("\(failure)")
    }
  }
}
