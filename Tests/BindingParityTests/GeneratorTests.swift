import XCTest

@testable import BindingParity

/// Generators draw from their whole range, and simpler choices make simpler values.
final class GeneratorTests: XCTestCase {
  func testTheSimplestChoicesMakeTheSimplestValues() {
    XCTAssertEqual(simplest(.element(of: ["first", "second"])), "first")
    XCTAssertEqual(simplest(.int(in: 3...9)), 3)
    XCTAssertEqual(simplest(.int(in: -9 ... -3)), -3)
    XCTAssertEqual(simplest(.int(in: -5...5)), 0)
    XCTAssertEqual(simplest(.string(of: ["x", "y"], length: 2...5)), "xx")
    XCTAssertEqual(simplest(.oneOf(.element(of: [7]), .element(of: [1]))), 7)
    XCTAssertEqual(simplest(Generator<Int>.int(in: 4...6).map { $0 * 10 }), 40)
  }

  func testNumbersAcrossZeroShrinkByDistanceFromIt() {
    let generator = Generator<Int>.int(in: -2...5)
    let byChoice = (0...7).map { choice in
      var choices = Choices(replaying: [UInt64(choice)])
      return generator.make(&choices)
    }
    XCTAssertEqual(byChoice, [0, 1, -1, 2, -2, 3, 4, 5])
  }

  func testEveryValueOfARangeCanBeDrawnAndNoneOutside() {
    var randomness = SplitMix64(seed: 3)
    var ints: Set<Int> = []
    var lengths: Set<Int> = []
    for _ in 0..<2_000 {
      ints.insert(draw(.int(in: -3...4), &randomness))
      lengths.insert(draw(.string(of: ["a"], length: 1...6), &randomness).count)
    }
    XCTAssertEqual(ints, Set(-3...4))
    XCTAssertEqual(lengths, Set(1...6))
  }

  func testFrequencyDrawsInProportionToTheWeights() {
    var randomness = SplitMix64(seed: 5)
    let generator = Generator<String>.frequency(
      (9, .element(of: ["often"])), (1, .element(of: ["rarely"])))
    let often = (0..<1_000).filter { _ in draw(generator, &randomness) == "often" }.count
    XCTAssertTrue((850...950).contains(often), "\(often) of 1 000")
  }

  private func simplest<Value>(_ generator: Generator<Value>) -> Value {
    var choices = Choices(replaying: [])
    return generator.make(&choices)
  }

  private func draw<Value>(_ generator: Generator<Value>, _ randomness: inout SplitMix64) -> Value {
    var choices = Choices(random: randomness)
    defer { randomness = choices.randomness! }
    return generator.make(&choices)
  }
}
