/// How a strategy delivers its outputs, measured by running it (`deliveryProfile(of:)`): when the
/// view is current, how many writes an edit costs, what coalesces, and what a release leaves;
/// decoded from a recorded profile's keys.
public struct DeliveryProfile: Equatable, Sendable, Decodable {
  /// After one `enterText` that changes the validation text, the label shows the new text
  /// before any suspension — for every edit of the edit cycle.
  public var inline: Bool
  /// A new screen shows the empty-fields state before any suspension.
  public var shownBeforeSettle: Bool
  /// Writes to `validationLabel.text` per edit of the cycle, settled after each (mean).
  public var validationWritesPerEdit: Double
  /// Writes to `validationLabel.text` when the password changes from `pw` to `pw2` with id `a`:
  /// the text stays `OK`, so 0 where the strategy skips unchanged values.
  public var validationWritesUnchanged: Double
  /// Writes to `validationLabel.text` for ten id edits with no suspension between them, then a
  /// settle: 10 without deduplication, 9 with it, fewer where renders coalesce.
  public var validationWritesBurst10: Double
  /// Writes the binding makes to any view property per edit of the cycle (mean).
  public var viewWritesPerEdit: Double
  /// `Task.yield()` rounds after `enterText` until the view shows its settled state (0: inline),
  /// mean over the cycle, capped at 1 000.
  public var turnsPerEdit: Double
  /// Writes to `validationLabel.text` across 10 screens sharing a view model, per edit.
  public var fanOut10WritesPerEdit: Double
  /// Service calls for one tap with 10 screens sharing a view model (must be 1).
  public var serviceCallsPerFanOutTap: Double
  /// After `makeScreens(count: 1000)` are released (their view model kept): the view model's
  /// `liveObserverCount`; nil where it does not adopt `ObserverCounting`.
  public var liveObserversAfterChurn: Int?

  /// A profile with these figures (to state what a strategy should measure).
  public init(
    inline: Bool, shownBeforeSettle: Bool, validationWritesPerEdit: Double,
    validationWritesUnchanged: Double, validationWritesBurst10: Double, viewWritesPerEdit: Double,
    turnsPerEdit: Double, fanOut10WritesPerEdit: Double, serviceCallsPerFanOutTap: Double,
    liveObserversAfterChurn: Int?
  ) {
    self.inline = inline
    self.shownBeforeSettle = shownBeforeSettle
    self.validationWritesPerEdit = validationWritesPerEdit
    self.validationWritesUnchanged = validationWritesUnchanged
    self.validationWritesBurst10 = validationWritesBurst10
    self.viewWritesPerEdit = viewWritesPerEdit
    self.turnsPerEdit = turnsPerEdit
    self.fanOut10WritesPerEdit = fanOut10WritesPerEdit
    self.serviceCallsPerFanOutTap = serviceCallsPerFanOutTap
    self.liveObserversAfterChurn = liveObserversAfterChurn
  }
}
