import Foundation
import XCTest

/// The Japanese pages quote the figures of their English originals, whose figures other tests
/// tie to runs: a run that moves an English figure fails here until the Japanese moves too, and
/// so does an English page that gains a sentence with a number its Japanese page lacks.
final class JapaneseFiguresTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func prose(_ path: String) throws -> String {
    ProseFigures.prose(
      of: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    ) { _ in false }
  }

  /// Every Japanese page with its English original, README.ja.md first. docs/ja/Benchmarks.md
  /// is left to BenchmarkProseTests, which also drops the line a run generates.
  private var pages: [(japanese: String, english: String)] {
    let folder = root.appendingPathComponent("docs/ja").standardizedFileURL
    let japanese = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
      .map { String($0.standardizedFileURL.path.dropFirst(folder.path.count + 1)) }
      .filter { $0 != "Benchmarks.md" }.sorted()
    return [("README.ja.md", "README.md")] + japanese.map { ("docs/ja/\($0)", "docs/\($0)") }
  }

  /// Prose and tables both: the comparison's notes quote its measured counts, and a guide's
  /// table its writes per edit.
  func testTheJapanesePagesQuoteTheEnglishFigures() throws {
    let pages = pages
    XCTAssertGreaterThanOrEqual(pages.count, 15, "the Japanese pages were not found")
    for (japanese, english) in pages {
      ProseFigures.assertSameFigures(
        japanese, japanese: try prose(japanese), english: try prose(english))
    }
  }

  /// The check sees a Japanese page left behind: an English sentence that gains a figure, or a
  /// figure that moves, fails until the Japanese says it too.
  func testAFigureTheJapaneseLacksIsCaught() {
    let english = "Each edit writes the label 9 times; a burst of ten edits, once."
    XCTAssertEqual(
      ProseFigures.differences(
        japanese: "編集のたびにラベルを 9 回書きます。10 回の連続した編集では一回です。",
        english: english), [])
    XCTAssertEqual(
      ProseFigures.differences(
        japanese: "編集のたびにラベルを 8 回書きます。10 回の連続した編集では一回です。",
        english: english),
      ["quotes 8, which its English page does not", "lacks 9, which its English page quotes"])
  }
}
