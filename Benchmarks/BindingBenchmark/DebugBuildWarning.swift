import Foundation

extension BindingBenchmark {
  /// Says once per process, on standard error, when the engine is built in debug: its times and allocation counts are not a release build's.
  ///
  /// ``run(_:allocations:progress:)`` calls it, so every executable that uses the engine warns;
  /// an executable may call it first, to warn before anything else.
  public static func warnIfDebugBuild() {
    let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "NAME").lastPathComponent
    guard !isDebugBuildWarningGiven, let warning = debugBuildWarning(tool: name) else { return }
    // Standard output is block-buffered when it is not a terminal: what a command has printed
    // goes out first, so in `2>&1` the warning lands between lines, never inside one.
    fflush(nil)
    FileHandle.standardError.write(Data((warning + "\n").utf8))
    isDebugBuildWarningGiven = true
  }

  /// Hands `write` the debug-build warning naming `tool` (nothing in a release build), for a
  /// tool that writes its diagnostics through a stream of its own; `run` then gives it no more.
  public static func warnOfDebugBuild(tool: String, on write: (String) -> Void) {
    guard let warning = debugBuildWarning(tool: tool) else { return }
    write(warning)
    isDebugBuildWarningGiven = true
  }

  /// The warning a debug build gives, naming `tool`; nil in a release build.
  public static func debugBuildWarning(tool: String) -> String? {
    #if DEBUG
      return """
        \(tool) is built in DEBUG: its times, and even its allocation counts, are not a release
        build's. Build it for release: swift run -c release \(tool)
        """
    #else
      return nil
    #endif
  }

  /// Whether this process has been warned: `warnIfDebugBuild()` then says nothing.
  private static var isDebugBuildWarningGiven = false
}
