extension Generator {
  /// A number in `range`; shrinks toward the number of the range nearest 0.
  ///
  /// The simplest choice is that number; larger choices move away from it on alternate sides
  /// (0, 1, -1, 2, -2, …), then along the longer side alone, so every number of the range can be
  /// drawn and a smaller choice is always a number no farther from the simplest.
  public static func int(in range: ClosedRange<Int>) -> Generator<Int> {
    let simplest = min(max(0, range.lowerBound), range.upperBound)
    let above = UInt64(range.upperBound.subtractingReportingOverflow(simplest).partialValue)
    let below = UInt64(simplest.subtractingReportingOverflow(range.lowerBound).partialValue)
    let both = min(above, below)
    return Generator<Int> { choices in
      let choice = choices.draw(through: above &+ below)
      let distance: UInt64
      let isAbove: Bool
      let half = choice / 2 + choice % 2  // (choice + 1) / 2, without overflow
      if half <= both {
        (distance, isAbove) = (half, choice % 2 == 1)
      } else {
        (distance, isAbove) = (choice - both, above > below)
      }
      return isAbove
        ? simplest &+ Int(truncatingIfNeeded: distance)
        : simplest &- Int(truncatingIfNeeded: distance)
    }
  }
}
