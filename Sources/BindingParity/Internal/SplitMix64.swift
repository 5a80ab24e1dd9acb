/// SplitMix64: a tiny seeded generator whose sequence is the same on every run, machine and
/// toolchain — a parity report names its seed, and the seed must find the same session again.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0...maximum`; the slight modulo bias does not matter for test inputs, and the
  /// arithmetic is ours, so no standard-library change can move a seed's sessions.
  mutating func next(through maximum: UInt64) -> UInt64 {
    maximum == .max ? next() : next() % (maximum + 1)
  }
}
