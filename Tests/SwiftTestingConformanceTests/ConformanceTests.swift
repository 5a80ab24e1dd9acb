import MVVMBindingKit
import MVVMConformance
import Testing

/// The conformance suite as a Swift Testing user runs it: each (strategy, case) pair a test case
/// of its own that passes or fails alone, with one `Issue` per broken rule.
///
/// What this target adds to `Tests/ConformanceTests` — which runs every case on every strategy
/// and `direct` under XCTest — is the runner: Swift Testing's arguments, and the main actor on
/// a thread other than the main one (the `deinit` bug of docs/architecture.md). So it runs a
/// covering slice, not every pair again: every case once, and every strategy on at least one
/// case of every behaviour (a second test below holds the slice to that).
@Suite("Conformance, in Swift Testing")
struct ConformanceTests {
  // `.serialized`: one case after another, in the order of the report. Every case runs on the
  // one main actor, and `failures(of:)` runs one at a time anyway, each time limit starting
  // with its turn; this suite and the guide's run side by side and take turns the same way.
  @Test(
    "Every case on a strategy, every strategy on every behaviour", .serialized,
    arguments: coveringSlice(of: BindingStrategy.all))
  func conforms(_ strategy: BindingStrategy, to conformanceCase: ConformanceCase) async {
    for failure in await conformanceCase.failures(of: strategy) {
      Issue.record("\(failure)")
    }
  }

  @Test("The slice runs every case, and every strategy on every behaviour")
  func theSliceCovers() {
    let slice = coveringSlice(of: BindingStrategy.all)
    let ran = Set(slice.map(\.1.id))
    let leftOut = ConformanceCase.all.filter { !ran.contains($0.id) }.map(\.name)
    #expect(leftOut.isEmpty, "cases left out: \(leftOut)")
    for strategy in BindingStrategy.all {
      let met = Set(slice.filter { $0.0.id == strategy.id }.map(\.1.behaviour))
      let unmet = ConformanceCase.Behaviour.allCases.filter { !met.contains($0) }.map(\.rawValue)
      #expect(unmet.isEmpty, "\(strategy.id) runs no case of \(unmet)")
    }
  }
}

/// Pairs of strategies and cases: within each behaviour of `k` cases, pair `i` of
/// `max(k, strategies.count)` is strategy `i % strategies.count` with case `i % k`. A behaviour
/// with no more cases than there are strategies gives each strategy one of them (cases
/// repeating); one with more gives each case one strategy (strategies repeating).
private func coveringSlice(
  of strategies: [BindingStrategy]
) -> [(BindingStrategy, ConformanceCase)] {
  ConformanceCase.Behaviour.allCases.flatMap {
    behaviour -> [(BindingStrategy, ConformanceCase)] in
    let cases = ConformanceCase.cases(behaviour)
    guard !cases.isEmpty, !strategies.isEmpty else { return [] }
    return (0..<max(cases.count, strategies.count)).map { index in
      (strategies[index % strategies.count], cases[index % cases.count])
    }
  }
}
