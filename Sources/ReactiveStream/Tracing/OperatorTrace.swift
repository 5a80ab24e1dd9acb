/// Where `combineLatest`, `share`, `flatMapLatest` and `debounce` tell a trace what they did
/// with an element, so a sequence diagram can show a stream's operators as hops.
@MainActor
public enum OperatorTrace {
  /// Called with a one-line description each time one of those operators passes an element on;
  /// nil (the default) costs one check, and the description is built only when this is set.
  public static var report: ((() -> String) -> Void)?
}
