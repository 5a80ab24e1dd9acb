// One import gives a reader the whole kit: the model, the headless view, the shared contract,
// the reactive library, the baseline and every strategy module. The test tools are products of
// their own and are not re-exported: `MVVMTestSupport` (the trace API below uses it, but an app
// has no use for gated services or a manual clock), `MVVMConformance` (it imports XCTest) and
// `ReactiveStreamTesting`.
@_exported import AsyncStreamBinding
@_exported import ClosureBinding
@_exported import DirectBaseline
@_exported import HeadlessUI
@_exported import LoginDomain
@_exported import MVVMCore
@_exported import NotificationCenterBinding
@_exported import NotificationMessagesBinding
@_exported import ObservationBinding
@_exported import ObservationsBinding
@_exported import ReactiveBinding
@_exported import ReactiveStream
@_exported import SignupDomain
