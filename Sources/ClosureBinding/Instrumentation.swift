import BindingInstruments
import MVVMCore

// What the kit's instruments read from the closure style — the observers still registered and
// the names a trace gives them. None of it is part of the style a screen or view model shows.

extension ClosureLoginViewModel: ObserverCounting {
  /// The observations screens hold on the outputs.
  public var liveObserverCount: Int { observerCount(of: outputs) }
}

extension ClosureSignupViewModel: ObserverCounting {
  /// The observations screens hold on the outputs.
  public var liveObserverCount: Int { observerCount(of: outputs) }
}

/// An observable property, whatever its value type, as an observer count.
@MainActor
private protocol CountsObservers {
  var observerCount: Int { get }
}

extension ObservableProperty: CountsObservers {}

/// The observations held on every observable property `outputs` stores.
@MainActor
private func observerCount(of outputs: AnyObject) -> Int {
  Mirror(reflecting: outputs).children.reduce(0) { total, child in
    total + ((child.value as? any CountsObservers)?.observerCount ?? 0)
  }
}

/// What a trace calls the observers of the output at `keyPath`: its property name.
func outputName(_ keyPath: AnyKeyPath?) -> String {
  guard let keyPath else { return "property" }
  let path = "\(keyPath)"
  return path.split(separator: ".").last.map(String.init) ?? path
}
