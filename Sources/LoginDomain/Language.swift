/// The language the form's messages are shown in.
public enum Language: String, Sendable, CaseIterable {
  /// English, the default.
  case english
  /// Japanese, the language of the original sample.
  case japanese
}
