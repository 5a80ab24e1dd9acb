import Foundation
import MVVMBindingKit

extension BenchmarkReport {
  /// A horizontal bar chart, one block per scenario: with instructions counted, a panel of
  /// instructions per event first (counted: the figures to decide with) and beside it the median
  /// ns/event with min–max whiskers (for scale); without, the times alone. Each panel has a
  /// linear axis of its own, ticked and labelled, starting at zero — so a bar twice as long costs
  /// twice as much. Every bar is labelled with its row and value (no legend to hunt for), each
  /// `ref-` row sits right below the strategy built on it, and a row whose time over `direct`'s
  /// is more than twice its instructions over `direct`'s is marked as mostly waiting: its median
  /// is a hop waiting for the main queue's drain, which no count sees, not work.
  public func svgChart() -> String {
    let counts = hasInstructions
    let labelWidth = counts ? 178.0 : 190.0
    let countArea = 236.0
    let timeX = counts ? labelWidth + countArea + 106 : labelWidth
    let timeArea = counts ? 236.0 : 500.0
    let barHeight = 14.0
    let rowPitch = barHeight + 6
    let width = counts ? 1000.0 : labelWidth + timeArea + 200
    var body: [String] = []
    var waitingPairs: [String] = []
    var y = counts ? 122.0 : 74.0
    let scenarios = results.map(\.scenario).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    for scenario in scenarios {
      let rows = Self.strategyThenReference(results.filter { $0.scenario == scenario })
      let axis = ChartAxis(upTo: rows.map(\.nsPerEvent.max).max() ?? 1)
      let countAxis = ChartAxis(upTo: rows.compactMap(\.instructionsPerEvent).max() ?? 1)
      let direct = rows.first { $0.strategy == "direct" }
      func x(_ value: Double) -> Double { timeX + timeArea * min(value, axis.end) / axis.end }
      func cx(_ value: Double) -> Double {
        labelWidth + countArea * min(value, countAxis.end) / countAxis.end
      }
      /// Whether the row's time over direct's is more than twice its instructions over direct's.
      func isWaiting(_ result: BenchmarkResult) -> Bool {
        guard result.strategy != "direct", let count = result.instructionsPerEvent,
          let floor = direct?.instructionsPerEvent, floor > 0
        else { return false }
        return result.ratioToBaseline > 2 * count / floor
      }

      body.append(#"<text x="10" y="\#(y + 12)" class="scenario">\#(scenario.xmlEscaped)</text>"#)
      if counts {
        body.append(
          #"<text x="\#(labelWidth)" y="\#(y + 12)" class="panel">instructions per event (callgrind)</text>"#
            + #"<text x="\#(timeX)" y="\#(y + 12)" class="panel">time per event (median; moves with the machine)</text>"#
        )
      }
      y += 22
      let top = y
      let bottom = top + Double(rows.count) * rowPitch
      for tick in axis.ticks {
        body.append(
          #"<line x1="\#(x(tick))" y1="\#(top - 4)" x2="\#(x(tick))" y2="\#(bottom)" class="grid"/>"#
        )
      }
      if counts {
        for tick in countAxis.ticks {
          body.append(
            #"<line x1="\#(cx(tick))" y1="\#(top - 4)" x2="\#(cx(tick))" y2="\#(bottom)" class="grid"/>"#
          )
        }
      }
      for result in rows {
        let spread = result.nsPerEvent
        let kind =
          result.strategy == "direct" ? "baseline" : result.reference ? "reference" : "strategy"
        let label =
          ChartAxis.label(spread.median, decimals: true)
          + (result.strategy == "direct"
            ? "" : " · \(NumberFormatting.ratio(result.ratioToBaseline))")
        let waiting =
          isWaiting(result) ? #"<tspan class="waiting" dx="5">· mostly waiting</tspan>"# : ""
        let middle = y + barHeight / 2
        let length = max(x(spread.median) - timeX, 1)
        body.append(
          #"<text x="\#(labelWidth - 8)" y="\#(y + 11)" class="name">\#(result.strategy.xmlEscaped)</text>"#
        )
        if counts, let count = result.instructionsPerEvent {
          let ratio = direct?.instructionsPerEvent.map { count / $0 } ?? .nan
          let countLabel =
            ChartAxis.countLabel(count, decimals: true)
            + (result.strategy == "direct" ? "" : " · \(NumberFormatting.ratio(ratio))")
          body.append(
            #"<rect x="\#(labelWidth)" y="\#(y)" width="\#(String(format2: max(cx(count) - labelWidth, 1)))" height="\#(barHeight)" class="\#(kind) count"><title>\#(result.strategy.xmlEscaped) \#(scenario.xmlEscaped): \#(NumberFormatting.instructions(count)) instructions per event</title></rect>"#
              + #"<text x="\#(String(format2: cx(count) + 6))" y="\#(y + 11)" class="count-value">\#(countLabel.xmlEscaped)</text>"#
          )
        }
        body.append(
          #"<rect x="\#(timeX)" y="\#(y)" width="\#(String(format2: length))" height="\#(barHeight)" class="\#(kind)"><title>\#(result.strategy.xmlEscaped) \#(scenario.xmlEscaped): median \#(NumberFormatting.nanoseconds(spread.median)) ns, min \#(NumberFormatting.nanoseconds(spread.min)), max \#(NumberFormatting.nanoseconds(spread.max))</title></rect>"#
        )
        let low = String(format2: x(spread.min))
        let high = String(format2: x(spread.max))
        body.append(
          #"<path d="M\#(low) \#(middle)H\#(high)M\#(low) \#(middle - 4)V\#(middle + 4)M\#(high) \#(middle - 4)V\#(middle + 4)" class="whisker"/>"#
        )
        body.append(
          #"<text x="\#(String(format2: x(spread.max) + 6))" y="\#(y + 11)" class="value">\#(label.xmlEscaped)\#(waiting)</text>"#
        )
        // A mechanism alone slower than the strategy built on it with fewer instructions, both
        // mostly waiting: their times order nothing.
        if result.reference, isWaiting(result), let count = result.instructionsPerEvent,
          let strategy = rows.first(where: { "ref-" + $0.strategy == result.strategy }),
          let strategyCount = strategy.instructionsPerEvent,
          count < strategyCount, spread.median > strategy.nsPerEvent.median, isWaiting(strategy)
        {
          waitingPairs.append(
            "\(result.strategy) takes longer than \(strategy.strategy) with fewer instructions:"
              + " both mostly wait.")
        }
        y += rowPitch
      }
      var axes:
        [(
          start: Double, area: Double, ticks: [Double], place: (Double) -> Double, style: String,
          text: (Double, Bool) -> String
        )] = [(timeX, timeArea, axis.ticks, x, "tick", ChartAxis.label(_:decimals:))]
      if counts {
        axes.append(
          (
            labelWidth, countArea, countAxis.ticks, cx, "count-tick",
            ChartAxis.countLabel(_:decimals:)
          ))
      }
      for (start, area, ticks, place, style, text) in axes {
        body.append(
          #"<line x1="\#(start)" y1="\#(bottom)" x2="\#(start + area)" y2="\#(bottom)" class="axis"/>"#
        )
        // Every tick labelled where the labels fit side by side (about 6.5 px a character at
        // 11 px), else every second or third one, from zero.
        let widest = ticks.map { Double(text($0, false).count) * 6.5 }.max() ?? 0
        let spacing = ticks.count > 1 ? place(ticks[1]) - place(ticks[0]) : area
        let every = max(1, Int((widest + 8) / spacing) + 1)
        for (index, tick) in ticks.enumerated() {
          body.append(
            #"<line x1="\#(place(tick))" y1="\#(bottom)" x2="\#(place(tick))" y2="\#(bottom + 4)" class="axis"/>"#
          )
          if index % every == 0 {
            body.append(
              #"<text x="\#(place(tick))" y="\#(bottom + 16)" class="\#(style)">\#(text(tick, false))</text>"#
            )
          }
        }
      }
      body.append(
        #"<text x="\#(timeX + timeArea)" y="\#(bottom + 30)" class="axis-title">\#(counts ? "bar: median, whisker: fastest to slowest sample" : "time per event — bar: median, whisker: fastest to slowest sample")</text>"#
      )
      if counts {
        body.append(
          #"<text x="\#(labelWidth + countArea)" y="\#(bottom + 30)" class="axis-title">counted under callgrind; × = over direct's</text>"#
        )
      }
      y = bottom + 48
    }
    let height = y
    var notes = [
      "\(os), \(cores) cores, Swift \(swift), \(build) build\(quick ? ", quick run" : ""). "
        + "Each scenario has its own linear axis from 0: compare bars within a scenario.",
      "Grey: direct, blue: strategies, orange: a ref- mechanism alone, below the strategy built "
        + "on it; × = median over direct's.",
    ]
    if counts {
      notes[1] = notes[1].replacingOccurrences(
        of: "× = median over direct's", with: "× = over direct's")
      notes +=
        [
          "Decide with the counts, which repeat from run to run. Mostly waiting: the row's time over "
            + "direct's is more than twice its instructions",
          "over direct's — its median is a hop to a later turn, waiting for the main queue's drain, "
            + "not work: a wait moves with the machine.",
        ] + waitingPairs.prefix(1)
    }
    let title =
      counts
      ? "What a binding costs per event: instructions, then time (shorter is cheaper)"
      : "Binding time per event (median, shorter is cheaper)"
    let noteLines = notes.enumerated().map { index, note in
      #"<text x="10" y="\#(40 + index * 16)" class="note">\#(note.xmlEscaped)</text>"#
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <style>
      .title { font-size: 15px; font-weight: bold; }
      .note { fill: #555; }
      .scenario { font-weight: bold; }
      .panel { fill: #555; font-style: italic; }
      .name { text-anchor: end; }
      .value, .count-value { fill: #222; }
      .waiting { fill: #b35900; font-style: italic; }
      .tick, .count-tick { fill: #555; font-size: 11px; text-anchor: middle; }
      .axis-title { fill: #555; font-size: 11px; text-anchor: end; }
      .axis { stroke: #555; stroke-width: 1; }
      .grid { stroke: #e2e2e2; stroke-width: 1; }
      .whisker { stroke: #222; stroke-width: 1.2; fill: none; }
      .baseline { fill: #8a8a8a; }
      .strategy { fill: #3b6fb6; }
      .reference { fill: #d98c2b; }
      </style>
      <rect width="100%" height="100%" fill="white"/>
      <text x="10" y="22" class="title">\(title)</text>
      \(noteLines.joined(separator: "\n"))
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
