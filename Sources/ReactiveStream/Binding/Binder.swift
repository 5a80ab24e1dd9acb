/// An observer that writes each element into a target object it holds weakly — a label's text,
/// a button's state — and does nothing once the target is gone.
///
/// A binding must not fail: an error sent to a binder is reported (see `BindingErrors`) and
/// ignored, where RxSwift would stop a debug build.
@MainActor
public struct Binder<Value>: ObserverType {
  @usableFromInline
  let binding: (Value) -> Void

  /// A binder that calls `binding` with the target and each element while the target lives.
  @inlinable
  public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {
    self.binding = { [weak target] value in
      if let target { binding(target, value) }
    }
  }

  /// Writes a `.next` element; reports an error; ignores completion.
  @inlinable
  public func on(_ event: Event<Value>) {
    switch event {
    case .next(let value): binding(value)
    case .error(let error): BindingErrors.report(error)
    case .completed: break
    }
  }
}
