import AsyncStreamBinding
import ClosureBinding
import DirectBaseline
import MVVMCore
import NotificationCenterBinding
import ObservationBinding
import ReactiveBinding

extension BindingStrategy {
  /// Every binding strategy of the kit, in SPEC order; `direct`, the baseline, is not among them.
  public static let all: [BindingStrategy] = [
    .notificationCenter, .closures, .reactive, .observation, .asyncStream,
  ]

  /// The strategy with this id, `direct` included; nil when there is none.
  public static func named(_ id: String) -> BindingStrategy? {
    (all + [.direct]).first { $0.id == id }
  }

  /// What to tell a person who asked for an id `named(_:)` does not know: every valid id, with
  /// `alsoValid` (such as `all`) first.
  public static func unknownIDMessage(_ id: String, alsoValid: [String] = []) -> String {
    let valid = alsoValid + (all + [.direct]).map(\.id)
    return "unknown strategy '\(id)'; valid ids: \(valid.joined(separator: ", "))"
  }
}
