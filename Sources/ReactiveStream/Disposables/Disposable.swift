/// A subscription or resource that can be ended; disposing twice does nothing.
@MainActor
public protocol Disposable: AnyObject {
  /// Ends the subscription and frees its resources.
  func dispose()
}
