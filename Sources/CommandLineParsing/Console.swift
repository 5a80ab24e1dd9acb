#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes: its output, and its diagnostics (usage errors, warnings) apart from
/// it. Each call writes its text whole, so a diagnostic lands between two lines of output, never
/// inside one, even when both streams are one file (`2>&1`).
public struct Console: Sendable {
  private let writeOutput: @Sendable (String) -> Void
  private let writeError: @Sendable (String) -> Void
  /// Whether the diagnostics go to a terminal, where a progress line can be redrawn in place.
  public let showsProgress: Bool

  /// A console that hands its output to `output` and its diagnostics to `error`; a progress
  /// line is shown only when `showsProgress`.
  public init(
    output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
    showsProgress: Bool = false
  ) {
    writeOutput = output
    writeError = error
    self.showsProgress = showsProgress
  }

  /// The process's standard output and standard error, each text written at once and
  /// unbuffered; progress is shown when standard error is a terminal.
  public static let standard = Console(
    output: { writeWhole($0, to: STDOUT_FILENO) }, error: { writeWhole($0, to: STDERR_FILENO) },
    showsProgress: isatty(STDERR_FILENO) == 1)

  /// Writes `text` and `terminator` to the output.
  public func print(_ text: String = "", terminator: String = "\n") {
    writeOutput(text + terminator)
  }

  /// Writes `text` to the diagnostics, on a line (or lines) of its own.
  public func printError(_ text: String) {
    writeError(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// Shows `step` as the progress line, in place of the last (only when `showsProgress`).
  public func showProgress(_ step: String) {
    if showsProgress { writeError("\r\u{1B}[K" + step) }
  }

  /// Erases the progress line (only when `showsProgress`), so what follows starts a clean line.
  public func clearProgress() {
    if showsProgress { writeError("\r\u{1B}[K") }
  }

  /// Writes every byte of `text` to the file descriptor, one `write` after another until all
  /// are written or the descriptor refuses (a closed pipe): no buffer holds part of a line back.
  private static func writeWhole(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
