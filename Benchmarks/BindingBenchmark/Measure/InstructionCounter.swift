import Foundation

/// Counts instructions per event (`binding-bench --instructions`): runs the benchmark's own
/// executable under valgrind's callgrind once per row, where it runs the row's events between
/// two marks (`MarkedRun`), and divides the count between the marks by the events.
///
/// Instruction counts do not move with the machine's load, as times do. To make them repeat,
/// the counted process hashes with a fixed seed (`SWIFT_DETERMINISTIC_HASHING`): Swift seeds
/// `Hasher` per process, so a row that hashes — Observation's key paths — would otherwise probe
/// its tables differently from run to run.
package enum InstructionCounter {
  /// The function whose every call makes callgrind dump its count (`MarkedRun.mark()`).
  package static let markerFunction = "instruction_marker"

  /// Where `valgrind` is on the `PATH`, or nil when it is not installed.
  package static func valgrindPath(
    searching path: String? = ProcessInfo.processInfo.environment["PATH"]
  ) -> String? {
    (path ?? "").split(separator: ":").map { "\($0)/valgrind" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Counts every row of `options` in processes of its own — `executable --run-marked ROW
  /// SCENARIO` under callgrind, which must run `MarkedRun` — and returns instructions per event
  /// by row name (`strategy scenario`). A process per count keeps rows apart: threads an
  /// earlier row started (and that idle out later) cannot land in another row's count.
  ///
  /// Each row is counted twice, side by side. Where the two differ by more than
  /// `agreementPercent` — rows whose work crosses threads, where how often a thread is woken
  /// depends on the clock — it is counted `extraCounts` times more, and the median counts.
  @MainActor
  package static func count(
    _ options: BenchmarkOptions, valgrind: String, executable: String,
    progress: (String) -> Void = { _ in }
  ) async throws -> [String: Double] {
    let rows = BenchmarkRow.rows(for: options)
    var counts: [String: Double] = [:]
    for (index, row) in rows.enumerated() {
      progress("counting instructions \(index + 1)/\(rows.count): \(row.name)")
      let arguments = ["--run-marked", row.subject, row.scenario.rawValue]
      var totals = try await countMarkedEvents(
        times: 2, valgrind: valgrind, executable: executable, arguments: arguments)
      let (low, high) = (Double(totals.min()!), Double(totals.max()!))
      if (high / low - 1) * 100 > agreementPercent {
        totals += try await countMarkedEvents(
          times: extraCounts, valgrind: valgrind, executable: executable, arguments: arguments)
      }
      let median = totals.sorted()[totals.count / 2]
      counts[row.name] = Double(median) / Double(MarkedRun.events(in: row.scenario).counted)
    }
    return counts
  }

  /// How far a row's first two counts may differ, in percent, before it is counted again.
  static let agreementPercent = 0.2
  /// How many more counts a row gets when its first two disagree (the median of five counts).
  static let extraCounts = 3

  /// Runs one marked row under callgrind `times` times at once and returns each run's
  /// instructions between its two marks.
  private static func countMarkedEvents(
    times: Int, valgrind: String, executable: String, arguments: [String]
  ) async throws -> [Int] {
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<times {
        group.addTask {
          try await countOnce(
            valgrind: valgrind, executable: executable, arguments: arguments)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
  }

  /// Runs one marked row under callgrind and returns the instructions between its two marks.
  private static func countOnce(
    valgrind: String, executable: String, arguments: [String]
  ) async throws -> Int {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("binding-bench-callgrind-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputBase = folder.appendingPathComponent("counts").path
    let logPath = folder.appendingPathComponent("valgrind.log").path

    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments =
      [
        // Fair scheduling hands the lock between threads in turn, not to whichever asks
        // first: cross-thread rows then vary less from run to run.
        "--tool=callgrind", "--fair-sched=yes", "--dump-before=\(markerFunction)",
        "--callgrind-out-file=\(outputBase)", "--log-file=\(logPath)",
      ] + [executable] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    let status = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do { try process.run() } catch { continuation.resume(throwing: error) }
    }
    guard status == 0 else {
      let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
      throw InstructionCountError.runFailed(status: status, log: log)
    }
    // Dump 1 holds the start, setup and warm-up; dump 2, made at the second mark, the events.
    return try totalInstructions(
      inProfile: String(contentsOfFile: "\(outputBase).2", encoding: .utf8))
  }

  /// The instructions a callgrind profile counted in all: its `summary:` line (`totals:` in
  /// some versions).
  package static func totalInstructions(inProfile profile: String) throws -> Int {
    for line in profile.split(separator: "\n")
    where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
      if let count = Int(line.split(separator: " ").last ?? "") { return count }
    }
    throw InstructionCountError.unreadableProfile
  }
}

/// Why instructions could not be counted.
package enum InstructionCountError: Error, CustomStringConvertible {
  /// valgrind, or the run under it, exited with a failure.
  case runFailed(status: Int32, log: String)
  /// A callgrind profile had no total.
  case unreadableProfile

  /// What to tell a person.
  package var description: String {
    switch self {
    case .runFailed(let status, let log):
      "the run under callgrind exited with status \(status):\n"
        + log.split(separator: "\n").suffix(15).joined(separator: "\n")
    case .unreadableProfile:
      "a callgrind profile had no summary line"
    }
  }
}
