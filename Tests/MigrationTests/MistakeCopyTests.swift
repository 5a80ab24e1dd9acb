import Foundation
import XCTest

/// Each mistaken view model in Mistakes/ is `ObservationSearchViewModel` with exactly one line
/// changed (or removed, or added): the mistake and nothing else, so what `checkParity` catches
/// in `MigrationMistakeTests` is that one line. A copy may differ besides only in its opening
/// comment, its `import Migration` and its type's name.
final class MistakeCopyTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testEachMistakeIsOneLineOfTheAfterViewModel() throws {
    let original = try lines(of: "Examples/Migration/After/ObservationSearchViewModel.swift")
    let mistakes = [
      "NotCancellingSearchViewModel", "CancellationShownAsFailureViewModel",
      "SpinnerLeftOnViewModel",
    ]
    for name in mistakes {
      var copy = try lines(of: "Tests/MigrationTests/Mistakes/\(name).swift")
      XCTAssertTrue(
        copy.first?.hasPrefix("// `ObservationSearchViewModel` with one line changed") == true, name
      )
      copy = Array(copy.drop { $0.hasPrefix("//") || $0.isEmpty })
      copy.removeAll { $0 == "import Migration" }
      copy = copy.map { $0.replacingOccurrences(of: name, with: "ObservationSearchViewModel") }
      XCTAssertEqual(changedLines(from: original, to: copy), 1, "\(name) is not one line apart")
    }
  }

  /// The changed lines between two texts one change apart: 1 for one line replaced, removed or
  /// added; 0 for none; `Int.max` for anything more.
  private func changedLines(from original: [String], to copy: [String]) -> Int {
    let prefix = zip(original, copy).prefix { $0 == $1 }.count
    let suffix = zip(original.dropFirst(prefix).reversed(), copy.dropFirst(prefix).reversed())
      .prefix { $0 == $1 }.count
    let removed = original.count - prefix - suffix
    let added = copy.count - prefix - suffix
    return removed <= 1 && added <= 1 ? max(removed, added) : .max
  }

  private func lines(of path: String) throws -> [String] {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      .components(separatedBy: "\n")
  }
}
