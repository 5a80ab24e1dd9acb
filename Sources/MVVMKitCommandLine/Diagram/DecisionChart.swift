import BindingBenchmark
import Foundation
import MVVMBindingKit

/// "Which style?" as an SVG figure: the questions that decide, top to bottom, each answer an
/// arrow to the next question or to a strategy, and each strategy with its cost per edit as a
/// benchmark run measured it (instructions and heap allocations, scenario `edit`).
///
/// Nothing measured is typed here: every figure comes from the run handed to `init`, and a
/// leaf the run or the strategies given lack is an error, not a blank.
public struct DecisionChart {
  /// The run the costs come from.
  let run: BenchmarkReport
  /// The questions and the strategies they lead to.
  let tree: DecisionTree

  /// What stops the chart from being drawn.
  public struct Problem: Error, CustomStringConvertible {
    /// What is missing, and what to do about it.
    public let description: String
  }

  /// The kit's "Which style?" chart, its costs from `results` (the JSON `binding-bench --json`
  /// writes, counted with `--instructions`); throws when a leaf is not among `strategies` or
  /// the run lacks its instructions or allocations in `edit`.
  public init(strategies: [BindingStrategy], results: Data) throws {
    try self.init(strategies: strategies, results: results, tree: .whichStyle)
  }

  init(strategies: [BindingStrategy], results: Data, tree: DecisionTree) throws {
    run = try JSONDecoder().decode(BenchmarkReport.self, from: results)
    self.tree = tree
    let registered = Set(strategies.map(\.id))
    for id in tree.leaves {
      guard registered.contains(id) else {
        throw Problem(description: "the chart leads to '\(id)', which is not a strategy given")
      }
      _ = try cost(of: id)
    }
  }

  /// The strategies the chart leads to, in drawing order.
  public var leaves: [String] { tree.leaves }

  /// A row's instructions and allocations per event in `scenario`.
  private func cost(of id: String, in scenario: String = "edit") throws -> (
    instructions: Double, allocations: Double
  ) {
    guard let row = run.results.first(where: { $0.strategy == id && $0.scenario == scenario })
    else { throw Problem(description: "the run has no row '\(id)' in '\(scenario)'") }
    guard let instructions = row.instructionsPerEvent, let allocations = row.allocationsPerEvent
    else {
      throw Problem(
        description:
          "the run did not count '\(id)' in '\(scenario)': run binding-bench with --instructions on Linux"
      )
    }
    return (instructions, allocations)
  }

  /// A leaf's cost as the chart prints it, in the format of Comparison's *Cost per edit* row:
  /// `40517 instr · 15 allocs`.
  public static func costText(instructions: Double, allocations: Double) -> String {
    let allocs =
      allocations == allocations.rounded()
      ? String(Int(allocations)) : String(format: "%.1f", allocations)
    return "\(Int(instructions.rounded())) instr · \(allocs) allocs"
  }

  /// How many question boxes the chart draws.
  public var questionCount: Int { tree.questionCount }

  // The columns: questions on the spine, follow-up questions beside them, strategies on the right.
  private static let columns: [(x: Double, width: Double)] = [(16, 318), (392, 256)]
  private static let leafX = 704.0
  private static let leafWidth = 280.0
  private static let width = 1000
  private static let top = 104.0
  private static let gap = 36.0  // room for a down answer's label
  // Estimated widths of a character (DejaVu Sans, the widest a reader's renderer may pick).
  private static let questionCharacter = 7.9
  private static let hintCharacter = 6.3

