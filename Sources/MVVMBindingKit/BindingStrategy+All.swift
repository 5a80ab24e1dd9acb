// Every strategy module, re-exported here beside the list that names its strategy: adding a
// strategy to the kit is one import and one entry below.
@_exported import AsyncStreamBinding
@_exported import ClosureBinding
@_exported import DirectBaseline
@_exported import NotificationCenterBinding
@_exported import NotificationMessagesBinding
@_exported import ObservationBinding
@_exported import ObservationsBinding
@_exported import ReactiveBinding
import MVVMCore

extension BindingStrategy {
  /// Every binding strategy of the kit, in the contract's order; `direct`, the baseline, is not among them.
  /// The five classic ones always; the two newer ones where the compiler and the OS have them.
  public static let all: [BindingStrategy] = {
    var strategies: [BindingStrategy] = [
      .notificationCenter, .closures, .reactive, .observation, .asyncStream,
    ]
    #if compiler(>=6.3)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        strategies.append(.notificationMessages)
      }
    #endif
    #if compiler(>=6.2)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        strategies.append(.observations)
      }
    #endif
    return strategies
  }()

  /// The strategy with this id, `direct` included; nil when there is none.
  public static func named(_ id: String) -> BindingStrategy? {
    named(id, among: all)
  }

  /// The strategy with this id among `strategies` and `direct`; nil when there is none.
  public static func named(_ id: String, among strategies: [BindingStrategy]) -> BindingStrategy? {
    (strategies + [.direct]).first { $0.id == id }
  }

  /// What to tell a person who asked for an id `named(_:)` does not know: every valid id, with
  /// `alsoValid` (such as `all`) first, and then those of `strategies` (the kit's, by default)
  /// and `direct`.
  public static func unknownIDMessage(
    _ id: String, alsoValid: [String] = [], among strategies: [BindingStrategy] = all
  ) -> String {
    let valid = alsoValid + (strategies + [.direct]).map(\.id)
    return "unknown strategy '\(id)'; valid ids: \(valid.joined(separator: ", "))"
  }
}
