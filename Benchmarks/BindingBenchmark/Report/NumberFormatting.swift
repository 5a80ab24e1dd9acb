/// Numbers as the tables print them: short, and aligned by their units.
enum NumberFormatting {
  /// Nanoseconds: `12.3`, `456`, `7.8k`, `1.2M`.
  static func nanoseconds(_ value: Double) -> String {
    compact(value, decimalsBelow100: true)
  }

  /// Events per second: `12.3k`, `4.5M`.
  static func rate(_ value: Double) -> String {
    compact(value, decimalsBelow100: true)
  }

  /// A ratio: `1.00×`.
  static func ratio(_ value: Double) -> String {
    value.isFinite ? String(format2: value) + "×" : "–"
  }

  /// Allocations or bytes per event, or `n/a` when not counted.
  static func perEvent(_ value: Double?) -> String {
    guard let value else { return "n/a" }
    return value < 10 ? String(format1: value) : compact(value, decimalsBelow100: false)
  }

  /// Instructions per event, whole: `7612`; `n/a` when not counted.
  static func instructions(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "n/a" }
    return String(Int(value.rounded()))
  }

  /// A difference in instructions, signed: `+1190`, `-170`, `0`; `–` when not counted.
  static func overhead(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "–" }
    let whole = Int(value.rounded())
    return whole > 0 ? "+\(whole)" : String(whole)
  }

  private static func compact(_ value: Double, decimalsBelow100: Bool) -> String {
    guard value.isFinite else { return "–" }
    let magnitude = abs(value)
    if magnitude >= 1e9 { return String(format1: value / 1e9) + "G" }
    if magnitude >= 1e6 { return String(format1: value / 1e6) + "M" }
    if magnitude >= 1e4 { return String(format1: value / 1e3) + "k" }
    if magnitude >= 100 || !decimalsBelow100 { return String(Int(value.rounded())) }
    return String(format1: value)
  }
}

extension String {
  /// `value` with one decimal.
  init(format1 value: Double) {
    let tenths = (value * 10).rounded()
    self = "\(Int(tenths) / 10).\(abs(Int(tenths)) % 10)"
    if tenths < 0 && Int(tenths) / 10 == 0 { self = "-" + self }
  }

  /// `value` with two decimals.
  init(format2 value: Double) {
    let hundredths = Int((value * 100).rounded())
    let fraction = abs(hundredths) % 100
    self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    if hundredths < 0 && hundredths / 100 == 0 { self = "-" + self }
  }
}
