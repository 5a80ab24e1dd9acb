import BindingBenchmark
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// A trace as an SVG sequence diagram that teaches: the five lanes as columns, arrows from caller
/// to callee with their labels on them (see `DiagramRow`), a render's view writes as one arrow,
/// a bold rule where the input's call returns (saying whether the view is current by then),
/// each later main-actor job as a shaded band labelled with what resumed it, and a legend. The
/// text transcript of `mvvm-kit trace` keeps every hop; the diagram reads at 100 % in a browser.
public struct TraceDiagram {
  /// The strategy traced.
  public let strategy: BindingStrategy
  /// What the trace recorded, input by input.
  public let steps: [TraceStep]

  /// A diagram of `steps`, a trace of `strategy`.
  public init(strategy: BindingStrategy, steps: [TraceStep]) {
    self.strategy = strategy
    self.steps = steps
  }

  static let width = 1000
  static let outsideX = 160.0
  static let rowHeight = 15.0
  private static let laneSpacing = 148.0
  private static let top = 86.0

  /// The x of a lane's lifeline.
  static func x(of lane: HopLane) -> Double {
    225 + laneSpacing * Double(HopLane.allCases.firstIndex(of: lane)!)
  }

  /// The diagram as a standalone SVG document.
  public var svg: String {
    var body: [String] = []
    var y = Self.top
    for step in steps {
      body.append(#"<line x1="8" y1="\#(y)" x2="992" y2="\#(y)" class="step"/>"#)
      y += 4
      let rows = DiagramRow.rows(of: step.entries)
      let heading = step.input ?? "screen made"
      let headingText = #"<text x="8" y="\#(y + 10)" class="input">\#(heading.xmlEscaped)</text>"#
      // A step that starts in a later job (settle) gets a row of its own for its heading, so
      // the band's label can stand in the left column.
      if rows.first.map({ $0.job > 0 }) ?? true { y += Self.rowHeight }
      // A step with no row of its own inside the call (settle) has no return to mark.
      let returns = step.input != "settle"
      var job = 0
      // The bands come first, so the arrows are drawn over them.
      var bands: [String] = []
      var arrows: [String] = []
      for (index, row) in rows.enumerated() {
        if row.job != job {
          if job == 0 && returns {
            arrows.append(
              contentsOf: Self.returnRule(at: y + 6, rows: rows, isScreen: step.input == nil))
            y += 12
          }
          job = row.job
          let count = rows[index...].prefix { $0.job == job }.count
          bands.append(
            #"<rect x="8" y="\#(y)" width="984" height="\#(Double(count) * Self.rowHeight + 2)" class="band"/>"#
              + #"<text x="12" y="\#(y + 11)" class="band-label">\#((row.resumedBy ?? "").xmlEscaped)</text>"#
          )
        }
        arrows.append(Self.arrow(row, top: y))
        y += Self.rowHeight
      }
      if job == 0 && returns {
        arrows.append(
          contentsOf: Self.returnRule(at: y + 6, rows: rows, isScreen: step.input == nil))
        y += 12
      }
      body += bands + [headingText] + arrows
      y += 6
    }
    let height = Int(y + 10)
    let lanes = HopLane.allCases.map { lane in
      let x = Self.x(of: lane)
      return
        #"<text x="\#(x)" y="\#(Self.top - 10)" class="lane \#(lane.cssClass)-fill">\#(lane.rawValue)</text>"#
        + #"<line x1="\#(x)" y1="\#(Self.top - 6)" x2="\#(x)" y2="\#(height - 4)" class="lifeline"/>"#
    }
    let inputs = steps.compactMap(\.input).joined(separator: ", ")
    let styles = HopLane.diagramStyles
    let document =
      [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.width)" height="\#(height)" viewBox="0 0 \#(Self.width) \#(height)">"#,
        "<title>\("\(strategy.id): \(inputs)".xmlEscaped)</title>",
        "<defs>" + styles.markers.joined() + "</defs>",
        "<style>",
        "text { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; font-size: 11px; fill: #222; }",
        ".title { font-size: 15px; font-weight: bold; } .subtitle { fill: #555; }",
        ".lane { text-anchor: middle; font-weight: bold; font-size: 12px; }",
        ".lifeline { stroke: #c8c8c8; stroke-dasharray: 2 3; }",
        ".step { stroke: #d0d7de; } .input { font-weight: bold; font-size: 11.5px; }",
        ".band { fill: #fdf0dc; } .band-label { fill: #9a5b13; font-style: italic; }",
        ".label { paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; }",
        ".in-job { stroke: #fdf0dc; }",
        ".arrow { stroke-width: 1.3; fill: none; } .answer { stroke-dasharray: 4 3; }",
        ".render { stroke-width: 3; } .through { fill: #d9822b; }",
        ".returns, .returns-end { stroke: #111; stroke-width: 2.5; } .returns-label { font-weight: bold; }",
        ".current { fill: #1a7f37; font-weight: bold; } .stale { fill: #cf222e; font-weight: bold; }",
      ] + styles.rules + [
        "</style>",
        #"<rect width="100%" height="100%" fill="white"/>"#,
        #"<text x="8" y="20" class="title">\#("\(strategy.id) — \(strategy.title)".xmlEscaped)</text>"#,
        #"<text x="8" y="38" class="subtitle">\#("input: \(inputs)".xmlEscaped)</text>"#,
        #"<text x="8" y="54" class="subtitle">every hop, one per line: mvvm-kit trace --strategy \#(strategy.id.xmlEscaped)</text>"#,
      ] + Self.legend + lanes + body + ["</svg>"]
    return document.joined(separator: "\n") + "\n"
  }

