import Foundation
import XCTest

/// The Japanese pages quote the figures of their English originals, whose figures other tests
/// tie to runs: a run that moves an English figure fails here until the Japanese moves too.
final class JapaneseFiguresTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func prose(_ path: String) throws -> String {
    ProseFigures.prose(
      of: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    ) { _ in false }
  }

  /// Prose and tables both: the comparison's notes quote its measured counts.
  func testTheJapanesePagesQuoteTheEnglishFigures() throws {
    let pages = [
      "docs/ja/Comparison.md": "docs/Comparison.md",
      "docs/ja/OneOutputManyWays.md": "docs/OneOutputManyWays.md",
      "docs/ja/Migration.md": "docs/Migration.md",
      "docs/ja/Parity.md": "docs/Parity.md",
      "README.ja.md": "README.md",
    ]
    for (japanese, english) in pages.sorted(by: { $0.key < $1.key }) {
      ProseFigures.assertSameFigures(
        japanese, japanese: try prose(japanese), english: try prose(english))
    }
  }
}
