import HeadlessUI

extension LabelState {
  /// What `label` shows now.
  @MainActor
  init(_ label: Label) {
    self.init(text: label.text, textColor: label.textColor, isHidden: label.isHidden)
  }
}
