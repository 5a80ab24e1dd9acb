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
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &savedSettings) == 0 else {
      return false
    }
    hasSavedSettings = true
    _ = restoreBytes.count  // initialise the global now: the handler must not allocate
    // SIGTRAP too: a Swift runtime trap raises it on arm64.
    for number in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGTERM, SIGHUP, SIGINT] {
      _ = signal(number, restoreAndReraise)
    }
    var raw = savedSettings
    cfmakeraw(&raw)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    show("\u{1B}[?1049h\u{1B}[?25l")
    return true
  }

  /// Puts the terminal back as it was.
  static func restore() {
    restoreSettings()
  }

  /// Writes `text` to standard output at once, unbuffered.
  static func show(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(STDOUT_FILENO, &bytes, bytes.count)
  }
}

// Safe because these are written once, on the main thread, before any signal handler that reads
// them is installed, and never written again; a handler only reads them. A signal handler must
// be a C function reaching global state, so no actor can guard them.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var hasSavedSettings = false

/// Shows the cursor and leaves the alternate screen; built before any handler can need it.
private let restoreBytes: [UInt8] = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)

/// Restores the settings and the screen without allocating, so a signal handler may call it.
private func restoreSettings() {
  guard hasSavedSettings else { return }
  tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
  restoreBytes.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

/// Restores the terminal, then lets the signal do what it would have done.
private let restoreAndReraise: @convention(c) (Int32) -> Void = { number in
  restoreSettings()
  _ = signal(number, SIG_DFL)
  raise(number)
}
