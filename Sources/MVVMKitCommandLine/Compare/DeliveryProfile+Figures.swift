import MVVMTestSupport

extension DeliveryProfile {
  /// What `compare` prints of the login screen, in order, under the keys of docs/Contract.md §8.
  static let figures: [ComparedFigure<DeliveryProfile>] = [
    .flag(
      "inline", \.inline,
      meaning: "the validation label is current when enterText returns (every edit)"),
    .flag(
      "shownBeforeSettle", \.shownBeforeSettle,
      meaning: "a new screen shows its state before any suspension"),
    .number(
      "validationWritesPerEdit", \.validationWritesPerEdit,
      meaning: "validationLabel.text writes per edit that changes it"),
    .number(
      "validationWritesUnchanged", \.validationWritesUnchanged,
      meaning: "those writes when the text stays the same"),
    .number(
      "validationWritesBurst10", \.validationWritesBurst10,
      meaning: "those writes for ten id edits in one turn (fewer: coalesced)"),
    .number(
      "viewWritesPerEdit", \.viewWritesPerEdit,
      meaning: "every view property the binding writes, per edit"),
    .number(
      "turnsPerEdit", \.turnsPerEdit,
      meaning: "Task.yield() rounds after an edit until the view is current"),
    .number(
      "fanOut10WritesPerEdit", \.fanOut10WritesPerEdit,
      meaning: "label writes across 10 screens sharing a view model, per edit"),
    .number(
      "serviceCallsPerFanOutTap", \.serviceCallsPerFanOutTap,
      meaning: "service calls for one tap with those 10 screens (one)"),
    .count(
      "liveObserversAfterChurn", \.liveObserversAfterChurn,
      meaning: "observers still registered after 1 000 screens are released"),
  ]
}
