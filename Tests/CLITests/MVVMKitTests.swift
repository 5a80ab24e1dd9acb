import Foundation
import MVVMBindingKit
import XCTest

/// Runs the built `mvvm-kit` binary, as a person would, and checks its output and exit status.
final class MVVMKitTests: XCTestCase {
  func testTheTourShowsEveryStepAndAParityVerdict() throws {
    let result = try runKit([])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertTrue(result.output.contains("0. the screen is made"), result.output)
    XCTAssertTrue(result.output.contains("\"ID and Password are not entered.\" in red"))
    XCTAssertTrue(result.output.contains("alert \"Login succeeded\": \"Welcome, alice.\""))
    XCTAssertFalse(result.output.contains("wonderland"), "the tour printed a password")
    XCTAssertFalse(result.output.contains("\u{1B}["), "colour escapes off a terminal")
    for strategy in BindingStrategy.all {
      XCTAssertTrue(result.output.contains("✓ \(strategy.id)"), "\(strategy.id) is not in the tour")
    }
    XCTAssertFalse(result.output.contains("✗"))
    XCTAssertTrue(result.output.contains("Parity: all \(BindingStrategy.all.count) strategies"))
  }

  func testListNamesTheBaseline() throws {
    let result = try runKit(["list"])
    XCTAssertEqual(result.status, 0)
    for strategy in BindingStrategy.all + [.direct] {
      XCTAssertTrue(result.output.contains(strategy.id), "\(strategy.id) not listed")
    }
  }

  func testHelpAndVersion() throws {
    let help = try runKit(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.output.contains("USAGE"))
    let version = try runKit(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertTrue(version.output.hasPrefix("mvvm-kit "))
  }

  func testBadUsageExitsTwoAndSaysWhy() throws {
    for arguments in [["bogus"], ["list", "extra"], ["help", "bogus"]] {
      let result = try runKit(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertTrue(result.error.contains("mvvm-kit:"), result.error)
      XCTAssertEqual(result.output, "", "usage errors go to standard error")
    }
  }

  private func runKit(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("mvvm-kit")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    // Standard error goes to a file and standard output to a pipe read to its end: with one
    // pipe only, the child can never stall on a full buffer nobody reads.
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvvm-kit-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorURL) }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errorData = try Data(contentsOf: errorURL)
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  /// Where SwiftPM put the binaries: beside the test bundle.
  private var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      fatalError("no .xctest bundle found")
    #else
      return Bundle.main.bundleURL
    #endif
  }
}
