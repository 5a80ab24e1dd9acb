import Foundation
import MVVMBindingKit
import MVVMTestSupport

extension DeliveryProfile {
  /// The profile under `compare`'s JSON keys (docs/Contract.md §8) (`null` where an observer count cannot be had).
  var jsonObject: [String: Any] {
    [
      "inline": inline, "shownBeforeSettle": shownBeforeSettle,
      "validationWritesPerEdit": validationWritesPerEdit,
      "validationWritesUnchanged": validationWritesUnchanged,
      "validationWritesBurst10": validationWritesBurst10, "viewWritesPerEdit": viewWritesPerEdit,
      "turnsPerEdit": turnsPerEdit, "fanOut10WritesPerEdit": fanOut10WritesPerEdit,
      "serviceCallsPerFanOutTap": serviceCallsPerFanOutTap,
      "liveObserversAfterChurn": liveObserversAfterChurn.map { $0 as Any } ?? NSNull(),
    ]
  }
}
