import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc

  /// Drives `mvvm-kit demo` through a pseudo-terminal, as a person at a terminal would.
  final class DemoTests: XCTestCase {
    func testLoggingInWithTheDemoAccountShowsEveryHopInTheEventLog() throws {
      let terminal = try PseudoTerminal()
      let demo = try terminal.launch(["demo", "--latency", "50"])
      try terminal.waitFor("Demo account: alice / wonderland")
      terminal.send("a")
      try terminal.waitFor("idChanged(\"a\")")
      terminal.send("lice")
      try terminal.waitFor("[alice ")
      terminal.send("\t")
      terminal.send("wonderland")
      try terminal.waitFor("  OK")
      terminal.send("\r")  // Enter in the password field of a valid form logs in
      try terminal.waitFor("Login succeeded")
      XCTAssertTrue(terminal.transcript.contains("Welcome, alice."))
      // One keystroke's trip: view → view model → model → binding → view.
      let hops =
        #"view +idField editingChanged "a"\s+view model idChanged\("a"\)\s+model +check\(id: "a".*?\) → Password has not been entered\.\s+binding +\w+ observer called\s+view +validationLabel\.text = "#
      XCTAssertNotNil(
        terminal.transcript.range(of: hops, options: .regularExpression),
        "the event log did not show the hops:\n\(terminal.transcript.suffix(2_000))")
      XCTAssertFalse(
        terminal.transcript.contains("[wonderland"), "the password field showed the password")
      XCTAssertTrue(
        terminal.transcript.contains("passwordChanged(\"••••••••••\")"),
        "the log masks the password")
      XCTAssertEqual(
        terminal.transcript.components(separatedBy: "wonderland").count - 1,
        terminal.transcript.components(separatedBy: "Demo account: alice / wonderland").count - 1,
        "the password appears only where the demo account is documented")
      terminal.send("\u{03}")
      demo.waitUntilExit()
      XCTAssertEqual(demo.terminationStatus, 0)
    }

    func testTheSignupDemoChecksOnceTheTypingPausesThenSignsUp() throws {
      let terminal = try PseudoTerminal()
      // The call takes 400 ms, so the log shows it for several 50 ms redraws before the answer's
      // hops scroll it away, however slowly the demo runs (under ThreadSanitizer, say).
      let demo = try terminal.launch(["demo", "--screen", "signup", "--latency", "400"])
      try terminal.waitFor("Taken usernames: admin and alice")
      terminal.send("alice")
      try terminal.waitFor("Checking availability…")
      try terminal.waitFor("Username is already taken.")
      terminal.send("\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}bob")
      try terminal.waitFor(#"isAvailable(username: "bob")"#)
      try terminal.waitFor("Username is available.")
      terminal.send("\tsecret\tsecret")
      try terminal.waitFor("[ Sign up ]")
      terminal.send("\r")  // Enter in the repeat field of a complete form signs up
      try terminal.waitFor("Welcome, bob.")
      XCTAssertFalse(terminal.transcript.contains("secret"), "a password was shown")
      terminal.send("\u{03}")
      demo.waitUntilExit()
      XCTAssertEqual(demo.terminationStatus, 0)
    }

    func testCtrlCQuitsAndRestoresTheTerminal() throws {
      let terminal = try PseudoTerminal()
      let before = try terminal.settings()
      let demo = try terminal.launch(["demo"])
      try terminal.waitFor("Event log")
      XCTAssertEqual(
        try terminal.settings().c_lflag & tcflag_t(ICANON | ECHO), 0, "the demo is in raw mode")
      terminal.send("\u{03}")
      demo.waitUntilExit()
      XCTAssertEqual(demo.terminationStatus, 0)
      let after = try terminal.settings()
      XCTAssertEqual(after.c_lflag, before.c_lflag, "local modes restored")
      XCTAssertEqual(after.c_iflag, before.c_iflag, "input modes restored")
      XCTAssertEqual(after.c_oflag, before.c_oflag, "output modes restored")
    }

    func testATerminationSignalStillRestoresTheTerminal() throws {
      let terminal = try PseudoTerminal()
      let before = try terminal.settings()
      let demo = try terminal.launch(["demo"])
      try terminal.waitFor("Event log")
      kill(demo.processIdentifier, SIGTERM)
      demo.waitUntilExit()
      XCTAssertEqual(demo.terminationReason, .uncaughtSignal)
      XCTAssertEqual(try terminal.settings().c_lflag, before.c_lflag)
    }

    func testWithoutATerminalTheDemoSaysSoAndExitsTwo() throws {
      let process = Process()
      process.executableURL = Bundle.main.bundleURL.appendingPathComponent("mvvm-kit")
      process.arguments = ["demo"]
      process.standardInput = Pipe()
      let error = Pipe()
      process.standardError = error
      process.standardOutput = Pipe()
      try process.run()
      let message = String(
        decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 2)
      XCTAssertTrue(message.contains("demo needs a terminal"), message)
    }
  }

  /// A pseudo-terminal pair: the test talks to the master side, the demo runs on the slave side.
  private final class PseudoTerminal {
    private var master: Int32 = -1
    private var slave: Int32 = -1
    /// Everything the demo has written, escape sequences removed.
    private(set) var transcript = ""

    init() throws {
      var size = winsize(ws_row: 50, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
      guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.EIO) }
    }

    deinit {
      close(master)
      close(slave)
    }

    func launch(_ arguments: [String]) throws -> Process {
      let process = Process()
      process.executableURL = Bundle.main.bundleURL.appendingPathComponent("mvvm-kit")
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["SWIFT_BACKTRACE"] = "enable=no"
      environment["NO_COLOR"] = "1"
      process.environment = environment
      let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
      process.standardInput = handle
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      return process
    }

    func send(_ text: String) {
      var bytes = Array(text.utf8)
      _ = write(master, &bytes, bytes.count)
    }

    func settings() throws -> termios {
      var settings = termios()
      guard tcgetattr(slave, &settings) == 0 else { throw POSIXError(.EIO) }
      return settings
    }

    /// Reads until `text` has appeared, or fails after `timeout` seconds: generous, because a
    /// loaded 2-core machine (the ThreadSanitizer pass beside a build) can stall the demo for
    /// seconds, and a passing wait returns as soon as the text shows.
    func waitFor(
      _ text: String, timeout: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let deadline = Date().addingTimeInterval(timeout)
      while !transcript.contains(text) {
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 0 else {
          XCTFail(
            "'\(text)' never appeared; the demo showed:\n\(transcript.suffix(1_500))", file: file,
            line: line)
          throw POSIXError(.ETIMEDOUT)
        }
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(min(remaining, 0.2) * 1000)) > 0 else { continue }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { continue }
        let chunk = String(decoding: buffer[0..<count], as: UTF8.self)
        transcript += chunk.replacingOccurrences(
          of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
      }
    }
  }
#endif
