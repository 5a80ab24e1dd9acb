import BindingBenchmark
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// One input traced in every strategy, side by side, as an SVG figure: for each, the steps that
/// run inside the input's call, up to one bold line where every call returns, then the steps
/// of later main-actor jobs; where the view becomes current and how many writes it cost.
public struct EveryStyleFigure {
  /// Each strategy with its trace of the input.
  public let traces: [(strategy: BindingStrategy, step: TraceStep)]

  /// A figure of `traces`: the same input, traced in each strategy.
  public init(traces: [(strategy: BindingStrategy, step: TraceStep)]) {
    self.traces = traces
  }

  private static let trackLeft = 196.0
  private static let rowHeight = 34.0
  private static let top = 160.0
  // DejaVu Sans, the widest font a reader's renderer may pick, is about 5.9 px a character at
  // the chips' 10 px.
  private static let characterWidth = 5.9
  private static let gap = 3.0

  /// A strategy's row: its chips inside the call and in later jobs, and what they come to.
  private struct Row {
    let inside: [DiagramRow]
    let later: [DiagramRow]
    var all: [DiagramRow] { inside + later }
  }

  /// The figure as a standalone SVG document.
  public var svg: String {
    let input = traces.first?.step.input ?? "screen made"
    let rows = traces.map { trace in
      // The view's event and the view model's input are the same in every style: the chips
      // start where the styles part.
      let drawn = DiagramRow.rows(of: trace.step.entries).drop {
        $0.job == 0 && ($0.from == .outside && $0.to == .view || $0.from == .lane(.view))
      }
      return Row(inside: drawn.filter { $0.job == 0 }, later: drawn.filter { $0.job > 0 })
    }
    // Every row's call returns at the same x: after the longest run of steps inside a call.
    let returns = Self.trackLeft + (rows.map { Self.width(of: $0.inside) }.max() ?? 0) + 10
    let laterWidth =
      rows.map { Self.width(of: $0.later) + Double(Set($0.later.map(\.job)).count) * 6 }
      .max() ?? 0
    let width = Int(max(1000, returns + 14 + laterWidth + 8))
    let height = Int(Self.top + Double(rows.count) * Self.rowHeight + 24)
    var body: [String] = []
    // The marks drawn, by class: the legend explains these and no others.
    var used: Set<String> = []
    for (index, (trace, row)) in zip(traces, rows).enumerated() {
      let y = Self.top + Double(index) * Self.rowHeight
      if index % 2 == 1 {
        body.append(
          #"<rect x="0" y="\#(y)" width="\#(width)" height="\#(Self.rowHeight)" class="stripe"/>"#)
      }
      let writes = row.all.reduce(0) { sum, row in
        if case .render(let writes) = row.kind { sum + writes } else { sum }
      }
      let lastRender = row.all.last { if case .render = $0.kind { true } else { false } }
      let verdict: (text: String, style: String) =
        switch lastRender?.job {
        case nil, 0: ("current at return", "current")
        case 1: ("current 1 job later", "stale")
        case let jobs?: ("current \(jobs) jobs later", "stale")
        }
      body.append(
        #"<text x="8" y="\#(y + 14)" class="strategy">\#(trace.strategy.id.xmlEscaped)</text>"#
          + #"<text x="8" y="\#(y + 28)"><tspan class="\#(verdict.style)">\#(verdict.text)</tspan> · "#
          + #"<tspan class="writes">\#(writes) \#(writes == 1 ? "write" : "writes")</tspan></text>"#
      )
      // Inside the call: right-aligned against the line where it returns.
      var x = returns - 10 - Self.width(of: row.inside)
      for chip in row.inside {
        used.insert(Self.style(of: chip).box)
        body.append(Self.chip(chip, x: x, y: y))
        x += Self.width(of: [chip])
      }
      // Later jobs: each a band, after the line.
      x = returns + 14
      for job in Set(row.later.map(\.job)).sorted() {
        let chips = row.later.filter { $0.job == job }
        used.insert("band")
        body.append(
          #"<rect x="\#(x - 3)" y="\#(y + 4)" width="\#(Self.width(of: chips) + 2)" height="\#(Self.rowHeight - 8)" class="band"/>"#
        )
        for chip in chips {
          used.insert(Self.style(of: chip).box)
          body.append(Self.chip(chip, x: x, y: y))
          x += Self.width(of: [chip])
        }
        x += 6
      }
    }
    let bottom = Self.top + Double(rows.count) * Self.rowHeight
    body.append(
      #"<line x1="\#(returns)" y1="\#(Self.top - 22)" x2="\#(returns)" y2="\#(bottom + 4)" class="returns"/>"#
        + #"<text x="\#(returns - 8)" y="\#(Self.top - 8)" class="region" text-anchor="end">inside the input's call</text>"#
        + #"<text x="\#(returns + 10)" y="\#(Self.top - 8)" class="region">later main-actor jobs</text>"#
        + #"<text x="\#(returns)" y="\#(bottom + 18)" class="returns-label" text-anchor="middle">the call returns</text>"#
    )
    var legendX = 8.0
    let legend =
      [
        ("chip binding-chip", "a step of the binding"),
        ("chip view-model-chip", "a step of the view model"),
        ("chip model-chip", "a model call"),
        ("chip service-chip", "the service"),
        ("chip render", "writes to the view"),
        ("chip render by-binding", "… by the binding's observer"),
        ("band", "a later main-actor job"),
      ].filter { used.contains($0.0) }.map { style, text in
        defer { legendX += Double(text.count) * 6.3 + 40 }
        return
          #"<rect x="\#(legendX)" y="\#(Self.legendY - 10)" width="20" height="12" rx="3" class="\#(style)"/>"#
          + #"<text x="\#(legendX + 26)" y="\#(Self.legendY)">\#(text)</text>"#
      }
    let laneChips = HopLane.allCases.filter { $0 != .view }.map { lane in
      ".\(lane.cssClass)-chip { fill: #fff; stroke: \(lane.color); stroke-width: 1.5; }"
        + " .\(lane.cssClass)-chip-text { fill: \(lane.color); }"
    }
    let document =
      [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#,
        "<title>\("One edit, every style: \(input)".xmlEscaped)</title>",
        "<style>",
        "text { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; font-size: 12px; fill: #222; }",
        ".heading { font-size: 16px; font-weight: bold; } .subtitle { fill: #555; } .caption { fill: #333; }",
        ".strategy { font-weight: bold; font-size: 13px; } .region { fill: #555; font-style: italic; }",
        ".stripe { fill: #f6f8fa; } .band { fill: #fdf0dc; }",
        ".returns { stroke: #111; stroke-width: 3; } .returns-label { font-weight: bold; }",
        ".chip-text { font-size: 10px; }",
        ".render { fill: #1f6feb; } .by-binding { stroke: #d9822b; stroke-width: 2.5; }",
        ".render-text { fill: #fff; font-weight: bold; }",
        ".current { fill: #1a7f37; font-weight: bold; } .stale { fill: #cf222e; font-weight: bold; }",
        ".writes { fill: #1f6feb; font-weight: bold; }",
      ] + laneChips + [
        "</style>",
        #"<rect width="100%" height="100%" fill="white"/>"#,
        #"<text x="8" y="22" class="heading">\#("One edit, every style: \(input)".xmlEscaped)</text>"#,
        #"<text x="8" y="42" class="subtitle">What runs after the view model's input, until the view shows the edit: inside the call, or in a later job of the main actor (mvvm-kit trace has every hop).</text>"#,
      ] + Self.caption(input: input) + legend + body + ["</svg>"]
    return document.joined(separator: "\n") + "\n"
  }

  /// Where the legend's texts stand.
  private static let legendY = 124.0

  /// What the figure's words mean, under its subtitle: that it shows one edit, what a write and
  /// a job are, and what "current at return" says.
  private static func caption(input: String) -> [String] {
    [
      "Only this edit, \(input), in every style. A write is one view property set: a label's text or colour, a button's state.",
      "So the counts are this edit's, and differ from mvvm-kit compare's viewWritesPerEdit row, which averages a whole cycle of edits.",
      "current at return: the view already shows the edit when the input's call returns (inline). A job is one turn of the main actor.",
    ].enumerated().map { index, line in
      #"<text x="8" y="\#(62 + Double(index) * 17)" class="caption">\#(line.xmlEscaped)</text>"#
    }
  }

  /// How wide `rows` are as chips, each followed by its gap.
  private static func width(of rows: some Collection<DiagramRow>) -> Double {
    rows.reduce(0) { $0 + Double(chipText($1).count) * characterWidth + 10 + gap }
  }

  /// A chip's classes: its box's and its text's.
  private static func style(of row: DiagramRow) -> (box: String, text: String) {
    if case .render = row.kind {
      (
        row.throughBinding || row.from == .lane(.binding)
          ? "chip render by-binding" : "chip render", "render-text"
      )
    } else {
      ("chip \(row.to.cssClass)-chip", "\(row.to.cssClass)-chip-text")
    }
  }

  /// One chip at `x` in the row whose top is `y`.
  private static func chip(_ row: DiagramRow, x: Double, y: Double) -> String {
    let text = chipText(row)
    let (style, textStyle) = Self.style(of: row)
    return
      #"<rect x="\#(x)" y="\#(y + 8)" width="\#(Double(text.count) * characterWidth + 10)" height="18" rx="4" class="\#(style)"/>"#
      + #"<text x="\#(x + 5)" y="\#(y + 21)" class="chip-text \#(textStyle)">\#(text.xmlEscaped)</text>"#
  }

  /// A row as a chip says it: a render's count of writes, or the first word of a call.
  private static func chipText(_ row: DiagramRow) -> String {
    if case .render(let writes) = row.kind {
      return writes == 1 ? "1 write" : "\(writes) writes"
    }
    if let resumes = row.label.range(of: " resumes") {
      return String(row.label[..<resumes.upperBound])
    }
    return String(row.label.prefix { $0 != "(" && $0 != " " })
  }
}
