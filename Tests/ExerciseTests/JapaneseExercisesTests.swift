import Foundation
import XCTest

/// docs/ja/Exercises.md answers as the English page does, whose answers ExerciseTests measures:
/// each folded answer gives the same figures (in bold) and names the same cases (in “…”).
final class JapaneseExercisesTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testEveryJapaneseAnswerGivesTheEnglishFiguresAndCases() throws {
    let english = try answers(in: "docs/Exercises.md", heading: "Exercise")
    let japanese = try answers(in: "docs/ja/Exercises.md", heading: "演習")
    XCTAssertGreaterThanOrEqual(english.count, 6, "the exercises were not found")
    XCTAssertEqual(japanese.count, english.count, "docs/ja/Exercises.md: the number of answers")
    for (number, (japaneseAnswer, englishAnswer)) in zip(japanese, english).enumerated() {
      for pattern in [#"\*\*([^*]+)\*\*"#, "“([^”]+)”"] {
        XCTAssertEqual(
          matches(of: pattern, in: japaneseAnswer), matches(of: pattern, in: englishAnswer),
          "docs/ja/Exercises.md, exercise \(number + 1): /\(pattern)/ as in English")
      }
    }
  }

  /// The text folded in each `## <heading> N:` section's `<details>`, in order.
  private func answers(in page: String, heading: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    return text.components(separatedBy: "\n## ").filter { $0.hasPrefix("\(heading) ") }.compactMap {
      section in
      guard let start = section.range(of: "<details>"), let end = section.range(of: "</details>")
      else { return nil }
      return String(section[start.upperBound..<end.lowerBound])
    }
  }

  private func matches(of pattern: String, in text: String) -> [String] {
    let expression = try! NSRegularExpression(pattern: pattern)
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      String(text[Range($0.range(at: 1), in: text)!])
    }
  }
}
