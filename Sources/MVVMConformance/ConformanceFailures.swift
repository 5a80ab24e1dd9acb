import MVVMCore

/// Runs every conformance case on `strategy`, framework-neutral: an empty list means it conforms.
public func conformanceFailures(of strategy: BindingStrategy) async -> [ConformanceFailure] {
  await conformanceFailures(of: strategy, cases: ConformanceCase.all)
}

/// Runs the given cases on `strategy`, in order, and collects every failure.
public func conformanceFailures(
  of strategy: BindingStrategy, cases: [ConformanceCase]
) async -> [ConformanceFailure] {
  var failures: [ConformanceFailure] = []
  for conformanceCase in cases {
    failures += await conformanceCase.failures(of: strategy)
  }
  return failures
}
