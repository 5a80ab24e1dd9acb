import MVVMCore
import XCTest

/// Fails the calling test once per broken rule, naming the case and the strategy.
@MainActor
public func assertConforms(
  _ strategy: BindingStrategy, file: StaticString = #filePath, line: UInt = #line
) async {
  await assertConforms(strategy, to: ConformanceCase.all, file: file, line: line)
}

/// Fails the calling test once per broken rule among `cases`, naming the case and the strategy.
@MainActor
public func assertConforms(
  _ strategy: BindingStrategy, to cases: [ConformanceCase],
  file: StaticString = #filePath, line: UInt = #line
) async {
  for failure in await conformanceFailures(of: strategy, cases: cases) {
    XCTFail(failure.description, file: file, line: line)
  }
}
