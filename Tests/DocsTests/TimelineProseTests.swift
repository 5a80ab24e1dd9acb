import Foundation
import XCTest

/// docs/Guides/async-stream.md's "Where the time goes" quotes the timelines that
/// Benchmarks/Profiling/edit-timeline.sh wrote (docs/benchmarks/edit-timeline*.json) and the
/// published run (docs/benchmarks/results.json). A new timeline that moves a figure, or that no
/// longer bears out what the section says of it, fails here until the section moves too.
final class TimelineProseTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private let page = "docs/Guides/async-stream.md"

  private func json(_ path: String) throws -> [String: Any] {
    try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent(path)))
        as? [String: Any], path)
  }

  /// One row of a timeline file.
  private struct Row {
    let fields: [String: Any]

    func median(_ key: String) throws -> Double {
      try XCTUnwrap((fields[key] as? [String: Any])?["medianMicroseconds"] as? Double, key)
    }

    /// Phase `index`'s median: 0 to the render, 1 the render, 2 back to the editor.
    func phase(_ index: Int) throws -> Double {
      let phases = try XCTUnwrap(fields["phases"] as? [[String: Any]])
      return try XCTUnwrap(
        (phases[index]["spread"] as? [String: Any])?["medianMicroseconds"] as? Double)
    }

    func causes() throws -> [String: Double] {
      try XCTUnwrap(fields["causesPerEvent"] as? [String: Double])
    }

    func globalJobs() throws -> Double {
      try XCTUnwrap(fields["globalEnqueuesPerEvent"] as? Double)
    }
  }

  private func rows(_ file: [String: Any]) throws -> [String: Row] {
    let rows = try XCTUnwrap(file["rows"] as? [[String: Any]])
    return Dictionary(
      uniqueKeysWithValues: rows.map { ($0["row"] as? String ?? "", Row(fields: $0)) })
  }

  private func µs(_ value: Double) -> String { String(format: "%.1f µs", value) }
  private func one(_ value: Double) -> String { String(format: "%.1f", value) }

  func testTheSectionQuotesTheTimelinesAndThePublishedRun() throws {
    let timeline = try json("docs/benchmarks/edit-timeline.json")
    XCTAssertEqual(timeline["mode"] as? String, "dispatchMain")
    let rows = try rows(timeline)
    let (stream, reference, direct) = (
      try XCTUnwrap(rows["async-stream"]), try XCTUnwrap(rows["ref-async-stream"]),
      try XCTUnwrap(rows["direct"])
    )
    let runLoopFile = try json("docs/benchmarks/edit-timeline-run-loop.json")
    XCTAssertEqual(runLoopFile["mode"] as? String, "run loop")
    let runLoop = try self.rows(runLoopFile)
    let (loopStream, loopReference) = (
      try XCTUnwrap(runLoop["async-stream"]), try XCTUnwrap(runLoop["ref-async-stream"])
    )

    let published = try XCTUnwrap(
      json("docs/benchmarks/results.json")["results"] as? [[String: Any]])
    func edit(_ strategy: String) throws -> [String: Any] {
      try XCTUnwrap(
        published.first {
          $0["strategy"] as? String == strategy && $0["scenario"] as? String == "edit"
        }, strategy)
    }
    func publishedMedian(_ strategy: String) throws -> Double {
      try XCTUnwrap((edit(strategy)["nsPerEvent"] as? [String: Any])?["median"] as? Double) / 1000
    }
    func instructions(_ strategy: String) throws -> Double {
      try XCTUnwrap(edit(strategy)["instructionsPerEvent"] as? Double)
    }

    let events = try XCTUnwrap(stream.fields["events"] as? Int)
    let spacedEvents =
      events >= 1000 ? "\(events / 1000) \(String(format: "%03d", events % 1000))" : "\(events)"
    let load = try XCTUnwrap(timeline["loadAverage"] as? Double)
    let cores = try XCTUnwrap(timeline["cores"] as? Int)
    func cells(_ values: [Double], _ format: (Double) -> String) -> String {
      values.map(format).joined(separator: " | ")
    }
    let sentences = [
      "— \(µs(try publishedMedian("async-stream"))) against \(µs(try publishedMedian("ref-async-stream"))) in the published run — while it executes \(one(try instructions("async-stream") / instructions("ref-async-stream")))× the instructions",
      "Medians of \(spacedEvents) edits per row, with the main queue drained as `binding-bench` drains it (\(cores) cores, load average \(load);",
      "| start → first view write | \(cells(try [stream, reference, direct].map { try $0.phase(0) }, µs)) |",
      "| the render's writes | \(cells(try [stream, reference, direct].map { try $0.phase(1) }, µs)) |",
      "| last write → `settle()` returns | \(cells(try [stream, reference, direct].map { try $0.phase(2) }, µs)) |",
      "| the whole edit | \(cells(try [stream, reference, direct].map { try $0.median("wholeEvent") }, µs)) |",
      "| jobs put on the global executor | \(cells(try [stream, reference, direct].map { try $0.globalJobs() }, one)) |",
      "\(µs(try stream.phase(0))) from the start of the edit to the first write, against \(µs(try reference.phase(0))) for `ref-async-stream`",
      "it returns from the field's actions after \(µs(try stream.median("untilSent"))), against \(µs(try reference.median("untilSent"))).",
      "\(µs(try stream.phase(2))) after the last write.",
      "so it returns \(µs(try reference.phase(2))) after its last write.",
      "comes \(µs(try loopStream.phase(0))) after the start (`ref-async-stream`: \(µs(try loopReference.phase(0)))), `settle()` returns \(µs(try loopStream.phase(2))) after the last write, and the whole edit takes \(µs(try loopStream.median("wholeEvent"))) against \(µs(try loopReference.median("wholeEvent"))).",
      "\(one(try stream.median("wholeEvent") / reference.median("wholeEvent")))× in the timeline, \(one(try publishedMedian("async-stream") / publishedMedian("ref-async-stream")))× in the published run",
    ]
    let flat = Self.flat(try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8))
    for sentence in sentences {
      XCTAssertTrue(
        flat.contains(Self.flat(sentence)), "\(page) must say, from the runs: \(sentence)")
    }

    // What the section says of the figures holds in both timelines: the strategy's three jobs
    // on the global executor (a yield, a continuation, a task switch), the reference row's one
    // task switch, none for direct; the render about as late as the mechanism alone; the second
    // round trip, settle's, most of the gap.
    for (strategy, reference) in [(stream, reference), (loopStream, loopReference)] {
      let causes = try strategy.causes()
      XCTAssertEqual(causes["a continuation was resumed"], 1, "settle's continuation")
      XCTAssertEqual(causes["a task switched to the global executor"], 1, "the consumer's next()")
      XCTAssertGreaterThanOrEqual(causes["a yield resumed a waiting iterator"] ?? 0, 0.9)
      XCTAssertEqual(try reference.causes(), ["a task switched to the global executor": 1])
      XCTAssertLessThan(try strategy.phase(0), try 2 * reference.phase(0), "one round trip each")
      XCTAssertGreaterThan(
        try strategy.phase(2) - reference.phase(2),
        (try strategy.median("wholeEvent") - reference.median("wholeEvent")) / 2,
        "settle's round trip is most of the gap")
    }
    XCTAssertEqual(try direct.globalJobs(), 0, "the harness adds no hop of its own")
  }

  /// Whitespace and line breaks as one space.
  private static func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
