/// A group of disposables disposed together; one added after disposal is disposed at once.
@MainActor
public final class CompositeDisposable: Disposable {
  @usableFromInline
  var disposables: [any Disposable]?

  /// A group holding `disposables`.
  @inlinable
  public init(_ disposables: [any Disposable] = []) {
    self.disposables = disposables
  }

  /// Whether the group has been disposed.
  @inlinable
  public var isDisposed: Bool { disposables == nil }

  /// Adds a disposable, or disposes it at once if the group is already disposed.
  @inlinable
  public func insert(_ disposable: any Disposable) {
    if disposables == nil { disposable.dispose() } else { disposables?.append(disposable) }
  }

  /// Removes a disposable without disposing it.
  @inlinable
  public func remove(_ disposable: any Disposable) {
    disposables?.removeAll { $0 === disposable }
  }

  /// Disposes every disposable in the group, once.
  @inlinable
  public func dispose() {
    guard let disposables else { return }
    self.disposables = nil
    for disposable in disposables { disposable.dispose() }
  }
}
