import Foundation

/// A linear axis from zero: a round end at or above the largest value, and four to eight ticks
/// at 1, 2 or 5 × a power of ten.
struct ChartAxis {
  let end: Double
  let ticks: [Double]

  init(upTo largest: Double) {
    let target = max(largest, 1)
    let magnitude = pow(10, floor(log10(target / 5)))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { target / $0 <= 8 } ?? magnitude * 10
    end = (target / step).rounded(.up) * step
    ticks = stride(from: 0, through: end + step / 2, by: step).map { $0 }
  }

  /// A duration with its unit: `0`, `500 ns`, `2 µs`, `1.5 ms`; with `decimals`, a value's
  /// label: one decimal below 100 µs or ms (`12.6 µs`), none at or above (`404 µs`).
  static func label(_ nanoseconds: Double, decimals: Bool = false) -> String {
    func trimmed(_ value: Double) -> String {
      if decimals { return value < 100 ? String(format1: value) : String(Int(value.rounded())) }
      return value == value.rounded() ? String(Int(value)) : String(format1: value)
    }
    if decimals && nanoseconds < 1e3 { return String(Int(nanoseconds.rounded())) + " ns" }
    if nanoseconds == 0 { return "0" }
    if nanoseconds >= 1e6 { return trimmed(nanoseconds / 1e6) + " ms" }
    if nanoseconds >= 1e3 { return trimmed(nanoseconds / 1e3) + " µs" }
    return trimmed(nanoseconds) + " ns"
  }
}
