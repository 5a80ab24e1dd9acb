import Foundation
import XCTest

/// docs/Benchmarks.md quotes only what was measured or declared: each figure in its prose is the
/// latest run's (docs/benchmarks/results.json), the repeat run's, or a constant in the code, and
/// a number the prose shows that none of those checks fails here. A new run that moves a figure
/// fails until the sentence moves too.
final class BenchmarkProseTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  private func results(_ path: String) throws -> [[String: Any]] {
    let root = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: self.root.appendingPathComponent(path)))
        as? [String: Any])
    return try XCTUnwrap(root["results"] as? [[String: Any]])
  }

  func testEveryFigureInTheProseIsMeasuredOrDeclared() throws {
    let page = try text("docs/Benchmarks.md")
    let run = try results("docs/benchmarks/results.json")
    func row(_ strategy: String, _ scenario: String) throws -> [String: Any] {
      try XCTUnwrap(
        run.first {
          $0["strategy"] as? String == strategy && $0["scenario"] as? String == scenario
        },
        "\(strategy) \(scenario)")
    }
    func instructions(_ strategy: String, _ scenario: String = "edit") throws -> Double {
      try XCTUnwrap(
        row(strategy, scenario)["instructionsPerEvent"] as? Double,
        "results.json has no instructions for \(strategy) \(scenario): run with --instructions")
    }
    func median(_ strategy: String, _ scenario: String = "edit") throws -> Double {
      try XCTUnwrap((row(strategy, scenario)["nsPerEvent"] as? [String: Any])?["median"] as? Double)
    }
    var checked: Set<String> = []
    func shown(_ value: String) -> String {
      checked.insert(value)
      return value
    }
    func instr(_ strategy: String, _ scenario: String = "edit") throws -> String {
      shown(Self.spaced(Int(try instructions(strategy, scenario).rounded())))
    }
    func over(_ strategy: String) throws -> String {
      shown(Self.spaced(Int((try instructions(strategy) - instructions("direct")).rounded())))
    }
    func allocs(_ strategy: String, _ scenario: String = "edit") throws -> String {
      let count = try XCTUnwrap(row(strategy, scenario)["allocationsPerEvent"] as? Double)
      return shown(
        count == count.rounded() ? "\(Int(count))" : String(format: "%.1f", count))
    }
    func ratio(_ value: Double) -> String { shown(String(format: "%.1f", value)) }

    let sentences = [
      "`direct` executes \(try instr("direct")) instructions per edit and allocates nothing",
      "`closures` executes \(try instr("closures")) instructions per edit to `direct`'s \(try instr("direct")), with \(try allocs("closures")) allocations",
      "`notification-center` adds \(try over("notification-center")) with \(try allocs("notification-center")) allocations, its reference \(try over("ref-notification-center")) with \(try allocs("ref-notification-center"))",
      "In `fanout-100`, `closures` executes \(try instr("closures", "fanout-100")) instructions against `direct`'s \(try instr("direct", "fanout-100"))",
      "(`ref-reactive`: two relays, `combineLatest`, `map`, `subscribe`) adds \(try over("ref-reactive"))",
      "as the original sample's do, adds \(try over("reactive")),",
      "An edit makes \(try allocs("reactive")) allocations.",
      "a `bind` makes \(try allocs("reactive", "bind")) allocations, against `direct`'s \(try allocs("direct", "bind")).",
      "adds \(try over("observation")) instructions and \(try allocs("observation")) allocations; its reference tracks one and adds \(try over("ref-observation")) instructions and \(try allocs("ref-observation")) allocations",
      "`notification-messages` adds \(try over("notification-messages")) instructions and \(try allocs("notification-messages")) allocations, its reference \(try over("ref-notification-messages")), against `notification-center`'s \(try over("notification-center")):",
      "`async-stream` counts \(ratio(try instructions("async-stream") / instructions("direct")))× `direct`'s instructions — but its median is \(ratio(try median("async-stream") / median("direct")))× `direct`'s, and `observations`' is \(ratio(try median("observations") / median("direct")))× at \(ratio(try instructions("observations") / instructions("direct")))× the instructions",
      "`ref-observations` takes \(ratio(try median("ref-observations") / median("direct")))× `direct`'s median and `observations` \(ratio(try median("observations") / median("direct")))×, while it executes \(ratio(try instructions("ref-observations") / instructions("direct")))× `direct`'s instructions to `observations`' \(ratio(try instructions("observations") / instructions("direct")))×",
      "`observations` makes \(try allocs("observations")) allocations per edit, its reference \(try allocs("ref-observations")):",
      "(\(try instr("direct", "login")) instructions for `direct`, \(try instr("observations", "login")) for `observations`)",
    ]
    // The sentence on the two rows that mostly wait says the mechanism alone does less.
    XCTAssertLessThan(try instructions("ref-observations"), try instructions("observations"))
    for sentence in sentences {
      XCTAssertTrue(
        Self.flat(page).contains(Self.flat(sentence)),
        "docs/Benchmarks.md must say, from results.json: \(sentence)")
    }

    // The repeat run: the largest difference in any row's instructions.
    let rerun = try results("docs/benchmarks/results-rerun.json")
    var largest = (percent: 0.0, row: "")
    var same = 0
    for result in run {
      let strategy = try XCTUnwrap(result["strategy"] as? String)
      let scenario = try XCTUnwrap(result["scenario"] as? String)
      let again = try XCTUnwrap(
        rerun.first {
          $0["strategy"] as? String == strategy && $0["scenario"] as? String == scenario
        }, "the repeat run lacks \(strategy) \(scenario)")
      let first = try instructions(strategy, scenario)
      let second = try XCTUnwrap(again["instructionsPerEvent"] as? Double)
      let percent = abs(second / first - 1) * 100
      if first.rounded() == second.rounded() { same += 1 }
      if percent > largest.percent { largest = (percent, "`\(strategy)` in `\(scenario)`") }
    }
    XCTAssertLessThan(
      largest.percent, 3, "two runs' instructions agree within the gate's 3 % in every row")
    let repeating = "\(shown(String(same))) of the \(shown(String(run.count))) rows count the same"
    XCTAssertTrue(
      Self.flat(page).contains(repeating), "docs/Benchmarks.md must say: \(repeating)")
    let spread = shown(String(format: "%.2f", largest.percent))
    XCTAssertTrue(
      Self.flat(page).contains("by at most \(spread) % in any row (\(largest.row))"),
      "docs/Benchmarks.md must give the repeat run's largest difference: \(spread) %, \(largest.row)"
    )

    // The method's constants, as the code declares them.
    let options = try text("Benchmarks/BindingBenchmark/BenchmarkOptions.swift")
    let marked = try text("Benchmarks/BindingBenchmark/Measure/MarkedRun.swift")
    let comparison = try text("Benchmarks/BindingBenchmark/Report/BaselineComparison.swift")
    let counter = try text("Benchmarks/BindingBenchmark/Measure/InstructionCounter.swift")
    let executable = try text(
      "Benchmarks/BindingBenchmark/CommandLine/BindingBenchCommand+Benchmark.swift")
    let ci = try text(".ci/run")
    let declared: [(code: String, source: String, prose: String)] = [
      ("isQuick ? .milliseconds(5) : .milliseconds(100)", options, "(100 ms; 5 ms with `--quick`)"),
      ("isQuick ? .milliseconds(2) : .milliseconds(40)", options, "about 40 ms (2 ms quick)"),
      ("rounds = isQuick ? 7 : 15", options, "15 rounds (7 quick)"),
      (
        "countedEvents = isQuick ? 200 : 2_000", options,
        "runs 2 000 more events with counting on (200 quick)"
      ),
      ("default: (40, 400)", marked, "(400 in every row,"),
      ("case .login: (100, 400)", marked, "(400 in every row,"),
      ("case .fanout100: (100, 60)", marked, "but 60 in `fanout-100`)"),
      ("static let agreementPercent = 0.2", counter, "differ by more than 0.2 % is counted"),
      ("static let firstCounts = 4", counter, "Every row is counted 4 times"),
      ("if !report.isParityOK { return 1 }", executable, "otherwise the run exits 1"),
      ("public var timeIncreasePercent: Double? = 25", comparison, "+25 % median time"),
      (
        "public var instructionsIncreasePercent: Double = 3", comparison,
        "+3 % instructions per event"
      ),
      (
        "public static let varyingAllocationsIncrease: Double = 2", comparison,
        "may grow by 2 or 35 %, whichever is more"
      ),
      (
        "public static let varyingAllocationsIncreasePercent: Double = 35", comparison,
        "may grow by 2 or 35 %, whichever is more"
      ),
      ("--max-instructions-increase 3", ci, "fails naming any row more than 3 %"),
      ("static let standardErrorPercent = 0.4", counter, "is at most 0.4 % of the mean"),
      ("static let minimumVaryingCounts = 6", counter, "at least 6 counts, at most 16"),
      ("static let maximumCounts = 16", counter, "at least 6 counts, at most 16"),
    ]
    for constant in declared {
      XCTAssertTrue(
        constant.source.contains(constant.code), "the code no longer says \(constant.code)")
      XCTAssertTrue(
        Self.flat(page).contains(Self.flat(constant.prose)), "docs/Benchmarks.md: \(constant.prose)"
      )
      for number in ProseFigures.numbers(in: constant.prose) { checked.insert(number) }
    }

    // Definitions, not measurements: percentiles' names, 10⁹ ns in a second, the nearest-rank
    // rule's hundred samples, and the SE proposal's number.
    checked.formUnion(["50th", "90th", "99th", "10⁹", "100", "0323"])
    for number in ProseFigures.numbers(in: Self.prose(of: page)) {
      XCTAssertTrue(
        checked.contains(number),
        "docs/Benchmarks.md quotes \(number), which no run, repeat run or constant checks")
    }
  }

  /// Each guide's "What it costs" section quotes the published run and the profile
  /// docs/benchmarks/cost-breakdown.json records (`Benchmarks/Profiling/cost-breakdown.sh`): the
  /// strategy's and its `ref-` row's `edit` instructions and their ratio, every row of the
  /// profile's breakdown, and for `reactive` a `bind`'s allocations — and no other number. A run
  /// or a profile that moves a figure fails here until the section moves too (and its Japanese
  /// page, which JapaneseFiguresTests holds to the English figures).
  func testTheGuidesCostSectionsQuoteTheRunAndTheProfile() throws {
    let run = try results("docs/benchmarks/results.json")
    let profile = try XCTUnwrap(
      JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent("docs/benchmarks/cost-breakdown.json")))
        as? [String: Any])
    func value(_ strategy: String, _ scenario: String, _ key: String) throws -> Double {
      try XCTUnwrap(
        run.first {
          $0["strategy"] as? String == strategy && $0["scenario"] as? String == scenario
        }?[key] as? Double, "results.json: \(key) of \(strategy) \(scenario)")
    }
    func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
    let strategies = try XCTUnwrap(profile["breakdown"] as? [[String: Any]])
    // Every strategy whose `edit` costs more than 1.2× its `ref-` row in the published run has
    // its excess measured, and only those: the set comes from the run, not from a list here.
    let overGoal = run.compactMap { row -> String? in
      guard row["scenario"] as? String == "edit", let strategy = row["strategy"] as? String,
        let mine = row["instructionsPerEvent"] as? Double,
        let its = run.first(where: {
          $0["strategy"] as? String == "ref-\(strategy)" && $0["scenario"] as? String == "edit"
        })?["instructionsPerEvent"] as? Double
      else { return nil }
      return mine / its > 1.2 ? strategy : nil
    }
    XCTAssertEqual(
      Set(strategies.compactMap { $0["strategy"] as? String }), Set(overGoal),
      "docs/benchmarks/cost-breakdown.json measures the strategies over 1.2× their ref- row in "
        + "results.json; run `Benchmarks/Profiling/cost-breakdown.sh` and write each one's "
        + "\"What it costs\" section")
    for entry in strategies {
      let strategy = try XCTUnwrap(entry["strategy"] as? String)
      let reference = "ref-\(strategy)"
      let page = "docs/Guides/\(strategy).md"
      let section = try XCTUnwrap(
        Self.section("What it costs", of: try text(page)), "\(page) has no \"What it costs\"")
      var checked: Set<String> = ["1.2"]  // the goal: within 1.2× of the mechanism
      func shown(_ number: Double) -> String {
        let value = Self.spaced(Int(number.rounded()))
        checked.insert(Self.spaced(abs(Int(number.rounded()))))
        return value
      }
      let instructions = (
        strategy: try value(strategy, "edit", "instructionsPerEvent"),
        reference: try value(reference, "edit", "instructionsPerEvent")
      )
      let ratio = String(format: "%.2f", instructions.strategy / instructions.reference)
      checked.insert(ratio)
      var expected = [
        "an `edit` executes \(shown(instructions.strategy)) instructions in `\(strategy)` against \(shown(instructions.reference)) in `\(reference)`",
        "\(ratio)× its mechanism",
      ]
      func counts(_ cells: [String: Any], _ keys: [String]) throws -> [Double] {
        try keys.map { try XCTUnwrap(cells[$0] as? Double, "cost-breakdown.json: \($0)") }
      }
      for group in try XCTUnwrap(entry["groups"] as? [[String: Any]]) {
        let name = try XCTUnwrap(group["group"] as? String)
        let (mine, its) = try (counts(group, ["strategy"])[0], counts(group, ["reference"])[0])
        expected.append(row([name, shown(mine), shown(its), shown(mine - its)]))
      }
      let total = try counts(
        try XCTUnwrap(entry["instructionsPerEvent"] as? [String: Any]), ["strategy", "reference"])
      expected.append(
        row(["Total (this profile)", shown(total[0]), shown(total[1]), shown(total[0] - total[1])]))
      if strategy == "reactive" {
        let bind = try XCTUnwrap(profile["bind"] as? [String: Any])
        expected.append(
          "a `bind` makes \(shown(try value("reactive", "bind", "allocationsPerEvent"))) allocations against `direct`'s \(shown(try value("direct", "bind", "allocationsPerEvent")))"
        )
        for group in try XCTUnwrap(bind["groups"] as? [[String: Any]]) {
          let name = try XCTUnwrap(group["group"] as? String)
          expected.append(row([name, shown(try counts(group, ["allocations"])[0])]))
        }
        expected.append(
          row(["Total (this profile)", shown(try counts(bind, ["allocationsPerEvent"])[0])]))
      }
      for sentence in expected {
        XCTAssertTrue(
          Self.flat(section).contains(Self.flat(sentence)),
          "\(page), \"What it costs\", must say: \(sentence)")
      }
      for number in ProseFigures.numbers(in: ProseFigures.prose(of: section) { _ in false }) {
        XCTAssertTrue(
          checked.contains(number),
          "\(page) quotes \(number) in \"What it costs\", which no run or profile gives")
      }
    }
  }

  /// docs/ja/Benchmarks.md quotes the English page's figures (thousands grouped 1,000) and its
  /// run's table, so a new run that moves a figure fails there too.
  func testTheJapanesePageQuotesTheSameRunAndFigures() throws {
    let english = try text("docs/Benchmarks.md")
    let japanese = try text("docs/ja/Benchmarks.md")
    ProseFigures.assertSameFigures(
      "docs/ja/Benchmarks.md", japanese: Self.prose(of: japanese, generatedLine: "計測日時"),
      english: Self.prose(of: english))
    func rows(_ markdown: String) -> [Substring] {
      markdown.split(separator: "\n").filter {
        $0.range(of: #"^\| [a-z0-9-]+ \| [`*]"#, options: .regularExpression) != nil
      }
    }
    XCTAssertEqual(rows(japanese), rows(english), "docs/ja/Benchmarks.md: the English page's rows")
    let measured = try XCTUnwrap(
      english.range(of: #"\d{4}-\d\d-\d\dT[0-9:]+Z"#, options: .regularExpression))
    XCTAssertTrue(
      japanese.contains("計測日時: \(english[measured])"), "docs/ja/Benchmarks.md: the run's time")
  }

  /// The page's prose without its tables (the run's own) and its generated line.
  private static func prose(of markdown: String, generatedLine: String = "Measured ") -> String {
    ProseFigures.prose(of: markdown) { $0.hasPrefix("|") || $0.hasPrefix(generatedLine) }
  }

  /// The section under `## heading`, up to the next `## `; nil if the page has none.
  private static func section(_ heading: String, of markdown: String) -> String? {
    guard let start = markdown.range(of: "\n## \(heading)\n") else { return nil }
    let rest = markdown[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// Thousands spaced as the prose spaces them: `40 003`.
  private static func spaced(_ number: Int) -> String {
    let digits = String(abs(number))
    let grouped =
      digits.count > 3
      ? spaced(Int(digits.dropLast(3))!) + " " + digits.suffix(3) : digits
    return number < 0 ? "−" + grouped : grouped
  }

  private static func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
