import Foundation

/// Counts instructions per event (`binding-bench --instructions`): runs the benchmark's own
/// executable under valgrind's callgrind once per row, where it runs the row's events between
/// two marks (`MarkedRun`), and divides the count between the marks by the events.
///
/// Instruction counts do not move with the machine's load, as times do. They can move with where
/// things lie in memory: a row that hashes addresses — Observation hashes key paths, whose hash
/// includes the address of their runtime type — probes its tables more or less often depending
/// on which keys collide, and which collide depends on the addresses and on the hashing seed.
/// A fixed seed (`SWIFT_DETERMINISTIC_HASHING`) would make one build repeat its count, but freeze
/// one arbitrary collision pattern per build: `observation`'s `edit` then moved by several
/// percent between builds that did not touch it. So the counted process hashes as any process
/// does, with a seed of its own, and a row whose count varies is counted until the mean of its
/// counts is known closely (`standardErrorPercent`): the mean over seeds does not depend on
/// the build's addresses.
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
  /// Each row is counted `firstCounts` times, two at a time, and reported at the mean of its
  /// counts. Where they differ by more than `agreementPercent` — rows that hash addresses, and
  /// rows whose work crosses threads, where how often a thread is woken depends on the clock —
  /// it is counted two at a time until `needsMoreCounts` says the mean is close enough.
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
      var totals: [Int] = []
      repeat {
        totals += try await countMarkedEvents(
          times: 2, valgrind: valgrind, executable: executable, arguments: arguments)
      } while needsMoreCounts(totals)
      let mean = Double(totals.reduce(0, +)) / Double(totals.count)
      counts[row.name] = mean / Double(MarkedRun.events(in: row.scenario).counted)
    }
    return counts
  }

  /// Whether a row counted `totals` so far is counted again: not when its first `firstCounts`
  /// counts agree within `agreementPercent`; otherwise until there are at least
  /// `minimumVaryingCounts` and the mean's standard error is at most `standardErrorPercent` of
  /// the mean, or there are `maximumCounts`.
  ///
  /// Two counts are not enough to call a row repeating: a row that hashes addresses lands on one
  /// of a few collision patterns per seed, so two seeds can give one pattern (and one count) by
  /// chance, and the row would be reported at that pattern rather than at its mean.
  package static func needsMoreCounts(_ totals: [Int]) -> Bool {
    guard totals.count >= firstCounts else { return true }
    let (low, high) = (Double(totals.min()!), Double(totals.max()!))
    if totals.count == firstCounts && (high / low - 1) * 100 <= agreementPercent { return false }
    if totals.count >= maximumCounts { return false }
    if totals.count < minimumVaryingCounts { return true }
    let values = totals.map(Double.init)
    let mean = values.reduce(0, +) / Double(values.count)
    let variance =
      values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1)
    let standardError = (variance / Double(values.count)).squareRoot()
    return standardError / mean * 100 > standardErrorPercent
  }

  /// How many counts every row gets before it may count as repeating.
  static let firstCounts = 4
  /// How far a row's first counts may differ, in percent, for the row to count as repeating.
  static let agreementPercent = 0.2
  /// How close a varying row's mean must be known: its standard error, in percent of the mean.
  static let standardErrorPercent = 0.4
  /// The fewest counts a varying row's mean is taken from.
  static let minimumVaryingCounts = 6
  /// The most counts a row gets, however much they vary.
  static let maximumCounts = 16

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
    // A hashing seed of the process's own, never a fixed one (see the type's comment).
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = nil
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
