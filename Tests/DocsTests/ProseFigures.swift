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
    for difference in differences(japanese: japanese, english: english) {
      XCTFail("\(page) \(difference)", file: file, line: line)
    }
  }

  /// What the Japanese prose quotes that the English does not, and what it lacks. Japanese
  /// writes counts as digits (10 個, 1,000 個), so a count the English spells (`ten screens`,
  /// `a thousand`) may be a digit there.
  static func differences(japanese: String, english: String) -> [String] {
    let spelled = [
      "0": "none|zero", "1": "one|once", "2": "two|twice", "3": "three", "4": "four",
      "5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine", "10": "ten",
      "100": "hundred", "1 000": "thousand",
    ].filter {
      english.range(of: #"\b(\#($0.value))\b"#, options: [.regularExpression, .caseInsensitive])
        != nil
    }
    let japaneseFigures = figures(japanese)
    let englishFigures = figures(english)
    return japaneseFigures.subtracting(englishFigures).subtracting(spelled.keys).sorted().map {
      "quotes \($0), which its English page does not"
    }
      + englishFigures.subtracting(japaneseFigures).sorted().map {
        "lacks \($0), which its English page quotes"
      }
  }

  private static func figures(_ prose: String) -> Set<String> {
    let spaced = prose.replacingOccurrences(
      of: #"(?<=\d),(?=\d{3})"#, with: " ", options: .regularExpression)
    return Set(numbers(in: spaced).map { $0.hasSuffix("th") ? String($0.dropLast(2)) : $0 })
  }
}
