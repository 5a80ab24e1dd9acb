import MVVMCore

/// The baseline screen: it forwards the view's editing events and taps to the controller, which
/// writes its view (`DirectAttachment`).
public typealias DirectLoginScreen = BoundScreen<DirectAttachment<DirectLoginController>>

extension DirectLoginController: ViewWritingController {}
