import HeadlessUI

/// One named part of a state: how to compare it and how to show it.
struct ViewStateField<State> {
  let name: String
  let isEqual: (State, State) -> Bool
  let render: (State) -> String

  init<Value: Equatable>(
    _ name: String, _ path: KeyPath<State, Value>, _ show: @escaping (Value) -> String
  ) {
    self.name = name
    self.isEqual = { $0[keyPath: path] == $1[keyPath: path] }
    self.render = { show($0[keyPath: path]) }
  }
}

/// A text quoted, control characters escaped, anything past 40 characters elided with its length.
func render(_ text: String?) -> String {
  guard let text else { return "nil" }
  let limit = 40
  let count = text.count
  let shown = count > limit ? text.prefix(limit) + "…" : Substring(text)
  let escaped = shown.unicodeScalars.map {
    $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
  }
  return "\"" + escaped.joined() + "\"" + (count > limit ? " (\(count) characters)" : "")
}

func render(_ label: LabelState) -> String {
  "\(render(label.text)) \(label.textColor)\(label.isHidden ? " hidden" : "")"
}

func render(_ alert: Alert?) -> String {
  guard let alert else { return "nil" }
  return "\(render(alert.title)) \(render(alert.message))"
}
