/// A text the form shows, written in each language it speaks.
public struct LocalizedText: Sendable, Equatable {
  /// The text in English.
  public let english: String
  /// The text in Japanese.
  public let japanese: String

  /// A text in English and in Japanese.
  public init(_ english: String, _ japanese: String) {
    self.english = english
    self.japanese = japanese
  }

  /// The text in `language`.
  public func `in`(_ language: Language) -> String {
    switch language {
    case .english: english
    case .japanese: japanese
    }
  }
}
