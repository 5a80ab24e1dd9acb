import MVVMCore

/// The baseline sign-up screen: it forwards the view's events to the controller, which writes
/// its view (`DirectAttachment`).
public typealias DirectSignupScreen = BoundScreen<DirectAttachment<DirectSignupController>>

extension DirectSignupController: ViewWritingController {}
