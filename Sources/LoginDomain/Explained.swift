/// A value the form explains in words (an error, a status): it states its text once, in every
/// language, and `message(in:)` picks one.
public protocol Explained {
  /// What the form says of this value, in every language.
  var text: LocalizedText { get }
}

extension Explained {
  /// What the form says of this value, in `language`.
  public func message(in language: Language) -> String {
    text.in(language)
  }
}
