import Foundation

/// One figure `compare` prints of every strategy: its key (the name `--json` and
/// docs/Comparison.md use), what it means, and how a measurement shows it in a cell of the table
/// and as a JSON value.
package struct ComparedFigure<Measurement>: Sendable {
  /// The figure's name.
  package let key: String
  /// What is measured, as the table's legend says it.
  package let meaning: String
  /// The figure of a measurement as the table shows it.
  package let cell: @Sendable (Measurement) -> String
  /// The figure of a measurement as `--json` writes it.
  package let json: @Sendable (Measurement) -> Any

  /// A yes-or-no figure: `yes`/`no`, a JSON boolean.
  package static func flag(
    _ key: String, _ value: @escaping @Sendable (Measurement) -> Bool, meaning: String
  ) -> Self {
    Self(key: key, meaning: meaning, cell: { value($0) ? "yes" : "no" }, json: { value($0) })
  }

  /// A number: whole where it is whole, else with two decimals; a JSON number.
  package static func number(
    _ key: String, _ value: @escaping @Sendable (Measurement) -> Double, meaning: String
  ) -> Self {
    Self(
      key: key, meaning: meaning,
      cell: {
        let number = value($0)
        return number == number.rounded() ? "\(Int(number))" : String(format: "%.2f", number)
      }, json: { value($0) })
  }

  /// A count that not every strategy lets one take: `n/a` and JSON `null` where it cannot.
  package static func count(
    _ key: String, _ value: @escaping @Sendable (Measurement) -> Int?, meaning: String
  ) -> Self {
    Self(
      key: key, meaning: meaning, cell: { value($0).map(String.init) ?? "n/a" },
      json: { value($0).map { $0 as Any } ?? NSNull() })
  }
}

extension Array {
  /// A measurement's figures as a JSON object, each under its key.
  func jsonObject<Measurement>(of measurement: Measurement) -> [String: Any]
  where Element == ComparedFigure<Measurement> {
    Dictionary(uniqueKeysWithValues: map { ($0.key, $0.json(measurement)) })
  }
}
