#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal in raw mode (every key arrives at once, nothing echoed) and guarantees it
/// is put back: on `restore()`, and on a crash or termination signal.
enum RawTerminal {
  /// Saves the terminal's settings, installs the signal handlers, enters raw mode and the
  /// alternate screen. Returns false when standard input is not a terminal.
  static func enter() -> Bool {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return false }
    hasSavedSettings = true
    for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTERM, SIGHUP, SIGINT] {
      _ = Glibc.signal(signal, restoreAndReraise)
    }
    var raw = savedSettings
    cfmakeraw(&raw)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    write(leaveNormalScreen)
    return true
  }

  /// Puts the terminal back as it was.
  static func restore() {
    restoreSettings()
  }

  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    _ = Glibc.write(STDOUT_FILENO, &bytes, bytes.count)
  }
}

private let leaveNormalScreen = "\u{1B}[?1049h\u{1B}[?25l"
private let returnToNormalScreen = "\u{1B}[?25h\u{1B}[?1049l"

// Safe because these are written once, on the main thread, before any signal handler that reads
// them is installed, and never written again; a handler only reads them. A signal handler must
// be a C function reaching global state, so no actor can guard them.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var hasSavedSettings = false

private func restoreSettings() {
  guard hasSavedSettings else { return }
  tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
  var bytes = Array(returnToNormalScreen.utf8)
  _ = write(STDOUT_FILENO, &bytes, bytes.count)
}

/// Restores the terminal, then lets the signal do what it would have done.
private let restoreAndReraise: @convention(c) (Int32) -> Void = { signal in
  restoreSettings()
  _ = Glibc.signal(signal, SIG_DFL)
  raise(signal)
}
