/// Seeded random values that shrink: what `checkParity` draws a session's inputs from.
///
/// A generator makes its value from a sequence of random choices, and shrinking simplifies the
/// choices rather than the value — so every generator built with `map`, `oneOf`, `frequency`,
/// `flatMap` or `zip` shrinks, with no shrinking code of its own. Simpler choices mean earlier
/// elements, earlier alternatives, numbers nearer 0 and shorter strings.
///
/// ```swift
/// let inputs: Generator<SearchInput> = .frequency(
///   (3, .string(of: ["a", "b"], length: 0...3).map(SearchInput.type)),
///   (2, .element(of: [100, 300]).map(SearchInput.advance)),
///   (1, .element(of: [.answerOldest, .answerNewest, .fail])))
/// ```
///
/// `int(in:)` and `string(of:length:)` can start a chain for any `Value`
/// (`.int(in: 0...9).map(…)` where a `Generator<Input>` is expected).
public struct Generator<Value>: Sendable {
  let make: @Sendable (inout Choices) -> Value

  init(_ make: @escaping @Sendable (inout Choices) -> Value) {
    self.make = make
  }

  /// One of `values`; shrinks toward earlier elements, so list the simplest first.
  public static func element(of values: [Value]) -> Generator<Value> where Value: Sendable {
    precondition(!values.isEmpty, "Generator.element(of:) needs at least one value")
    return Generator { choices in values[choices.index(below: values.count)] }
  }

  /// A value from one of `generators`, each as likely; shrinks toward earlier generators (where
  /// that does not make the value longer to draw), then within the one chosen.
  public static func oneOf(_ generators: Generator<Value>...) -> Generator<Value> {
    precondition(!generators.isEmpty, "Generator.oneOf needs at least one generator")
    return Generator { choices in generators[choices.index(below: generators.count)].make(&choices)
    }
  }

  /// A value from one of `generators`, each chosen in proportion to its weight (> 0); shrinks
  /// toward earlier generators (where that does not make the value longer to draw), then within
  /// the one chosen.
  public static func frequency(_ generators: (weight: Int, generator: Generator<Value>)...)
    -> Generator<Value>
  {
    precondition(
      !generators.isEmpty && generators.allSatisfy { $0.weight > 0 },
      "Generator.frequency needs at least one generator, each with a weight above 0")
    let total = generators.reduce(0) { $0 + $1.weight }
    return Generator { choices in
      var roll = choices.index(below: total)
      var bandStart = 0
      for (weight, generator) in generators {
        if roll < weight {
          choices.recordLast(as: UInt64(bandStart))
          return generator.make(&choices)
        }
        roll -= weight
        bandStart += weight
      }
      preconditionFailure("a roll below the total weight falls within one generator")
    }
  }

  /// The generated value transformed; it shrinks as the original does.
  public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Generator<T> {
    Generator<T> { choices in transform(make(&choices)) }
  }

  /// A value drawn from the generator that `transform` makes of this one's value; both shrink.
  public func flatMap<T>(_ transform: @escaping @Sendable (Value) -> Generator<T>) -> Generator<T> {
    Generator<T> { choices in transform(make(&choices)).make(&choices) }
  }
}

/// Pairs of values, one from each generator; both shrink.
public func zip<A, B>(_ first: Generator<A>, _ second: Generator<B>) -> Generator<(A, B)> {
  Generator { choices in (first.make(&choices), second.make(&choices)) }
}
