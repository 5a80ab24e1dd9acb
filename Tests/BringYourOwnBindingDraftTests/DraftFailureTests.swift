import Foundation
import MVVMBindingKit
import MVVMConformance
import XCTest

/// The tutorial's first draft breaks the contract, and what the tutorial shows
/// the reader is what the suite reports on it, line for line.
final class DraftFailureTests: XCTestCase {
  @MainActor
  func testTheDraftFailsAsTheTutorialShows() async throws {
    let failures = await conformanceFailures(of: .render)
    let printed = failures.map { "\($0)\n" }.joined()
    XCTAssertEqual(printed, try tutorialResource("render-08-draft-failures.txt"))
    // The step that reads the failures quotes one of them.
    let step = try tutorialResource("../Tutorials/BringYourOwnBinding.tutorial")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let quoted = "releasing a new screen frees it, its view and its view model"
    let failure = try XCTUnwrap(failures.first { $0.caseName == quoted })
    XCTAssertTrue(step.contains("`\(quoted): \(failure.message)`"), failure.message)
  }
}

/// A file the tutorial shows beside its code, read from the documentation catalog.
private func tutorialResource(_ name: String) throws -> String {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  return try String(
    contentsOf: root.appendingPathComponent(
      "Sources/MVVMBindingKit/MVVMBindingKit.docc/Resources/\(name)"),
    encoding: .utf8)
}
