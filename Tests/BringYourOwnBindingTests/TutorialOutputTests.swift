import Foundation
import MVVMBindingKit
import MVVMTestSupport
import RenderStrategy
import XCTest

/// The tutorial shows what CI compiles and prints: each code file is a source file of these
/// test targets (a symbolic link, so one text; the check holds if a tool replaces the link with
/// a copy), and the trace's output is what the trace prints.
final class TutorialOutputTests: XCTestCase {
  func testEveryCodeFileOfTheTutorialIsACompiledSource() throws {
    let resources = root.appendingPathComponent(resourcesPath)
    let shown = try FileManager.default.contentsOfDirectory(atPath: resources.path)
      .filter { $0.hasSuffix(".swift") }
    XCTAssertGreaterThanOrEqual(shown.count, 6)
    var compiled: [String] = []
    let targets = [
      "Examples/RenderStrategy", "Examples/your-own-bench", "Tests/BringYourOwnBindingTests",
      "Tests/BringYourOwnBindingDraftTests",
    ]
    for target in targets {
      let folder = root.appendingPathComponent(target)
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let source = folder.appendingPathComponent(file)
        compiled.append(try String(contentsOf: source, encoding: .utf8))
      }
    }
    for file in shown {
      let text = try String(contentsOf: resources.appendingPathComponent(file), encoding: .utf8)
      XCTAssertTrue(compiled.contains(text), "\(file) is not a source of the tutorial's targets")
    }
  }

  @MainActor
  func testTheTutorialShowsTheTraceAsPrinted() async throws {
    let steps = await BindingStrategy.render.trace(
      [.id("alice")], service: InMemoryLoginService(accounts: [:]))
    XCTAssertEqual(
      steps.map(printed).joined(separator: "\n") + "\n",
      try tutorialResource("render-07-trace.txt"))
  }
}

/// The package's root folder.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Where the tutorial's code and output files live, in the umbrella's documentation catalog.
private let resourcesPath = "Sources/MVVMBindingKit/MVVMBindingKit.docc/Resources"

/// A file the tutorial shows beside its code.
private func tutorialResource(_ name: String) throws -> String {
  try String(
    contentsOf: root.appendingPathComponent("\(resourcesPath)/\(name)"), encoding: .utf8)
}
