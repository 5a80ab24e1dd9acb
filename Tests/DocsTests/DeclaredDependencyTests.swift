import Foundation
import XCTest

/// Every module a target imports is one its entry in `Package.swift` lists as a dependency. A
/// module reached only through another dependency — a transitive one, or one a declared product
/// re-exports — does not count: the manifest then shows a layering the code does not have, and
/// the build breaks the day that neighbour stops importing or re-exporting it. The manifest and
/// the sources are read as text, so this test needs no dependency of its own.
final class DeclaredDependencyTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Modules the toolchain provides: a target imports them without declaring them.
  private static let toolchainModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Distributed", "Observation",
    "Synchronization", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "Dispatch", "XCTest", "Testing", "Glibc", "Musl",
    "Darwin", "Android", "WinSDK", "ucrt", "CRT", "os", "Cxx",
  ]

  /// A target as the manifest declares it.
  struct Target: Equatable {
    let name: String
    /// Its sources, relative to the package root.
    let path: String
    /// The names its `dependencies:` list.
    let dependencies: [String]
  }

  func testEveryTargetDeclaresEveryModuleItImports() throws {
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let targets = Self.targets(inManifest: manifest)
    XCTAssertGreaterThan(targets.count, 30, "the manifest parser found suspiciously few targets")
    XCTAssertEqual(
      undeclaredImports(of: targets), [],
      "add each module to that target's dependencies in Package.swift")
  }

  /// The parser reads the shapes a manifest uses, and the check names what it finds.
  func testTheCheckNamesTheTargetAndTheModule() throws {
    let manifest = """
      // .target(name: "Commented"),
      targets: [
        .target(name: "Core"),
        .target(
          name: "Feature",
          dependencies: ["Core", .target(name: "Util"), .product(name: "Lib", package: "other")]),
        .executableTarget(name: "my-tool", dependencies: ["Feature"], path: "Tools/my-tool"),
        .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
      ]
      """
    XCTAssertEqual(
      Self.targets(inManifest: manifest),
      [
        Target(name: "Core", path: "Sources/Core", dependencies: []),
        Target(name: "Feature", path: "Sources/Feature", dependencies: ["Core", "Util", "Lib"]),
        Target(name: "my-tool", path: "Tools/my-tool", dependencies: ["Feature"]),
        Target(name: "FeatureTests", path: "Tests/FeatureTests", dependencies: ["Feature"]),
      ])
    // Lines, not a multi-line literal: this file's own imports are read too.
    let source = [
      "import Foundation", "@_exported import Core", "@testable import Feature",
      "package import struct Util.Box", "#if canImport(Glibc)", "  import Glibc", "#endif",
      "let text = \"import NotAModule\"", "let snippet = \"\"\"", "import NotAModuleEither",
      "\"\"\"",
    ].joined(separator: "\n")
    XCTAssertEqual(
      Self.importedModules(in: source), ["Foundation", "Core", "Feature", "Util", "Glibc"])
    XCTAssertEqual(Self.moduleName(of: "my-tool"), "my_tool")
  }

  /// One line per module a target imports and its dependencies do not list, naming both, and
  /// one per source file that belongs to no target.
  private func undeclaredImports(of targets: [Target]) -> [String] {
    let folders = ["Sources", "Benchmarks", "Tests"]
    var problems: [String] = []
    var undeclared: [String: [String]] = [:]  // "TARGET imports MODULE" → the files that do
    var importsRead = 0
    for folder in folders {
      let files = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      // A documentation catalog's code files are shown, not compiled (the tutorial's are
      // links to the test targets that compile them).
      for file in files where !file.path.contains(".docc/") {
        let relative = String(file.standardizedFileURL.path.dropFirst(root.path.count + 1))
        guard let target = targets.first(where: { relative.hasPrefix($0.path + "/") }) else {
          problems.append("\(relative) belongs to no target of Package.swift")
          continue
        }
        let declared = Set(target.dependencies.map(Self.moduleName(of:)))
        guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
        for module in Self.importedModules(in: source) {
          importsRead += 1
          if !declared.contains(module) && !Self.toolchainModules.contains(module) {
            undeclared["\(target.name) imports \(module)", default: []].append(relative)
          }
        }
      }
    }
    XCTAssertGreaterThan(importsRead, 300, "the import check read suspiciously few imports")
    for (problem, files) in undeclared {
      let sorted = files.sorted()
      let more = sorted.count > 1 ? " and \(sorted.count - 1) more" : ""
      problems.append("\(problem) (\(sorted[0])\(more)), which its dependencies do not list")
    }
    return problems.sorted()
  }

  /// Every `.target`, `.executableTarget` and `.testTarget` of `manifest`, with its folder.
  static func targets(inManifest manifest: String) -> [Target] {
    let code = manifest.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
      .joined(separator: "\n")
    var targets: [Target] = []
    var rest = code[...]
    let kinds = [".target(": "Sources", ".executableTarget(": "Sources", ".testTarget(": "Tests"]
    while let (kind, start) = kinds.keys.compactMap({ kind in
      rest.range(of: kind).map { (kind, $0) }
    }).min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
      let arguments = balanced(rest[start.upperBound...], open: "(", close: ")")
      rest = rest[arguments.endIndex...]
      guard let name = firstString(after: "name:", in: arguments) else { continue }
      var dependencies: [String] = []
      if let list = arguments.range(of: "dependencies:").map({ arguments[$0.upperBound...] }),
        let open = list.firstIndex(of: "[")
      {
        let items = balanced(list[list.index(after: open)...], open: "[", close: "]")
          .replacing(/package:\s*"[^"]*"/, with: "")
        dependencies = items.matches(of: /"([^"]+)"/).map { String($0.output.1) }
      }
      let path = firstString(after: "path:", in: arguments) ?? "\(kinds[kind]!)/\(name)"
      targets.append(Target(name: name, path: path, dependencies: dependencies))
    }
    return targets
  }

  /// The modules `source` imports, in order: plain, `@_exported`, `@testable`, access-level and
  /// kind imports (`import struct M.T` imports `M`), inside `#if` blocks too, but not a line of
  /// a multi-line string literal.
  static func importedModules(in source: String) -> [String] {
    let pattern =
      /^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)/
    var isInLiteral = false
    return source.split(separator: "\n").compactMap { line in
      let wasInLiteral = isInLiteral
      if line.ranges(of: "\"\"\"").count % 2 == 1 { isInLiteral.toggle() }
      guard !wasInLiteral else { return nil }
      return (try? pattern.prefixMatch(in: line)).map { String($0.output.1) }
    }
  }

  /// The module a target builds: its name with each character not allowed in an identifier as
  /// `_`, as SwiftPM spells it (`mvvm-kit` builds `mvvm_kit`).
  static func moduleName(of target: String) -> String {
    String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }

  /// The text between an opening bracket (already consumed) and its matching close.
  private static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
    var depth = 1
    var isInString = false
    for index in text.indices {
      switch text[index] {
      case "\"": isInString.toggle()
      case open where !isInString: depth += 1
      case close where !isInString:
        depth -= 1
        if depth == 0 { return text[..<index] }
      default: break
      }
    }
    return text
  }

  /// The first string literal after `label` in `text`.
  private static func firstString(after label: String, in text: Substring) -> String? {
    guard let range = text.range(of: label) else { return nil }
    return text[range.upperBound...].firstMatch(of: /^\s*"([^"]*)"/).map { String($0.output.1) }
  }
}
