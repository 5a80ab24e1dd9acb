extension Generator {
  /// A number in `range`; shrinks toward the number of the range nearest 0.
  ///
  /// The simplest choice is that number; larger choices count up from it, then (in a range
  /// that spans 0) down from it, so every number of the range can be drawn.
  public static func int(in range: ClosedRange<Int>) -> Generator<Int> {
    let simplest = min(max(0, range.lowerBound), range.upperBound)
    let above = UInt64(range.upperBound - simplest)
    let below = UInt64(simplest - range.lowerBound)
    return Generator<Int> { choices in
      let choice = choices.draw(upTo: above + below)
      return choice <= above ? simplest + Int(choice) : simplest - Int(choice - above)
    }
  }
}
