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
}
