import BindingParity

extension SearchInput {
  /// Random sessions' inputs: typing from a two-letter alphabet (so queries collide), clears,
  /// waits around the 300 ms debounce, answers to the oldest or the newest call, failures and
  /// retries. Each shrinks toward the simplest: a one-letter "a", a short wait, the oldest call.
  public static let generator: Generator<SearchInput> = .frequency(
    (4, texts.map { .type($0) }),
    (1, .element(of: [.clear])),
    (4, waits.map { .advance(milliseconds: $0) }),
    (3, zip(picks, Generator<Int>.int(in: 0...2)).map { .answer($0, count: $1) }),
    (1, picks.map { .fail($0) }),
    (1, .element(of: [.tapRetry]))
  )

  private static let texts = Generator<String>.string(of: ["a", "b"], length: 1...2)
  private static let waits = Generator<Int>.element(of: [100, 200, 299, 300, 301, 600])
  private static let picks = Generator<GatedSearchService.Pick>.element(of: [.oldest, .newest])
}