  /// The chart as a standalone SVG document.
  public var svg: String {
    var shapes: [String] = []
    var arrows: [String] = []
    let bottom = place(tree, column: 0, top: Self.top, shapes: &shapes, arrows: &arrows)
    let height = Int(bottom + 48)
    let floor = (try? cost(of: "direct")).map {
      Self.costText(instructions: $0.instructions, allocations: $0.allocations)
    }
    let machine = "\(run.os), \(run.cores) cores, Swift \(run.swift), \(run.date)"
    let header = [
      #"<text x="16" y="26" class="heading">Which style? \#(questionCount) questions, and what each answer costs per edit</text>"#,
      #"<text x="16" y="48" class="subtitle">Each strategy with its cost per edit (one keystroke, settled), instructions and heap allocations,</text>"#,
      #"<text x="16" y="64" class="subtitle">counted by binding-bench --instructions (docs/benchmarks/results.json). Fewer is cheaper;"#
        + #" direct, no binding at all: <tspan class="cost">\#(floor ?? "not counted")</tspan>.</text>"#,
    ]
    let footer =
      #"<text x="16" y="\#(height - 16)" class="subtitle">Measured on \#(machine.xmlEscaped). Every style passes the same conformance suite: the answers choose how, not whether.</text>"#
    let document =
      [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.width)" height="\#(height)" viewBox="0 0 \#(Self.width) \#(height)">"#,
        "<title>Which style? A decision chart, with each strategy's measured cost per edit</title>",
        ##"<defs><marker id="head" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L8 4 L0 8 z" fill="#57606a"/></marker></defs>"##,
        "<style>",
        "text { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; font-size: 12px; fill: #222; }",
        ".heading { font-size: 17px; font-weight: bold; } .subtitle { fill: #555; }",
        ".question { fill: #f6f8fa; stroke: #8c959f; stroke-width: 1.2; }",
        ".question-text { font-size: 13px; font-weight: bold; } .hint { font-size: 11px; fill: #57606a; }",
        ".measured { font-size: 11px; fill: #1f6feb; }",
        ".leaf { fill: #fff; stroke: #1f6feb; stroke-width: 2; }",
        ".strategy { font-size: 14px; font-weight: bold; fill: #0b3d91; }",
        ".cost { fill: #1f6feb; font-weight: bold; } .note { font-size: 11px; fill: #57606a; }",
        ".answer { stroke: #57606a; stroke-width: 1.4; fill: none; marker-end: url(#head); }",
        ".answer-label { font-size: 11.5px; font-style: italic; fill: #9a5b13; }",
        "</style>",
        #"<rect width="100%" height="100%" fill="white"/>"#,
      ] + header + arrows + shapes + [footer, "</svg>"]
    return document.joined(separator: "\n") + "\n"
  }

  /// Draws `node` at `column` from `top` (a strategy always in the rightmost column), its
  /// across answer to its right on the same row and its down answer below everything the across
  /// answer took; returns the lowest y it used.
  private func place(
    _ node: DecisionTree, column: Int, top: Double, shapes: inout [String], arrows: inout [String]
  ) -> Double {
    switch node {
    case .strategy(let id, let note):
      let lines = Self.wrap(note, width: Self.leafWidth - 20, character: Self.hintCharacter)
      let height = 50 + Double(lines.count) * 14 + 4
      let cost = (try? self.cost(of: id)).map {
        Self.costText(instructions: $0.instructions, allocations: $0.allocations)
      }
      var parts = [
        #"<g class="leaf-group" data-strategy="\#(id.xmlEscaped)">"#,
        #"<rect x="\#(Self.leafX)" y="\#(top)" width="\#(Self.leafWidth)" height="\#(height)" rx="6" class="leaf"/>"#,
        #"<text x="\#(Self.leafX + 10)" y="\#(top + 20)" class="strategy">\#(id.xmlEscaped)</text>"#,
        #"<text x="\#(Self.leafX + 10)" y="\#(top + 38)"><tspan class="cost">\#((cost ?? "not counted").xmlEscaped)</tspan> per edit</text>"#,
      ]
      for (index, line) in lines.enumerated() {
        parts.append(
          #"<text x="\#(Self.leafX + 10)" y="\#(top + 54 + Double(index) * 14)" class="note">\#(line.xmlEscaped)</text>"#
        )
      }
      shapes.append((parts + ["</g>"]).joined())
      return top + height

    case .question(let text, let hint, let measured, let across, let down):
      let (x, width) = Self.columns[column]
      let title = Self.wrap(text, width: width - 20, character: Self.questionCharacter)
      var hints = Self.wrap(hint, width: width - 20, character: Self.hintCharacter)
      var measuredLines: [String] = []
      if let measured, let direct = try? cost(of: "direct", in: measured.scenario) {
        let ratios = measured.ids.compactMap { id in
          (try? cost(of: id, in: measured.scenario)).map {
            "\(id) \(String(format: "%.2f", $0.instructions / direct.instructions))×"
          }
        }
        measuredLines = Self.wrap(
          "\(measured.scenario), instructions × direct's: " + ratios.joined(separator: ", "),
          width: width - 20, character: Self.hintCharacter)
      }
      let height =
        10 + Double(title.count) * 17 + Double(hints.count + measuredLines.count) * 14 + 8
      var parts = [
        #"<rect x="\#(x)" y="\#(top)" width="\#(width)" height="\#(height)" rx="6" class="question"/>"#
      ]
      var y = top + 10
      for line in title {
        y += 17
        parts.append(
          #"<text x="\#(x + 10)" y="\#(y - 4)" class="question-text">\#(line.xmlEscaped)</text>"#)
      }
      hints += measuredLines
      for (index, line) in hints.enumerated() {
        y += 14
        let style = index < hints.count - measuredLines.count ? "hint" : "measured"
        parts.append(
          #"<text x="\#(x + 10)" y="\#(y - 3)" class="\#(style)">\#(line.xmlEscaped)</text>"#)
      }
      shapes.append(parts.joined())

      // Across: a horizontal arrow on the question's first line, to the next box's edge.
      let acrossIsLeaf = if case .strategy = across.next { true } else { false }
      let acrossBottom = place(
        across.next, column: column + 1, top: top, shapes: &shapes, arrows: &arrows)
      let arrowY = top + 21
      let targetX = acrossIsLeaf ? Self.leafX : Self.columns[column + 1].x
      arrows.append(
        #"<line x1="\#(x + width)" y1="\#(arrowY)" x2="\#(targetX - 1)" y2="\#(arrowY)" class="answer"/>"#
          + #"<text x="\#(x + width + 8)" y="\#(arrowY - 5)" class="answer-label">\#(across.label.xmlEscaped)</text>"#
      )

      // Down: below everything the across answer took; to a question straight down, to a
      // strategy down and then across to its column.
      let downTop = max(top + height, acrossBottom) + Self.gap
      let downX = x + 24
      let label =
        #"<text x="\#(downX + 8)" y="\#(top + height + 16)" class="answer-label">\#(down.label.xmlEscaped)</text>"#
      let downBottom = place(
        down.next, column: column, top: downTop, shapes: &shapes, arrows: &arrows)
      let downIsLeaf = if case .strategy = down.next { true } else { false }
      arrows.append(
        (downIsLeaf
          ? #"<path d="M\#(downX) \#(top + height) V\#(downTop + 21) H\#(Self.leafX - 1)" class="answer"/>"#
          : #"<line x1="\#(downX)" y1="\#(top + height)" x2="\#(downX)" y2="\#(downTop - 1)" class="answer"/>"#)
          + label)
      return downBottom
    }
  }

  /// `text` in lines no wider than `width`, at `character` pixels a character.
  private static func wrap(_ text: String, width: Double, character: Double) -> [String] {
    let most = max(Int(width / character), 1)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > most {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
