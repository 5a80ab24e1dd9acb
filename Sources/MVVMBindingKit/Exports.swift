// One import gives a reader the whole kit: the model, the headless view, the shared contract,
// the baseline and every strategy module. `MVVMConformance` imports XCTest, so it stays apart.
@_exported import AsyncStreamBinding
@_exported import ClosureBinding
@_exported import DirectBaseline
@_exported import HeadlessUI
@_exported import LoginDomain
@_exported import MVVMCore
@_exported import MVVMTestSupport
@_exported import NotificationCenterBinding
@_exported import NotificationMessagesBinding
@_exported import ObservationBinding
@_exported import ObservationsBinding
@_exported import ReactiveBinding
@_exported import ReactiveStream
@_exported import SignupDomain
