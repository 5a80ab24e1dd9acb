import MVVMBindingKit
import MVVMConformance
import Testing

/// The conformance suite as a Swift Testing user runs it: every case on every strategy, each
/// pair a test case of its own that passes or fails alone, with one `Issue` per broken rule.
@Suite("Conformance, in Swift Testing")
struct ConformanceTests {
  // `.serialized`: every case runs on the one main actor, so in parallel the cases only take
  // turns, and each one's time limit runs while it waits; all 280 at once, many time out.
  @Test(
    "Every strategy keeps every rule", .serialized,
    arguments: BindingStrategy.all, ConformanceCase.all)
  func conforms(_ strategy: BindingStrategy, to conformanceCase: ConformanceCase) async {
    for failure in await conformanceCase.failures(of: strategy) {
      Issue.record("\(failure)")
    }
  }
}
