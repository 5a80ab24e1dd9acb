/// What a measurement was built with and runs on, recorded beside every figure the kit measures:
/// a figure from another toolchain or system may rightly differ.
public enum Toolchain {
  /// The Swift compiler's version, as precisely as the compiler lets code ask.
  public static let swift: String = {
    #if compiler(>=6.4)
      "6.4 or later"
    #elseif compiler(>=6.3.1)
      "6.3.1"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #else
      "6.1"
    #endif
  }()

  /// `Linux` or `macOS` (`other` elsewhere).
  public static let os: String = {
    #if os(Linux)
      "Linux"
    #elseif os(macOS)
      "macOS"
    #else
      "other"
    #endif
  }()
}
