import Foundation
import XCTest

/// The figures a page's prose quotes, and the check that a Japanese page quotes its English
/// original's: thousands grouped either way (1,000 or 1 000), an ordinal as its number.
enum ProseFigures {
  /// The page's prose: no code blocks, no line `dropped` names, no link targets, no code spans.
  static func prose(of markdown: String, dropping dropped: (Substring) -> Bool) -> String {
    var inCode = false
    var lines: [Substring] = []
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("```") { inCode.toggle() }
      if inCode || line.hasPrefix("```") || dropped(line) { continue }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
      .replacingOccurrences(of: #"\]\([^)]*\)"#, with: "]", options: .regularExpression)
      .replacingOccurrences(of: #"`[^`]*`"#, with: "", options: .regularExpression)
  }

  /// Each number as the prose writes it: digits with spaced thousands, a decimal part, or an
  /// ordinal (`99th`), or a power of ten.
  static func numbers(in text: String) -> [String] {
    let pattern = try! NSRegularExpression(
      pattern: #"\d+(?: \d{3})*(?:\.\d+)?(?:th|⁹)?"#)
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      String(text[Range($0.range, in: text)!])
    }
  }

  /// The Japanese prose quotes the English prose's figures, no more and no fewer; it may write as
  /// a digit a small count the English spells (`once`, `none`).
  static func assertSameFigures(
    _ page: String, japanese: String, english: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let spelled = [
      "0": "none|zero", "1": "one|once", "2": "two|twice", "3": "three", "4": "four", "5": "five",
      "6": "six", "7": "seven", "8": "eight", "9": "nine",
    ].filter {
      english.range(of: #"\b(\#($0.value))\b"#, options: [.regularExpression, .caseInsensitive])
        != nil
    }
    let japaneseFigures = figures(japanese)
    let englishFigures = figures(english)
    XCTAssertEqual(
      japaneseFigures.subtracting(englishFigures).subtracting(spelled.keys).sorted(), [],
      "\(page) quotes figures its English page does not", file: file, line: line)
    XCTAssertEqual(
      englishFigures.subtracting(japaneseFigures).sorted(), [],
      "\(page) lacks figures its English page quotes", file: file, line: line)
  }

  private static func figures(_ prose: String) -> Set<String> {
    let spaced = prose.replacingOccurrences(
      of: #"(?<=\d),(?=\d{3})"#, with: " ", options: .regularExpression)
    return Set(numbers(in: spaced).map { $0.hasSuffix("th") ? String($0.dropLast(2)) : $0 })
  }
}
