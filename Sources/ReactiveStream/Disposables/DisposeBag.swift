/// Collects subscriptions and disposes them all when the bag is released — usually with the
/// screen that owns it.
@MainActor
public final class DisposeBag {
  @usableFromInline
  var disposables: [any Disposable] = []

  /// An empty bag.
  @inlinable
  public init() {}

  /// Adds a subscription to dispose with the bag.
  @inlinable
  public func insert(_ disposable: any Disposable) {
    disposables.append(disposable)
  }

  deinit {
    // Safe because bags, like the screens that own them, are released on the main actor
    // (docs/Contract.md §3); `assumeIsolated` traps rather than race if that rule is ever broken.
    MainActor.assumeIsolated {
      for disposable in disposables { disposable.dispose() }
    }
  }
}

extension Disposable {
  /// Adds this subscription to `bag`, so it is disposed when the bag is released.
  @inlinable
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
