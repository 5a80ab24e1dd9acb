/// Where a type's reactive extensions live, as in RxSwift: `view.rx.validationText` is a
/// `Binder` a stream binds to, declared in an `extension Reactive where Base == …`.
public struct Reactive<Base> {
  /// The object the extensions act on.
  public let base: Base

  /// The extensions of `base`.
  public init(_ base: Base) {
    self.base = base
  }
}

/// A type whose reactive extensions are reached through `rx`.
public protocol ReactiveCompatible {
  /// The type the extensions act on: the conforming type itself.
  associatedtype ReactiveBase
  /// This value's reactive extensions.
  var rx: Reactive<ReactiveBase> { get }
}

extension ReactiveCompatible {
  /// This value's reactive extensions.
  public var rx: Reactive<Self> { Reactive(self) }
}
