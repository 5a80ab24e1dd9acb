import Foundation
import MVVMBindingKit

extension BenchmarkReport {
  /// A horizontal bar chart of median ns/event, one group per scenario, every bar labelled with
  /// its strategy and value (no legend to hunt for). The scale is logarithmic when the values
  /// span more than a factor of 30.
  public func svgChart() -> String {
    let values = results.map(\.nsPerEvent.median).filter { $0 > 0 }
    let smallest = values.min() ?? 1
    let largest = values.max() ?? 1
    let isLogarithmic = largest / smallest > 30
    let barArea = 520.0
    let labelWidth = 170.0
    let barHeight = 16.0
    let width = labelWidth + barArea + 230
    func barLength(_ value: Double) -> Double {
      guard value > 0 else { return 1 }
      if isLogarithmic {
        let floor = smallest / 2
        return max(2, barArea * log10(value / floor) / log10(largest / floor))
      }
      return max(2, barArea * value / largest)
    }

    var body: [String] = []
    var y = 56.0
    let scenarios = results.map(\.scenario).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    for scenario in scenarios {
      body.append(#"<text x="10" y="\#(y + 12)" class="scenario">\#(escape(scenario))</text>"#)
      y += 22
      for result in results where result.scenario == scenario {
        let length = barLength(result.nsPerEvent.median)
        let kind =
          result.strategy == "direct" ? "baseline" : result.reference ? "reference" : "strategy"
        let label =
          "\(NumberFormatting.nanoseconds(result.nsPerEvent.median)) ns"
          + (result.strategy == "direct"
            ? "" : " · \(NumberFormatting.ratio(result.ratioToBaseline))")
        body.append(
          #"<text x="\#(labelWidth - 8)" y="\#(y + 12)" class="name">\#(escape(result.strategy))</text>"#
        )
        body.append(
          #"<rect x="\#(labelWidth)" y="\#(y)" width="\#(String(format2: length))" height="\#(barHeight)" class="\#(kind)"><title>\#(escape(result.strategy)) \#(escape(scenario)): \#(escape(label))</title></rect>"#
        )
        body.append(
          #"<text x="\#(labelWidth + length + 6)" y="\#(y + 12)" class="value">\#(escape(label))</text>"#
        )
        y += barHeight + 6
      }
      y += 10
    }
    let height = y + 10
    let scaleNote = isLogarithmic ? "logarithmic scale" : "linear scale"
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <style>
      .title { font-size: 15px; font-weight: bold; }
      .note { fill: #555; }
      .scenario { font-weight: bold; }
      .name { text-anchor: end; }
      .value { fill: #222; }
      .baseline { fill: #8a8a8a; }
      .strategy { fill: #3b6fb6; }
      .reference { fill: #d98c2b; }
      </style>
      <rect width="100%" height="100%" fill="white"/>
      <text x="10" y="22" class="title">Binding cost per event (median ns, shorter is cheaper)</text>
      <text x="10" y="40" class="note">\(escape("\(os), \(cores) cores, Swift \(swift), \(build) build, \(scaleNote); grey: direct, blue: strategies, orange: ref- mechanisms alone; × = ratio to direct"))</text>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }
}

/// Text made safe for XML.
private func escape(_ text: String) -> String {
  text.xmlEscaped
}
