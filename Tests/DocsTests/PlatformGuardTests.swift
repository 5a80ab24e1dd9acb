import Foundation
import XCTest

/// The package promises macOS 14, yet CI runs on Linux, where Apple availability is never
/// checked. This test reads the sources as text and fails on a call to an API newer than
/// macOS 14 that no availability check guards — the way `next(isolation:)` once slipped in. A
/// use is guarded by a check in the 12 lines above it, or by an `@available` on a declaration
/// that encloses it (a type, an extension, a function).
final class PlatformGuardTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// APIs the package may reach for, with the first macOS that has them (from the toolchain's
  /// own `.swiftinterface` files). Extend it when a guide teaches a newer API.
  private let newerAPIs: [(pattern: String, macOS: Int)] = [
    ("next(isolation:", 15), ("Mutex<", 15), ("Mutex(", 15), ("Atomic<", 15), ("Atomic(", 15),
    ("import Synchronization", 15), ("isolated deinit", 15), ("Task.immediate", 26),
    ("Observations {", 26),
    ("Observations(", 26), ("addObserver(of:", 26), ("MainActorMessage", 26),
    ("AsyncMessage", 26), ("NotificationCenter.ObservationToken", 26),
  ]

  func testEveryAPINewerThanMacOS14IsGuarded() throws {
    var unguarded: [String] = []
    for folder in ["Sources", "Benchmarks", "Examples", "Tests"] {
      let files = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
        .compactMap { $0 as? URL }
        .filter {
          $0.pathExtension == "swift" && $0.lastPathComponent != "PlatformGuardTests.swift"
        }
      for file in files {
        let lines = try String(contentsOf: file, encoding: .utf8)
          .split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() where !isComment(line) {
          for api in newerAPIs where isCode(api.pattern, in: line) {
            let before = lines[max(0, number - 12)..<number]
            if !before.contains(where: { guards($0, macOS: api.macOS) })
              && !enclosingDeclarationIsAvailable(lines, at: number, macOS: api.macOS)
            {
              unguarded.append("\(file.lastPathComponent):\(number + 1) \(api.pattern)")
            }
          }
        }
      }
    }
    XCTAssertEqual(unguarded, [], "wrap each in `if #available(macOS N, *)` or `@available`")
  }

  /// Whether a declaration enclosing line `number` carries `@available(macOS version…)`:
  /// walking up, each less indented line ending in `{` opens an enclosing scope, and the
  /// attribute and comment lines right above it, at its indentation, are its attributes.
  private func enclosingDeclarationIsAvailable(
    _ lines: [Substring], at number: Int, macOS version: Int
  ) -> Bool {
    func indentation(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
    var depth = indentation(lines[number])
    for index in stride(from: number - 1, through: 0, by: -1) {
      let line = lines[index]
      guard !line.allSatisfy({ $0 == " " }), indentation(line) < depth else { continue }
      depth = indentation(line)
      guard line.hasSuffix("{") else { continue }
      var attribute = index - 1
      // Attributes, and the doc comments between them; only an attribute can guard.
      while attribute >= 0, indentation(lines[attribute]) == depth,
        let first = lines[attribute].drop(while: { $0 == " " }).first, "@/".contains(first)
      {
        if first == "@" && guards(lines[attribute], macOS: version) { return true }
        attribute -= 1
      }
    }
    return false
  }

  /// Whether `pattern` occurs in `line` outside a string literal (an odd count of quotes
  /// before it means it is inside one: the CLI's prose names these APIs).
  private func isCode(_ pattern: String, in line: Substring) -> Bool {
    guard let range = line.range(of: pattern) else { return false }
    return line[..<range.lowerBound].filter { $0 == "\"" }.count.isMultiple(of: 2)
  }

  private func isComment(_ line: Substring) -> Bool {
    line.drop { $0 == " " }.hasPrefix("//")
  }

  /// Whether `line` is an availability check or attribute for macOS `version` or later.
  private func guards(_ line: Substring, macOS version: Int) -> Bool {
    guard let range = line.range(of: #"[#@]available\(macOS (\d+)"#, options: .regularExpression)
    else { return false }
    let digits = line[range].drop { !$0.isNumber }
    return Int(digits).map { $0 >= version } ?? false
  }
}
