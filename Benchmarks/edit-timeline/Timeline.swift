#if canImport(Glibc)
  import BindingBenchmark
  import Foundation

  /// One timed event: its marks, from its start to its end.
  struct TimedEvent {
    let marks: [Mark]

    /// The events in a run of marks, each from a `start` to its `end`.
    static func cut(_ marks: [Mark]) -> [TimedEvent] {
      var events: [TimedEvent] = []
      var current: [Mark] = []
      for mark in marks {
        if mark.kind == .start { current = [] }
        current.append(mark)
        if mark.kind == .end, current.first?.kind == .start {
          events.append(TimedEvent(marks: current))
        }
      }
      return events
    }

    /// Microseconds from the start to `mark`.
    func offset(_ mark: Mark) -> Double {
      Double(mark.nanoseconds - marks[0].nanoseconds) / 1000
    }

    /// Microseconds from the start to the end.
    var total: Double { offset(marks[marks.count - 1]) }

    /// The three phases, in microseconds (see `RowTimeline.phaseNames`); nil for an event
    /// that wrote nothing.
    var phases: [Double]? {
      guard let firstWrite = marks.firstIndex(where: { $0.kind == .write }),
        let lastWrite = marks.lastIndex(where: { $0.kind == .write })
      else { return nil }
      let times = [0, firstWrite, lastWrite, marks.count - 1].map { offset(marks[$0]) }
      return zip(times, times.dropFirst()).map { $1 - $0 }
    }

    /// Microseconds from the start to the end of the edited field's actions; nil if none ran.
    var untilSent: Double? {
      marks.first { $0.kind == .sent }.map(offset)
    }

    /// How many jobs this event put on the global executor.
    var globalEnqueues: Int { marks.filter { $0.kind == .globalEnqueue }.count }
  }

  /// A median and a 90th percentile, in microseconds.
  struct Spread: Codable {
    var medianMicroseconds: Double
    var p90Microseconds: Double

    init(_ values: [Double]) {
      let sorted = values.sorted()
      func at(_ fraction: Double) -> Double {
        sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
      }
      medianMicroseconds = at(0.5)
      p90Microseconds = at(0.9)
    }
  }

  /// One row's timeline: its phases, its global-executor jobs and their causes, and the median
  /// event mark by mark.
  struct RowTimeline: Codable {
    /// What each phase spans.
    static let phaseNames = [
      "to the render (start → first write)",
      "render (first → last write)",
      "back to the editor (last write → settle returns)",
    ]

    /// A phase's name and spread.
    struct Phase: Codable {
      var name: String
      var spread: Spread
    }

    /// One mark of the median event.
    struct TimedMark: Codable {
      var mark: String
      var microseconds: Double
    }

    var row: String
    var events: Int
    var phases: [Phase]
    var wholeEvent: Spread
    /// From the start until the edited field's actions returned: the editing job's own part.
    var untilSent: Spread
    /// Jobs put on the global executor per event (the mean over the timed events).
    var globalEnqueuesPerEvent: Double
    /// What put them there, per event (from the untimed events that read call stacks).
    var causesPerEvent: [String: Double]
    var medianEvent: [TimedMark]

    init(row: String, events: [TimedEvent], causes: [EnqueueCause: Int], causeEvents: Int) {
      self.row = row
      self.events = events.count
      let phased = events.compactMap(\.phases)
      phases = Self.phaseNames.indices.map { index in
        Phase(name: Self.phaseNames[index], spread: Spread(phased.map { $0[index] }))
      }
      wholeEvent = Spread(events.map(\.total))
      untilSent = Spread(events.compactMap(\.untilSent))
      globalEnqueuesPerEvent =
        Double(events.map(\.globalEnqueues).reduce(0, +)) / Double(max(events.count, 1))
      causesPerEvent = Dictionary(
        uniqueKeysWithValues: causes.map { ($0.rawValue, Double($1) / Double(causeEvents)) })
      let byTotal = events.sorted { $0.total < $1.total }
      let median = byTotal.isEmpty ? nil : byTotal[byTotal.count / 2]
      medianEvent = (median?.marks ?? []).map {
        TimedMark(mark: "\($0.kind)", microseconds: median!.offset($0))
      }
    }
  }

  /// Every row's timeline, with what the run ran on.
  struct TimelineReport: Codable {
    /// How the main queue was drained: `dispatchMain` or `run loop`.
    var mode: String
    var date = ISO8601DateFormatter().string(from: Date())
    var os = Toolchain.os
    var swift = Toolchain.swift
    var cores = ProcessInfo.processInfo.activeProcessorCount
    /// The machine's one-minute load average when the run started: other processes' demand.
    var loadAverage: Double
    var rows: [RowTimeline]

    init(mode: String, loadAverage: Double, rows: [RowTimeline]) {
      self.mode = mode
      self.loadAverage = loadAverage
      self.rows = rows
    }

    /// The one-minute load average, from /proc/loadavg.
    static func loadAverage() -> Double {
      let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
      return Double(text.split(separator: " ").first ?? "") ?? 0
    }

    func json() throws -> Data {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      return try encoder.encode(self)
    }

    var text: String {
      var lines = [
        "edit-timeline: main queue drained by \(mode); \(cores) cores, load average \(loadAverage)"
      ]
      for row in rows {
        lines.append("")
        lines.append("\(row.row) (\(row.events) events)        median µs    p90 µs")
        let whole = RowTimeline.Phase(name: "whole event", spread: row.wholeEvent)
        let sent = RowTimeline.Phase(
          name: "(start → the field's actions returned)", spread: row.untilSent)
        for phase in row.phases + [whole, sent] {
          lines.append(
            "  " + phase.name.padding(toLength: 50, withPad: " ", startingAt: 0)
              + String(
                format: "%8.1f %9.1f", phase.spread.medianMicroseconds, phase.spread.p90Microseconds
              ))
        }
        lines.append(
          "  jobs put on the global executor per event: "
            + String(format: "%.2f", row.globalEnqueuesPerEvent))
        for (cause, count) in row.causesPerEvent.sorted(by: { $0.key < $1.key }) {
          lines.append("    \(cause): " + String(format: "%.2f", count))
        }
        lines.append("  the median event, mark by mark (µs from its start):")
        lines.append(
          "    "
            + row.medianEvent.map { "\($0.mark) " + String(format: "%.1f", $0.microseconds) }
            .joined(separator: ", "))
      }
      return lines.joined(separator: "\n")
    }
  }
#endif
