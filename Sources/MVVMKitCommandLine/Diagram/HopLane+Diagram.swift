import MVVMBindingKit

extension HopLane {
  /// The lane's name as a CSS class.
  var cssClass: String {
    self == .viewModel ? "view-model" : rawValue
  }

  /// The lane's colour in a diagram.
  var color: String {
    switch self {
    case .view: "#1f6feb"
    case .binding: "#d9822b"
    case .viewModel: "#8250df"
    case .model: "#2da44e"
    case .service: "#6e7781"
    }
  }

  /// The SVG styles and arrowheads that draw arrows into each lane in its colour: a `<style>`
  /// rule per lane, and a `<marker>` per lane for `<defs>`.
  static var diagramStyles: (rules: [String], markers: [String]) {
    (
      allCases.map { lane in
        ".\(lane.cssClass) { stroke: \(lane.color); marker-end: url(#arrow-\(lane.cssClass)); }"
          + " .\(lane.cssClass)-fill { fill: \(lane.color); }"
      },
      allCases.map { lane in
        #"<marker id="arrow-\#(lane.cssClass)" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0 0 L8 4 L0 8 z" class="\#(lane.cssClass)-fill"/></marker>"#
      }
    )
  }
}
