import MVVMCore

/// Counts the writes a binding makes to one view from the moment it is made: every widget's
/// write and every alert presented.
///
/// Counting replaces the view's write hooks (writes are still reported to `BindingHooks`);
/// until a counter is made, a write costs the widget one nil check; once counting, an
/// increment, with no allocation.
@MainActor
public final class ViewWriteCounter {
  private var widgetWrites = ViewWriteCounts()
  private weak var view: ScreenView?
  private let presentationsBefore: Int

  /// Starts counting writes to `view`'s widgets and its presented alerts from zero.
  public init(counting view: ScreenView) {
    self.view = view
    presentationsBefore = view.presentationCount
    view.hookWrites(counting: self)
  }

  /// The writes counted so far.
  public var counts: ViewWriteCounts {
    var counts = widgetWrites
    counts.all += (view?.presentationCount ?? presentationsBefore) - presentationsBefore
    return counts
  }

  /// Counts one write, to the validation label's text or another property.
  func count(isValidationText: Bool) {
    widgetWrites.all += 1
    if isValidationText { widgetWrites.validationText += 1 }
  }
}
