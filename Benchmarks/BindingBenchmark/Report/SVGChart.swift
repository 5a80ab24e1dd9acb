import Foundation
import MVVMBindingKit

extension BenchmarkReport {
  /// A horizontal bar chart of median ns/event with min–max whiskers, one panel per scenario,
  /// each with a linear axis of its own, ticked and labelled, starting at zero — so a bar twice
  /// as long costs twice as much. Every bar is labelled with its row and value (no legend to
  /// hunt for), and each `ref-` row sits right below the strategy built on it.
  public func svgChart() -> String {
    let labelWidth = 190.0
    let barArea = 500.0
    let barHeight = 14.0
    let rowPitch = barHeight + 6
    let width = labelWidth + barArea + 200
    var body: [String] = []
    var y = 74.0
    let scenarios = results.map(\.scenario).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    for scenario in scenarios {
      let rows = Self.strategyThenReference(results.filter { $0.scenario == scenario })
      let axis = ChartAxis(upTo: rows.map(\.nsPerEvent.max).max() ?? 1)
      func x(_ value: Double) -> Double { labelWidth + barArea * min(value, axis.end) / axis.end }

      body.append(#"<text x="10" y="\#(y + 12)" class="scenario">\#(scenario.xmlEscaped)</text>"#)
      y += 22
      let top = y
      let bottom = top + Double(rows.count) * rowPitch
      for tick in axis.ticks {
        body.append(
          #"<line x1="\#(x(tick))" y1="\#(top - 4)" x2="\#(x(tick))" y2="\#(bottom)" class="grid"/>"#
        )
      }
      for result in rows {
        let spread = result.nsPerEvent
        let kind =
          result.strategy == "direct" ? "baseline" : result.reference ? "reference" : "strategy"
        let label =
          ChartAxis.label(spread.median, decimals: true)
          + (result.strategy == "direct"
            ? "" : " · \(NumberFormatting.ratio(result.ratioToBaseline))")
        let middle = y + barHeight / 2
        let length = max(x(spread.median) - labelWidth, 1)
        body.append(
          #"<text x="\#(labelWidth - 8)" y="\#(y + 11)" class="name">\#(result.strategy.xmlEscaped)</text>"#
        )
        body.append(
          #"<rect x="\#(labelWidth)" y="\#(y)" width="\#(String(format2: length))" height="\#(barHeight)" class="\#(kind)"><title>\#(result.strategy.xmlEscaped) \#(scenario.xmlEscaped): median \#(NumberFormatting.nanoseconds(spread.median)) ns, min \#(NumberFormatting.nanoseconds(spread.min)), max \#(NumberFormatting.nanoseconds(spread.max))</title></rect>"#
        )
        let low = String(format2: x(spread.min))
        let high = String(format2: x(spread.max))
        body.append(
          #"<path d="M\#(low) \#(middle)H\#(high)M\#(low) \#(middle - 4)V\#(middle + 4)M\#(high) \#(middle - 4)V\#(middle + 4)" class="whisker"/>"#
        )
        body.append(
          #"<text x="\#(String(format2: x(spread.max) + 6))" y="\#(y + 11)" class="value">\#(label.xmlEscaped)</text>"#
        )
        y += rowPitch
      }
      body.append(
        #"<line x1="\#(labelWidth)" y1="\#(bottom)" x2="\#(labelWidth + barArea)" y2="\#(bottom)" class="axis"/>"#
      )
      for tick in axis.ticks {
        body.append(
          #"<line x1="\#(x(tick))" y1="\#(bottom)" x2="\#(x(tick))" y2="\#(bottom + 4)" class="axis"/>"#
        )
        body.append(
          #"<text x="\#(x(tick))" y="\#(bottom + 16)" class="tick">\#(ChartAxis.label(tick))</text>"#
        )
      }
      body.append(
        #"<text x="\#(labelWidth + barArea)" y="\#(bottom + 30)" class="axis-title">time per event — bar: median, whisker: fastest to slowest sample</text>"#
      )
      y = bottom + 48
    }
    let height = y
    let notes = [
      "\(os), \(cores) cores, Swift \(swift), \(build) build\(quick ? ", quick run" : ""). "
        + "Each scenario has its own linear axis from 0: compare bars within a scenario.",
      "Grey: direct, blue: strategies, orange: a ref- mechanism alone, below the strategy built "
        + "on it; × = median over direct's.",
    ]
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <style>
      .title { font-size: 15px; font-weight: bold; }
      .note { fill: #555; }
      .scenario { font-weight: bold; }
      .name { text-anchor: end; }
      .value { fill: #222; }
      .tick { fill: #555; font-size: 11px; text-anchor: middle; }
      .axis-title { fill: #555; font-size: 11px; text-anchor: end; }
      .axis { stroke: #555; stroke-width: 1; }
      .grid { stroke: #e2e2e2; stroke-width: 1; }
      .whisker { stroke: #222; stroke-width: 1.2; fill: none; }
      .baseline { fill: #8a8a8a; }
      .strategy { fill: #3b6fb6; }
      .reference { fill: #d98c2b; }
      </style>
      <rect width="100%" height="100%" fill="white"/>
      <text x="10" y="22" class="title">Binding time per event (median, shorter is cheaper)</text>
      <text x="10" y="40" class="note">\(notes[0].xmlEscaped)</text>
      <text x="10" y="56" class="note">\(notes[1].xmlEscaped)</text>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  /// `direct` first, then each strategy followed by the `ref-` row of the mechanism it is built
  /// on (`ref-` + its id); a `ref-` row with no such strategy comes last.
  static func strategyThenReference(_ results: [BenchmarkResult]) -> [BenchmarkResult] {
    let references = results.filter(\.reference)
    var ordered: [BenchmarkResult] = []
    for result in results where !result.reference {
      ordered.append(result)
      ordered += references.filter { $0.strategy == "ref-" + result.strategy }
    }
    return ordered
      + references.filter { reference in
        !ordered.contains { $0.strategy == reference.strategy }
      }
  }
}
