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

extension SearchInput: CustomStringConvertible {
  /// The input as one line of a report: `type "ab"`, `advance 300 ms`, `answer newest: 2 names`.
  public var description: String {
    switch self {
    case .type(let text): "type \(String(reflecting: text))"
    case .clear: "clear the query"
    case .advance(let milliseconds): "advance \(milliseconds) ms"
    case .answer(let pick, 0): "answer \(pick): nothing found"
    case .answer(let pick, 1): "answer \(pick): 1 name"
    case .answer(let pick, let count): "answer \(pick): \(count) names"
    case .fail(let pick): "fail \(pick)"
    case .tapRetry: "tap retry"
    }
  }
}

extension SearchInput: CustomDebugStringConvertible {
  /// The input as Swift source, for a report's replay line: `.type("ab")`.
  public var debugDescription: String {
    switch self {
    case .type(let text): ".type(\(String(reflecting: text)))"
    case .clear: ".clear"
    case .advance(let milliseconds): ".advance(milliseconds: \(milliseconds))"
    case .answer(let pick, let count): ".answer(.\(pick), count: \(count))"
    case .fail(let pick): ".fail(.\(pick))"
    case .tapRetry: ".tapRetry"
    }
  }
}
