extension Generator {
  /// A string of `characters` (simplest first) whose length is in `length`, every length as
  /// likely; shrinks toward shorter strings and earlier characters.
  ///
  /// Past the shortest length, each character is preceded by a choice to go on (0 stops), so
  /// shrinking can end a string early or drop a character from its middle.
  public static func string(of characters: [Character], length: ClosedRange<Int>)
    -> Generator<String>
  {
    precondition(!characters.isEmpty, "Generator.string(of:length:) needs characters to draw")
    precondition(length.lowerBound >= 0, "a string's length cannot be negative")
    return Generator<String> { choices in
      var string = ""
      for position in 0..<length.upperBound {
        // Stopping here with probability 1 / (lengths left) makes every length as likely.
        if position >= length.lowerBound {
          guard choices.draw(through: UInt64(length.upperBound - position)) > 0 else { break }
          choices.recordLast(as: 1)  // every choice above 0 means "go on"
        }
        string.append(characters[choices.index(below: characters.count)])
      }
      return string
    }
  }
}
