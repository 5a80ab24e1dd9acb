import Foundation
import MVVMBindingKit
import MVVMKitCommandLine
import XCTest

/// The commands run in-process, through the one entry point the executable calls, on a strategy
/// the caller registered beside the kit's own.
final class CommandLineToolTests: XCTestCase {
  /// `closures` under another id: a strategy the kit does not know.
  private let throwaway = BindingStrategy(
    id: "throwaway", title: "Throwaway", summary: "closures under another name",
    makeScreens: { count, model, service in
      BindingStrategy.closures.makeScreens(count: count, model: model, service: service)
    },
    makeSignupScreens: { count, model, service, clock in
      BindingStrategy.closures.makeSignupScreens(
        count: count, model: model, service: service, clock: clock)
    })

  @MainActor
  func testARegisteredStrategyIsOneTheCommandsKnow() async throws {
    let tool = CommandLineTool(strategies: [.closures, throwaway])
    let json = FileManager.default.temporaryDirectory
      .appendingPathComponent("compare-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: json) }

    let compared = await tool.run(["compare", "--strategy", "throwaway", "--json", json.path])
    XCTAssertEqual(compared, 0)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    let rows = try XCTUnwrap(object?["rows"] as? [[String: Any]])
    XCTAssertEqual(rows.map { $0["strategy"] as? String }, ["direct", "throwaway"])

    let explained = await tool.run(["explain", "throwaway"])
    XCTAssertEqual(explained, 0, "a strategy with no written explanation shows its summary")
    let unknown = await CommandLineTool().run(["explain", "throwaway"])
    XCTAssertEqual(unknown, 2, "the kit's own command line does not know it")
  }
}
