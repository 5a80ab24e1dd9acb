import Foundation
import XCTest

/// The lists of documented modules kept outside `Package.swift` — `.spi.yml`'s, the site
/// index's in scripts/docs.sh (which reads its build list from the manifest itself), and the
/// umbrella's module table — each hold every module the manifest gives a DocC catalog: a module
/// added to the package and missing from one fails here, naming the module, the list and the
/// command that writes all three from the manifest, `scripts/module-lists.sh`.
final class ModuleListTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The manifest's targets.
  private func targets() throws -> [DeclaredDependencyTests.Target] {
    DeclaredDependencyTests.targets(inManifest: try text("Package.swift"))
  }

  /// Every target with a DocC catalog of its name in its folder, in the manifest's order.
  private func documentedModules() throws -> [String] {
    try targets().filter { target in
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("\(target.path)/\(target.name).docc").path)
    }.map(\.name)
  }

  /// The command that writes the three lists.
  static let command = "scripts/module-lists.sh"

  func testEveryListOfDocumentedModulesHoldsEveryCatalogedModule() throws {
    let documented = try documentedModules()
    XCTAssertGreaterThan(documented.count, 15, "suspiciously few catalogs found")
    let spi = try text(".spi.yml").split(separator: "\n")
      .compactMap { line -> String? in
        let word = line.trimmingCharacters(in: .whitespaces)
        return word.hasPrefix("- ") && !word.contains(":") ? String(word.dropFirst(2)) : nil
      }
    let script = try text("scripts/docs.sh")
    let index = try XCTUnwrap(script.range(of: "docs-site.swift index"), "docs.sh's index")
    let end = try XCTUnwrap(
      script.range(of: "docs-site.swift check", range: index.upperBound..<script.endIndex))
    let indexWords = Set(
      script[index.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace)
        .map(String.init))
    for module in documented {
      XCTAssertTrue(
        spi.contains(module),
        ".spi.yml's documentation_targets has no \(module): run \(Self.command)")
      XCTAssertTrue(
        indexWords.contains(module),
        "scripts/docs.sh's site index has no \(module): run \(Self.command)")
    }
    for module in spi where !documented.contains(module) {
      XCTFail(
        ".spi.yml documents \(module), which has no DocC catalog in Package.swift's targets: "
          + "run \(Self.command)")
    }
  }

  func testTheUmbrellasModuleTableListsEveryModuleItReExports() throws {
    let umbrella = try XCTUnwrap(try targets().first { $0.name == "MVVMBindingKit" })
    let page = try text("Sources/MVVMBindingKit/MVVMBindingKit.docc/MVVMBindingKit.md")
    let tableModules = Set(
      page.split(separator: "\n").filter { $0.hasPrefix("| [") }
        .map { String($0.dropFirst(3).prefix { $0 != "]" }) })
    for module in umbrella.dependencies where !tableModules.contains(module) {
      XCTFail(
        "MVVMBindingKit.md's table of modules has no \(module), which the umbrella re-exports "
          + "(Package.swift): run \(Self.command)")
    }
  }
}
