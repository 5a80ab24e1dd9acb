/// One thing that happens to the search screen in a parity session: the person types, clears or
/// taps retry; time passes; the service answers or fails a call — so a debounce, a cancelled
/// call and an out-of-order answer are as easy to generate as an edit.
public enum SearchInput: Equatable, Sendable {
  /// The person replaces the query with `text`.
  case type(String)
  /// The person clears the query.
  case clear
  /// Time passes on the screen's clock.
  case advance(milliseconds: Int)
  /// The service answers a waiting call with `count` names (none: nothing found).
  case answer(GatedSearchService.Pick, count: Int)
  /// The service fails a waiting call.
  case fail(GatedSearchService.Pick)
  /// The person taps retry (nothing happens while it is disabled).
  case tapRetry
}

extension SearchInput: CustomStringConvertible, CustomDebugStringConvertible {
  /// The input as one line of a report: `type "ab"`, `advance 300 ms`, `answer newest: 2 names`.
  public var description: String { spellings.line }

  /// The input as Swift source, for a report's replay line: `.type("ab")`.
  public var debugDescription: String { spellings.source }

  /// Each input's two spellings side by side: a report's line, and the Swift source that makes it.
  private var spellings: (line: String, source: String) {
    switch self {
    case .type(let text): ("type \(String(reflecting: text))", ".type(\(String(reflecting: text)))")
    case .clear: ("clear the query", ".clear")
    case .advance(let milliseconds):
      ("advance \(milliseconds) ms", ".advance(milliseconds: \(milliseconds))")
    case .answer(let pick, let count):
      ("answer \(pick): \(Self.found(count))", ".answer(.\(pick), count: \(count))")
    case .fail(let pick): ("fail \(pick)", ".fail(.\(pick))")
    case .tapRetry: ("tap retry", ".tapRetry")
    }
  }

  /// What an answer of `count` names found, in words.
  private static func found(_ count: Int) -> String {
    switch count {
    case 0: "nothing found"
    case 1: "1 name"
    default: "\(count) names"
    }
  }
}
