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

  /// A count: `0`, `500`, `20k`, `1.5M`; with `decimals`, a value's label: whole below 10 000
  /// (`6596`), then one decimal below a hundred thousands (`40.5k`) and none at or above
  /// (`343k`), and millions with two (`3.37M`).
  static func countLabel(_ count: Double, decimals: Bool = false) -> String {
    func trimmed(_ value: Double) -> String {
      value == value.rounded() ? String(Int(value)) : String(format1: value)
    }
    guard decimals else {
      if count >= 1e6 { return trimmed(count / 1e6) + "M" }
      if count >= 1e3 { return trimmed(count / 1e3) + "k" }
      return trimmed(count)
    }
    if count >= 1e6 { return String(format2: count / 1e6) + "M" }
    if count >= 1e5 { return String(Int((count / 1e3).rounded())) + "k" }
    if count >= 1e4 { return String(format1: count / 1e3) + "k" }
    return String(Int(count.rounded()))
  }
}
