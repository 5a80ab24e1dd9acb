import Foundation

extension BindingBenchmark {
  /// Says once per process, on standard error, when the engine is built in debug: its times and allocation counts are not a release build's.
  ///
  /// ``run(_:allocations:progress:)`` calls it, so every executable that uses the engine warns;
  /// an executable may call it first, to warn before anything else.
  public static func warnIfDebugBuild() {
    _ = debugBuildWarning
  }

  /// The warning, written on first use and so only once.
  private static let debugBuildWarning: Void = {
    #if DEBUG
      let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "NAME").lastPathComponent
      // Standard output is block-buffered when it is not a terminal: what a command has printed
      // goes out first, so in `2>&1` the warning lands between lines, never inside one.
      fflush(nil)
      FileHandle.standardError.write(
        Data(
          """
          \(name) is built in DEBUG: its times, and even its allocation counts, are not a release
          build's. Build it for release: swift run -c release \(name)

          """.utf8))
    #endif
  }()
}
