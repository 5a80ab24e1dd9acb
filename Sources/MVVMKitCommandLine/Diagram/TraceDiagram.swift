import BindingBenchmark
import Foundation
import MVVMBindingKit

/// A trace as an SVG sequence diagram: the five lanes as columns, one arrow per hop into the
/// lane it happened in, a dashed rule where a main-actor turn ended, and each input as a band
/// heading its hops. Each hop's text stands on its arrow's row, to the right of the lanes, so
/// the diagram reads at 100 % in a browser.
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

  private static let laneWidth = 110.0
  private static let lanesLeft = 20.0
  private static let rowHeight = 20.0
  private static let top = 96.0
  private static var textLeft: Double {
    lanesLeft + Double(TraceLane.allCases.count) * laneWidth + 20
  }

  /// The diagram as a standalone SVG document.
  public var svg: String {
    let lanes = TraceLane.allCases
    func center(_ lane: TraceLane) -> Double {
      Self.lanesLeft + Self.laneWidth * (Double(lanes.firstIndex(of: lane)!) + 0.5)
    }
    // The width first: the widest hop's text, after the lanes.
    let widest = steps.flatMap(\.entries).reduce(0) { widest, entry in
      guard case .hop(let lane, let text) = entry else { return widest }
      return max(widest, lane.rawValue.count + 1 + text.count)
    }
    let width = Int(Self.textLeft + Double(widest) * 7.3 + 20)
    var body: [String] = []
    var y = Self.top
    for step in steps {
      let heading = step.input ?? "(screen made)"
      body.append(
        #"<rect x="10" y="\#(y - 14)" width="\#(width - 20)" height="18" class="band"/>"#
          + #"<text x="14" y="\#(y)" class="input">\#(heading.xmlEscaped)</text>"#)
      y += Self.rowHeight
      // The first hop of an input, or of a later turn, comes from outside the lanes: the person,
      // or the executor running a job.
      var from: Double? = nil
      for entry in step.entries {
        switch entry {
        case .turnEnds:
          body.append(
            #"<line x1="10" y1="\#(y - 5)" x2="\#(Self.textLeft - 10)" y2="\#(y - 5)" class="turn"/>"#
              + #"<text x="\#(Self.textLeft)" y="\#(y)" class="turn-label">main actor turn ends</text>"#
          )
          from = nil
        case .hop(let lane, let text):
          let x = center(lane)
          let start = from ?? 12
          let arrow =
            start == x
            ? #"<path d="M\#(x) \#(y - 9) h16 v8 h-14" class="hop \#(lane.cssClass)"/>"#
            : #"<line x1="\#(start)" y1="\#(y - 5)" x2="\#(x + (start < x ? -4 : 4))" y2="\#(y - 5)" class="hop \#(lane.cssClass)"/>"#
          body.append(
            arrow + #"<text x="\#(Self.textLeft)" y="\#(y)" class="label">"#
              + #"<tspan class="\#(lane.cssClass)-text">\#(lane.rawValue.xmlEscaped)</tspan> "#
              + "\(text.xmlEscaped)</text>")
          from = x
        }
        y += Self.rowHeight
      }
      y += 6
    }
    let height = Int(y + 10)
    let lifelines = lanes.map { lane in
      let x = center(lane)
      return #"<text x="\#(x)" y="76" class="lane">\#(lane.rawValue)</text>"#
        + #"<line x1="\#(x)" y1="82" x2="\#(x)" y2="\#(height - 10)" class="lifeline"/>"#
    }
    let inputs = steps.compactMap(\.input).joined(separator: ", ")
    let markers = lanes.map { lane in
      #"<marker id="arrow-\#(lane.cssClass)" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L8 4 L0 8 z" class="\#(lane.cssClass)-head"/></marker>"#
    }
    let laneStyles = lanes.map { lane in
      ".\(lane.cssClass) { stroke: \(lane.color); marker-end: url(#arrow-\(lane.cssClass)); }"
        + " .\(lane.cssClass)-head { fill: \(lane.color); }"
        + " .\(lane.cssClass)-text { fill: \(lane.color); font-weight: bold; }"
    }
    let document =
      [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#,
        "<title>\("\(strategy.id): every hop of \(inputs)".xmlEscaped)</title>",
        "<defs>" + markers.joined() + "</defs>",
        "<style>",
        "text { font-family: -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; font-size: 13px; fill: #222; }",
        ".title { font-size: 16px; font-weight: bold; } .subtitle { fill: #555; }",
        ".lane { text-anchor: middle; font-weight: bold; } .lifeline { stroke: #bbb; stroke-dasharray: 2 3; }",
        ".band { fill: #eef2f7; } .input { font-weight: bold; }",
        ".label { font-family: Menlo, Consolas, 'DejaVu Sans Mono', monospace; font-size: 12px; }",
        ".turn { stroke: #999; stroke-dasharray: 6 4; } .turn-label { fill: #777; font-style: italic; font-size: 12px; }",
        ".hop { stroke-width: 1.6; fill: none; }",
      ] + laneStyles + [
        "</style>",
        #"<rect width="100%" height="100%" fill="white"/>"#,
        #"<text x="10" y="26" class="title">\#("\(strategy.id) — \(strategy.title)".xmlEscaped)</text>"#,
        #"<text x="10" y="46" class="subtitle">\#("input: \(inputs)".xmlEscaped)</text>"#,
      ] + lifelines + body + [
        "</svg>"
      ]
    return document.joined(separator: "\n") + "\n"
  }
}

extension TraceLane {
  /// The lane's name as a CSS class.
  fileprivate var cssClass: String {
    self == .viewModel ? "view-model" : rawValue
  }

  /// The lane's colour in a diagram.
  fileprivate var color: String {
    switch self {
    case .view: "#1f6feb"
    case .binding: "#d9822b"
    case .viewModel: "#8250df"
    case .model: "#2da44e"
    case .service: "#6e7781"
    }
  }
}
