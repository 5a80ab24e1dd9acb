/// A call to a service that a tap makes: its arguments, captured at the moment of the tap, and
/// how a trace shows it and its answer. `LoginRequest` and `SignupRequest` are the kit's.
public protocol ServiceCall: Sendable {
  /// The service it calls.
  associatedtype Service: Sendable
  /// What the service answers when the call succeeds.
  associatedtype Response: Sendable
  /// Why the call failed, as the screen explains it.
  associatedtype Failure: Error
  /// Calls `service`.
  func send(to service: Service) async throws(Failure) -> Response
  /// The call as a trace shows it, passwords masked.
  var tracedCall: String { get }
  /// An answer as a trace shows it.
  static func traced(_ answer: Result<Response, Failure>) -> String
}