  /// The bold rule where the input's call returns, and whether the view is current by then.
  private static func returnRule(at y: Double, rows: [DiagramRow], isScreen: Bool) -> [String] {
    let lastRender = rows.last { if case .render = $0.kind { true } else { false } }
    let verdict: (text: String, style: String) =
      switch lastRender?.job {
      case nil, 0: ("the view is already current", "current")
      case 1: ("the view is current only 1 main-actor job later", "stale")
      case let jobs?: ("the view is current only \(jobs) main-actor jobs later", "stale")
      }
    let returns = isScreen ? "makeScreen returns" : "the input's call returns"
    // The rule stops short of its words (about 5.3 px a character) and resumes after them.
    let wordsStart = 970 - Double(returns.count + 2 + verdict.text.count) * 5.3 - 6
    return [
      #"<line x1="8" y1="\#(y)" x2="\#(wordsStart)" y2="\#(y)" class="returns"/>"#,
      #"<line x1="976" y1="\#(y)" x2="992" y2="\#(y)" class="returns-end"/>"#,
      #"<text x="970" y="\#(y + 4)" class="label" text-anchor="end"><tspan class="returns-label">\#(returns)</tspan>: <tspan class="\#(verdict.style)">\#(verdict.text)</tspan></text>"#,
    ]
  }

  /// One row's arrow, with its label, in the row whose top is `top`.
  private static func arrow(_ row: DiagramRow, top: Double) -> String {
    let to = x(of: row.to)
    let from: Double =
      switch row.from {
      case .outside: outsideX
      case .lane(let lane): x(of: lane)
      }
    let y = top + 12
    let kind: String =
      switch row.kind {
      case .call: "arrow"
      case .answer: "arrow answer"
      case .render: "arrow render"
      }
    let label = row.label.xmlEscaped
    let halo = row.job > 0 ? "label in-job" : "label"
    guard from != to else {
      // A call within one lane: a small loop, its label beside it.
      return #"<path d="M\#(to) \#(y - 7) h12 v6 h-10" class="\#(kind) \#(row.to.cssClass)"/>"#
        + #"<text x="\#(to + 16)" y="\#(y - 1)" class="\#(halo)">\#(label)</text>"#
    }
    let end = to + (from < to ? -2 : 2)
    let through =
      row.throughBinding
      ? #"<circle cx="\#(x(of: .binding))" cy="\#(y)" r="3.2" class="through"/>"# : ""
    return
      #"<line x1="\#(from)" y1="\#(y)" x2="\#(end)" y2="\#(y)" class="\#(kind) \#(row.to.cssClass)"/>"#
      + through
      + #"<text x="\#(min(from, to) + 6)" y="\#(y - 3)" class="\#(halo)">\#(label)</text>"#
  }

  /// What each mark means, top right.
  private static let legend: [String] = {
    let x = 600.0
    return [
      #"<line x1="\#(x)" y1="14" x2="\#(x + 30)" y2="14" class="arrow model"/>"#,
      #"<text x="\#(x + 36)" y="18">call, caller → callee</text>"#,
      #"<line x1="\#(x + 180)" y1="14" x2="\#(x + 210)" y2="14" class="arrow answer view-model"/>"#,
      #"<text x="\#(x + 216)" y="18">answer</text>"#,
      #"<line x1="\#(x + 30)" y1="30" x2="\#(x)" y2="30" class="arrow render view"/>"#,
      #"<circle cx="\#(x + 24)" cy="30" r="3.2" class="through"/>"#,
      #"<text x="\#(x + 36)" y="34">render: writes to the view, counted (• through the binding)</text>"#,
      #"<line x1="\#(x)" y1="46" x2="\#(x + 30)" y2="46" class="returns"/>"#,
      #"<text x="\#(x + 36)" y="50">the input's call returns</text>"#,
      #"<rect x="\#(x + 180)" y="39" width="30" height="13" class="band"/>"#,
      #"<text x="\#(x + 216)" y="50">a later main-actor job</text>"#,
    ]
  }()
}
