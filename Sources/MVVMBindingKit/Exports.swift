// One import gives a reader the whole kit: the model, the headless view, the shared contract,
// the instruments a strategy reports to, each strategy's explanation, the reactive library, and (re-exported beside
// `BindingStrategy.all`, so a new strategy is added in one place) the baseline and every
// strategy module. The test tools are products of their own and are not re-exported, nor
// depended on: `MVVMTestSupport` (gated services, a manual clock and the trace API that plays
// inputs on them), `MVVMConformance` (it imports XCTest) and `ReactiveStreamTesting`.
@_exported import BindingInstruments
@_exported import HeadlessUI
@_exported import LoginDomain
@_exported import MVVMCore
@_exported import ReactiveStream
@_exported import SignupDomain
@_exported import StrategyExplanation
