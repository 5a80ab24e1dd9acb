import Foundation
import XCTest

/// The Japanese glossary keeps the English entries' anchors, and the Japanese spellings find the
/// misses a translator makes.
final class JapaneseGlossaryTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every word has an entry in docs/ja/Glossary.md under the English anchor, which the pages link
  /// (`<a id="turn"></a>` above `## ターン`).
  func testEveryWordHasAJapaneseEntryUnderItsEnglishAnchor() throws {
    let glossary = try String(
      contentsOf: root.appendingPathComponent("docs/ja/Glossary.md"), encoding: .utf8)
    for term in GlossaryTests.japaneseTerms {
      XCTAssertTrue(
        glossary.contains("<a id=\"\(term.anchor)\"></a>\n\n## "),
        "docs/ja/Glossary.md has no entry marked <a id=\"\(term.anchor)\">")
    }
    XCTAssertEqual(
      Set(GlossaryTests.japaneseTerms.map(\.anchor)), Set(GlossaryTests.englishTerms.map(\.anchor)),
      "the Japanese list has the English list's words")
  }

  /// A word explained only at its second use is caught; a word that merely contains the spelling
  /// (パターン) and an event that is not the glossary's (編集イベント) are not uses.
  func testTheJapaneseSpellingsFindARealisticMiss() {
    let page = """
      入力のパターンは三つです。編集イベントが届くと、ラベルは次のターンに書かれます。
      [ターン](Glossary.md#turn)については用語集を見てください。
      アラートはイベントです。のちに、アラートは[イベント](Glossary.md#state-and-event)だと述べます。
      """
    let misses = GlossaryTests.firstUsesNotLinked(in: page, terms: GlossaryTests.japaneseTerms)
    XCTAssertEqual(
      misses,
      [
        "line 1: the first \"ターン\" is not a link to Glossary.md#turn",
        "line 3: the first \"アラートはイベント\" is not a link to Glossary.md#state-and-event",
      ])
    let fixed = """
      入力のパターンは三つです。編集イベントが届くと、ラベルは次の[ターン](Glossary.md#turn)に書かれます。
      アラートは[イベント](Glossary.md#state-and-event)です。
      """
    XCTAssertEqual(
      GlossaryTests.firstUsesNotLinked(in: fixed, terms: GlossaryTests.japaneseTerms), [])
  }
}
