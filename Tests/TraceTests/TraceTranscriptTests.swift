import Foundation
import MVVMBindingKit
import MVVMKitCommandLine
import MVVMTestSupport
import XCTest

/// What one edit does, hop by hop, in each strategy: the whole transcript of typing "alice" into
/// the ID field of a fresh screen, compared in one assertion per strategy with its golden file,
/// `Goldens/<id>.txt`. Read them side by side to see the styles differ: who writes what, through
/// which mechanism, and on which turn.
final class TraceTranscriptTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Each registered strategy's edit against its golden, `Goldens/<id>.txt`: a strategy without
  /// one fails, naming the file and the command that writes it.
  @MainActor
  func testOneEditsTranscriptInEveryStrategy() async throws {
    let strategies = [BindingStrategy.direct] + BindingStrategy.all
    for strategy in strategies {
      let path = GoldenTranscript.path(of: strategy.id)
      guard
        let golden = try? String(
          contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      else {
        XCTFail(
          "\(path): strategy '\(strategy.id)' has no golden transcript; write it with "
            + "`\(GoldenTranscript.recordCommand(for: strategy.id))`")
        continue
      }
      let fresh = await GoldenTranscript.text(of: strategy)
      XCTAssertEqual(
        fresh, golden,
        "\(strategy.id) moved from \(path); if on purpose: "
          + "`\(GoldenTranscript.recordCommand(for: strategy.id))`")
    }
  }

  /// The golden's lines are the test's own reading of the entries, and the command writes them.
  @MainActor
  func testRecordGoldensWritesTheTranscriptTheTestReads() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("goldens-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let strategy = try XCTUnwrap(BindingStrategy.all.first)
    let run = await CommandLineTool().output(of: [
      "record-goldens", "--strategy", strategy.id, "--into", folder.path,
    ])
    XCTAssertEqual(run.status, 0, run.output)
    let written = try String(
      contentsOf: folder.appendingPathComponent("\(strategy.id).txt"), encoding: .utf8)
    let steps = await strategy.trace(
      [.id("alice")], service: InMemoryLoginService(accounts: [:]))
    XCTAssertEqual(written, transcript(steps[1].entries) + "\n")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path), ["\(strategy.id).txt"])
  }
}

/// Entries as lines: `lane: text`, or the turn rule.
func transcript(_ entries: [TraceEntry]) -> String {
  entries.map { entry in
    switch entry {
    case .hop(let lane, let text): "\(lane.rawValue): \(text)"
    case .turnEnds: "── main actor turn ends ──"
    }
  }.joined(separator: "\n")
}

/// The rules every trace keeps, on the default session of every strategy.
final class TraceRulesTests: XCTestCase {
  @MainActor
  func testPasswordsNeverAppearAndEveryLoginAnswersOnALaterTurn() async {
    for strategy in [BindingStrategy.direct] + BindingStrategy.all {
      let steps = await strategy.trace(
        ScreenInput.defaultSession,
        service: InMemoryLoginService(accounts: ["alice": "wonderland"]))
      let whole = steps.map { transcript($0.entries) }.joined(separator: "\n")
      XCTAssertFalse(whole.contains("wonderland"), strategy.id)
      XCTAssertTrue(whole.contains("••••••••••"), strategy.id)
      // The call and its answer each run in a main-actor job of their own, never in the tap's.
      let entries = steps.flatMap(\.entries)
      let service = entries.indices.filter {
        if case .hop(.service, _) = entries[$0] { true } else { false }
      }
      XCTAssertEqual(service.count, 2, "\(strategy.id): a call and its answer")
      for index in service {
        XCTAssertEqual(entries[index - 1], .turnEnds, "\(strategy.id):\n\(whole)")
      }
      XCTAssertTrue(
        transcript(steps[4].entries).contains("view: present alert \"Login succeeded\""),
        strategy.id)
    }
    XCTAssertNil(TraceRecorder.current, "a trace leaves no recorder behind")
  }
}
