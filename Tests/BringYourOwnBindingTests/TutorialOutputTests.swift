import Foundation
import MVVMBindingKit
import MVVMTestSupport
import RenderStrategy
import XCTest

/// The tutorial shows what CI compiles and prints. scripts/tutorial-package.sh (a step of CI, too
/// slow for `swift test`) follows it from `swift package init`, building every step's files as a
/// fresh package. Here: every step shows one change, each file's last version is a source the kit
/// itself compiles (a symbolic link, so one text; the check holds if a tool replaces the link with
/// a copy), and the trace's output is what the trace prints.
final class TutorialOutputTests: XCTestCase {
  func testItStartsFromAnEmptyPackageThatDependsOnTheKit() throws {
    let steps = try tutorialSteps()
    XCTAssertEqual(steps.first?.name, "Terminal")
    let commands = try tutorialResource(try XCTUnwrap(steps.first).file)
      .split(separator: "\n").filter { $0.hasPrefix("$ ") }
    XCTAssertEqual(commands.last, "$ swift package init --type library")
    XCTAssertEqual(steps.dropFirst().first?.name, "Package.swift")
    for step in steps where step.name == "Package.swift" {
      // The script swaps this one line for a dependency on the checkout by path.
      let manifest = try tutorialResource(step.file)
      XCTAssertEqual(
        manifest.split(separator: "\n").filter {
          $0.contains(#".package(name: "MVVMBindingKit", path: "../MVVMBindingKit")"#)
        }.count, 1,
        step.file)
    }
  }

  func testEveryStepShowsOneChange() throws {
    let steps = try tutorialSteps()
    XCTAssertGreaterThanOrEqual(steps.count, 12)
    var lastShown: [String: String] = [:]  // a file's name → the resource last shown as it
    var previous: String?
    for step in steps {
      let text = try tutorialResource(step.file)
      XCTAssertNotEqual(text, previous, "\(step.file) shows the step before it again")
      if let last = lastShown[step.name] {
        XCTAssertNotEqual(
          text, try tutorialResource(last), "\(step.file) shows \(step.name) unchanged")
      }
      // A step that names the version it changes names the one the reader has.
      if let previousFile = step.previousFile {
        XCTAssertEqual(previousFile, lastShown[step.name], "\(step.file)'s previousFile")
      }
      lastShown[step.name] = step.file
      previous = text
    }
  }

  func testEverySwiftFileTheKitCanCompileItCompiles() throws {
    var compiled: [String] = []
    let targets = [
      "Examples/RenderStrategy", "Examples/render-bench", "Tests/BringYourOwnBindingTests",
      "Tests/BringYourOwnBindingDraftTests",
    ]
    for target in targets {
      let folder = root.appendingPathComponent(target)
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let source = folder.appendingPathComponent(file)
        compiled.append(try String(contentsOf: source, encoding: .utf8))
      }
    }
    let steps = try tutorialSteps()
    // No file of the catalog is left behind, shown by no step and built by no one.
    let resources = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(resourcesPath).path)
    XCTAssertEqual(
      Set(resources.filter { $0.hasPrefix("render-") && !$0.hasSuffix(".svg") }),
      Set(steps.map(\.file)))
    let lastVersions = Set(
      Dictionary(steps.map { ($0.name, $0.file) }, uniquingKeysWith: { $1 }).values)
    for step in steps where step.file.hasSuffix(".swift") {
      let text = try tutorialResource(step.file)
      if freshPackageOnly.contains(step.file) {
        XCTAssertFalse(
          lastVersions.contains(step.file) && step.name != "Package.swift",
          "\(step.file) is the last version of \(step.name): the kit must compile it")
      } else {
        XCTAssertTrue(
          compiled.contains(text), "\(step.file) is not a source of the tutorial's targets")
      }
    }
  }

  @MainActor
  func testTheTutorialShowsTheTraceAsPrinted() async throws {
    let steps = await BindingStrategy.render.trace(
      [.id("alice")], service: InMemoryLoginService(accounts: [:]))
    XCTAssertEqual(
      steps.map(printed).joined(separator: "\n") + "\n",
      try tutorialResource("render-11-trace.txt"))
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

/// The versions of a file that only the fresh package compiles: the manifests, and the steps on
/// the way to a file whose last version the kit compiles.
private let freshPackageOnly: Set = [
  "render-02-package.swift", "render-03-view-model-inputs.swift",
  "render-05-screen-draft-view.swift", "render-13-package-bench.swift",
]

/// A step's `@Code`: the file's name as the reader sees it, the resource shown, and the version it
/// is compared with, when the step names one.
private struct TutorialStep {
  var name: String
  var file: String
  var previousFile: String?
}

/// Every `@Code` of the tutorial, in order.
private func tutorialSteps() throws -> [TutorialStep] {
  let tutorial = try tutorialResource("../Tutorials/BringYourOwnBinding.tutorial")
  return tutorial.split(separator: "\n").compactMap { line in
    guard let code = line.firstRange(of: "@Code(") else { return nil }
    func argument(_ label: String) -> String? {
      guard let start = line[code.upperBound...].firstRange(of: "\(label): \"") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
    guard let name = argument("name"), let file = argument("file") else { return nil }
    return TutorialStep(name: name, file: file, previousFile: argument("previousFile"))
  }
}
