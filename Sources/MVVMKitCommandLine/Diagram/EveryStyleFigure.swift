import Foundation
import BindingBenchmark
import MVVMBindingKit

/// One input traced in every strategy, side by side, as an SVG figure: for each, what runs
/// inside the input's call, the moment the call returns, what runs in later main-actor jobs,
/// where the view becomes current and how many writes to the view it cost.
public struct EveryStyleFigure {
  /// Each strategy with its trace of the input.
  public let traces: [(strategy: BindingStrategy, step: TraceStep)]

  /// A figure of `traces`: the same input, traced in each strategy.
  public init(traces: [(strategy: BindingStrategy, step: TraceStep)]) {
    self.traces = traces
  }

  private static let trackLeft = 170.0
  private static let rowHeight = 34.0
  private static let top = 96.0

  /// The figure as a standalone SVG document.
  public var svg: String {
    let input = traces.first?.step.input ?? "screen made"
    var body: [String] = []
    var width = 1000.0
    for (index, trace) in traces.enumerated() {
      let y = Self.top + Double(index) * Self.rowHeight
      // The view's event and the view model's input are the same in every style: the chips
      // start where the styles part.
      let rows = DiagramRow.rows(of: trace.step.entries).drop {
        $0.job == 0 && ($0.from == .outside && $0.to == .view || $0.from == .lane(.view))
      }
      body.append(
        #"<text x="8" y="\#(y + 14)" class="strategy">\#(trace.strategy.id.xmlEscaped)</text>"#
          + #"<text x="8" y="\#(y + 27)" class="title-small">\#(trace.strategy.title.xmlEscaped)</text>"#
      )
      if index % 2 == 1 {
        body.insert(
          #"<rect x="0" y="\#(y)" width="100%" height="\#(Self.rowHeight)" class="stripe"/>"#, at: 0
        )
      }
      func returnRule(at x: Double) -> String {
        #"<line x1="\#(x)" y1="\#(y + 2)" x2="\#(x)" y2="\#(y + Self.rowHeight - 2)" class="returns"/>"#
      }
      var x = Self.trackLeft
      var chips: [String] = []
      // Each later job's band: where it starts and ends.
      var bands: [(start: Double, end: Double)] = []
      for row in rows {
        if row.job > 0 && (bands.count < row.job) {
          if bands.isEmpty {
            chips.append(returnRule(at: x + 4))
            x += 12
          } else {
            x += 4
          }
          bands.append((x - 3, x))
        }
        let text = Self.chipText(row)
        let chipWidth = Double(text.count) * 6.3 + 12
        let style: String =
          if case .render = row.kind { "chip render" } else { "chip \(row.to.cssClass)-chip" }
        chips.append(
          #"<rect x="\#(x)" y="\#(y + 8)" width="\#(chipWidth)" height="18" rx="4" class="\#(style)"/>"#
            + #"<text x="\#(x + 6)" y="\#(y + 21)" class="\#(style)-text">\#(text.xmlEscaped)</text>"#
        )
        x += chipWidth + 4
        if !bands.isEmpty { bands[bands.count - 1].end = x }
      }
      if bands.isEmpty {
        chips.append(returnRule(at: x + 4))
        x += 12
      }
      body += bands.map {
        #"<rect x="\#($0.start)" y="\#(y + 3)" width="\#($0.end - $0.start - 1)" height="\#(Self.rowHeight - 6)" class="band"/>"#
      }
      let writes = rows.reduce(0) { sum, row in
        if case .render(let writes) = row.kind { sum + writes } else { sum }
      }
      let lastRender = rows.last { if case .render = $0.kind { true } else { false } }
      let verdict: (text: String, style: String) =
        switch lastRender?.job {
        case nil, 0: ("current at return", "current")
        case 1: ("current 1 job later", "stale")
        case let jobs?: ("current \(jobs) jobs later", "stale")
        }
      body += chips
      body.append(
        #"<text x="\#(x + 8)" y="\#(y + 14)" class="\#(verdict.style)">\#(verdict.text)</text>"#
          + #"<text x="\#(x + 8)" y="\#(y + 27)" class="writes">\#(writes) \#(writes == 1 ? "write" : "writes") to the view</text>"#
      )
      width = max(width, x + 150)
    }
    let height = Int(Self.top + Double(traces.count) * Self.rowHeight + 12)
    let laneChips = TraceLane.allCases.filter { $0 != .view }.map { lane in
      ".\(lane.cssClass)-chip { fill: #fff; stroke: \(lane.color); stroke-width: 1.5; }"
        + " .\(lane.cssClass)-chip-text { fill: \(lane.color); }"
    }
    var legendX = 8.0
    let legend =
      [
        ("chip binding-chip", "a step of the binding"),
        ("chip model-chip", "a model call"),
        ("chip service-chip", "the service"),
        ("chip render", "writes to the view"),
      ].map { style, text in
        defer { legendX += Double(text.count) * 6.3 + 34 }
        return #"<rect x="\#(legendX)" y="58" width="18" height="12" rx="3" class="\#(style)"/>"#
          + #"<text x="\#(legendX + 24)" y="68">\#(text)</text>"#
      } + [
        #"<line x1="\#(legendX + 6)" y1="56" x2="\#(legendX + 6)" y2="72" class="returns"/>"#,
        #"<text x="\#(legendX + 14)" y="68">the input's call returns</text>"#,
        #"<rect x="\#(legendX + 170)" y="58" width="26" height="12" class="band"/>"#,
        #"<text x="\#(legendX + 202)" y="68">a later main-actor job</text>"#,
      ]
    let document =
      [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(width))" height="\#(height)" viewBox="0 0 \#(Int(width)) \#(height)">"#,
        "<title>\("One edit, every style: \(input)".xmlEscaped)</title>",
        "<style>",
        "text { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; font-size: 12px; fill: #222; }",
        ".heading { font-size: 16px; font-weight: bold; } .subtitle { fill: #555; }",
        ".strategy { font-weight: bold; font-size: 13px; } .title-small { fill: #666; font-size: 11px; }",
        ".stripe { fill: #f6f8fa; } .band { fill: #fdf0dc; }",
        ".returns { stroke: #111; stroke-width: 3; }",
        ".chip-text, [class$='chip-text'] { font-size: 11px; }",
        ".render { fill: #1f6feb; } .render-text { fill: #fff; font-weight: bold; font-size: 11px; }",
        ".current { fill: #1a7f37; font-weight: bold; } .stale { fill: #cf222e; font-weight: bold; }",
        ".writes { fill: #1f6feb; font-weight: bold; }",
      ] + laneChips + [
        "</style>",
        #"<rect width="100%" height="100%" fill="white"/>"#,
        #"<text x="8" y="22" class="heading">\#("One edit, every style: \(input)".xmlEscaped)</text>"#,
        #"<text x="8" y="42" class="subtitle">After the view's event and the view model's input, each style's steps in order (mvvm-kit trace has every hop):</text>"#,
      ] + legend + body + ["</svg>"]
    return document.joined(separator: "\n") + "\n"
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
