import BindingParity
import Foundation
import HeadlessUI
import MVVMBindingKit
import MVVMTestSupport
import XCTest

@testable import MVVMKitCommandLine

/// A screen the kit does not have, declared here and nowhere else, and the instruments taking it
/// as they take login and sign-up: the trace, the script player behind `run`, `checkParity`, and
/// the commands `run`, `trace`, `compare` and `parity`.
final class ThrowawayScreenTests: XCTestCase {
  @MainActor
  func testTheTraceTakesAThirdScreen() async {
    let steps = await traceSession([.increment, .reset]) { CounterScreen(.laterCounter) }
    XCTAssertEqual(steps.map(\.input), [nil, "increment", "reset"])
    // The write comes in a main-actor job of its own, after the tap's call returned.
    XCTAssertEqual(
      steps[1].entries,
      [
        .hop(.view, "tap +"), .hop(.viewModel, "count = 1"), .turnEnds,
        .hop(.binding, "label.text = \"1\""),
      ])
    let transcript = TraceTranscript(strategy: .laterCounter, steps: steps).lines(
      style: Style(isEnabled: false))
    XCTAssertTrue(
      transcript.contains { $0.contains("label.text = \"1\"") }, transcript.joined(separator: "\n"))
  }

  @MainActor
  func testTheScriptPlayerTakesAThirdScreen() async {
    let player = SessionPlayer<CounterScreen>(strategies: [.laterCounter, .forgetfulCounter]) {
      strategy, _ in CounterScreen(strategy)
    }
    let rows = await player.play(Script(steps: [.increment, .increment, .reset]))
    XCTAssertEqual(rows.map(\.expected), ["0", "1", "2", "0"])
    XCTAssertTrue(rows.allSatisfy { $0.differences[0].isEmpty }, "later-counter agrees")
    XCTAssertEqual(rows.map(\.differences[1]), [[], [], [], ["label: expected \"0\", got \"2\""]])
  }

  @MainActor
  func testCheckParityTakesAThirdScreen() async {
    let inputs = Generator<CounterScreen.Input>.element(of: [.increment, .reset])
    let agrees = await checkParity(
      reference: { CounterScreen(.direct) }, candidate: { CounterScreen(.laterCounter) },
      inputs: inputs, sessions: 50)
    XCTAssertTrue(agrees.holds, agrees.description)
    let differs = await checkParity(
      reference: { CounterScreen(.direct) }, candidate: { CounterScreen(.forgetfulCounter) },
      inputs: inputs, sessions: 50)
    XCTAssertFalse(differs.holds)
    XCTAssertEqual(differs.counterexample?.inputs, [.increment, .reset], differs.description)
  }

  @MainActor
  func testRunTraceCompareAndParityTakeAThirdScreenTheToolIsGiven() async throws {
    let tool = CommandLineTool(
      strategies: [.laterCounter, .forgetfulCounter],
      screens: CommandLineTool.kitScreens.all + [CounterScreen.self])
    let script = FileManager.default.temporaryDirectory.appendingPathComponent(
      "counter-\(UUID().uuidString).txt")
    try "increment\nincrement\nreset\n".write(to: script, atomically: true, encoding: .utf8)
    let json = FileManager.default.temporaryDirectory.appendingPathComponent(
      "counter-\(UUID().uuidString).json")
    defer {
      try? FileManager.default.removeItem(at: script)
      try? FileManager.default.removeItem(at: json)
    }

    let run = await tool.streams(of: ["run", "--screen", "counter", script.path])
    XCTAssertEqual(run.status, 1, run.output + run.error)
    XCTAssertTrue(
      run.output.contains("step 3, forgetful-counter: label: expected \"0\", got \"2\""), run.output
    )
    let trace = await tool.streams(of: [
      "trace", "--screen", "counter", "--strategy", "later-counter",
    ])
    XCTAssertEqual(trace.status, 0, trace.error)
    XCTAssertTrue(trace.output.contains("label.text = \"2\""), trace.output)
    let parity = await tool.streams(of: [
      "parity", "--screen", "counter", "--strategy", "forgetful-counter", "--sessions", "50",
    ])
    XCTAssertEqual(parity.status, 1, parity.error)
    XCTAssertTrue(
      parity.output.contains("forgetful-counter against direct on the counter screen, 50 sessions"),
      parity.output)
    let compare = await tool.streams(of: ["compare", "--screen", "counter", "--json", json.path])
    XCTAssertEqual(compare.status, 0, compare.error)
    let table = compare.output.split(separator: "\n").map { $0.split(separator: " ") }
    // direct, later-counter and forgetful-counter: only direct shows each count in the tap's call.
    XCTAssertTrue(table.contains(["inline", "yes", "no", "no"]), compare.output)
    XCTAssertTrue(table.contains(["shownBeforeSettle", "yes", "yes", "yes"]), compare.output)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
    let rows = try XCTUnwrap(object["rows"] as? [[String: Any]])
    XCTAssertEqual(
      rows.map { $0["strategy"] as? String }, ["direct", "later-counter", "forgetful-counter"])
    XCTAssertEqual(
      Set(rows[0].keys), ["strategy", "inline", "shownBeforeSettle", "turnsPerInput"])
    let turns = rows.map { $0["turnsPerInput"] as? Double ?? -1 }
    XCTAssertEqual(turns[0], 0, "direct shows each count inline")
    XCTAssertGreaterThan(turns[1], 0, "later-counter shows each a job later")
    // The reset never shows: its rounds reach the cap of 1 000.
    XCTAssertGreaterThanOrEqual(turns[2], 1_000 / 3, compare.output)
    // Without --screen, a command plays the tool's first screen, whichever it is.
    let counterFirst = CommandLineTool(
      strategies: [.laterCounter, .forgetfulCounter], screens: [CounterScreen.self])
    let defaulted = await counterFirst.streams(of: ["trace", "--strategy", "later-counter"])
    XCTAssertEqual(defaulted.status, 0, defaulted.error)
    XCTAssertTrue(defaulted.output.contains("label.text = \"2\""), defaulted.output)
    // A tool not given the screen does not know it.
    let unknown = await CommandLineTool().streams(of: ["run", "--screen", "counter", script.path])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(
      unknown.error.contains("--screen must be login or signup, got 'counter'"), unknown.error)
  }
}

extension BindingStrategy {
  /// A strategy whose counter shows each count a main-actor job later, as most styles do (the
  /// counter screen reads its id: only `direct` writes in the tap's own call).
  fileprivate static let laterCounter = BindingStrategy(
    id: "later-counter", title: "Later counter", summary: "shows each count a job later"
  ) { count, model, service in
    BindingStrategy.direct.makeScreens(count: count, model: model, service: service)
  }

  /// A strategy whose counter forgets to show a reset (the counter screen reads its id).
  fileprivate static let forgetfulCounter = BindingStrategy(
    id: "forgetful-counter", title: "Forgetful counter", summary: "does not show a reset"
  ) { count, model, service in
    BindingStrategy.direct.makeScreens(count: count, model: model, service: service)
  }
}

/// A counter: a + button, a reset button and a label showing the count. `direct` writes the
/// label in the tap's own call; every other strategy in a main-actor job of its own (so `settle`
/// has something to wait for), and `forgetful-counter` does not write it after a reset.
@MainActor
private final class CounterScreen: ScriptedScreen {
  enum Input: Sendable, Equatable, CustomStringConvertible {
    case increment, reset
    var description: String { self == .increment ? "increment" : "reset" }
  }

  private let label = Label()
  private let increment = Button()
  private let reset = Button()
  private var count = 0
  private var write: Task<Void, Never>?

  init(_ strategy: BindingStrategy) {
    label.text = "0"
    increment.addAction(for: .touchUpInside) { [weak self] in
      BindingHooks.hop(.view, "tap +")
      guard let self else { return }
      changeCount(to: count + 1, strategy: strategy)
    }
    reset.addAction(for: .touchUpInside) { [weak self] in
      BindingHooks.hop(.view, "tap reset")
      guard let self else { return }
      guard strategy.id != "forgetful-counter" else {
        count = 0
        return
      }
      changeCount(to: 0, strategy: strategy)
    }
  }

  private func changeCount(to newCount: Int, strategy: BindingStrategy) {
    count = newCount
    BindingHooks.hop(.viewModel, "count = \(newCount)")
    let text = String(newCount)
    guard strategy.id != BindingStrategy.direct.id else {
      BindingHooks.hop(.binding, "label.text = \"\(text)\"")
      label.text = text
      return
    }
    let previous = write
    write = Task { [label] in
      await previous?.value
      BindingHooks.resumption(.binding, "label.text = \"\(text)\"")
      label.text = text
    }
  }

  func perform(_ input: Input) {
    (input == .increment ? increment : reset).tap()
  }

  func settle() async {
    await write?.value
  }

  var shown: String { label.text ?? "" }

  func finish() async {}

  static func differences(of shown: String, from expected: String) -> [String] {
    shown == expected ? [] : ["label: expected \"\(expected)\", got \"\(shown)\""]
  }
}

extension CounterScreen: CommandLineScreen {
  nonisolated static let name = "counter"
  static let title = "counter"
  nonisolated static let scriptCommands = "increment, reset"
  static let defaultSession: [Input] = [.increment, .increment, .reset]
  static let accountsRefusal: String? = "the counter has no service"

  nonisolated static func input(from line: ScriptParser.Line) throws(ScriptParser.Failure)
    -> Input?
  {
    switch line.keyword {
    case "increment": try line.noArgument(.increment)
    case "reset": try line.noArgument(.reset)
    default: nil
    }
  }

  static func isBound(by strategy: BindingStrategy) -> Bool { true }

  static func make(
    _ strategy: BindingStrategy, for script: Script<Input>, accounts: [String: String]?
  ) -> CounterScreen {
    CounterScreen(strategy)
  }

  static func table(
    strategies: [BindingStrategy], rows: [SessionPlayer<CounterScreen>.Row], style: Style
  ) -> SessionTable {
    SessionTable(
      strategies: strategies, stepWidth: 10, columns: [.init(title: "label", width: 5)],
      rows: rows.map {
        SessionTable.Row(
          step: $0.step?.description ?? "(made)", cells: [fit($0.expected, to: 5)],
          differences: $0.differences)
      })
  }

  static func randomSessions(for strategy: BindingStrategy) -> (
    screen: @MainActor () -> CounterScreen, inputs: Generator<Input>
  ) {
    ({ CounterScreen(strategy) }, .element(of: [.increment, .reset]))
  }

  static let paritySetup: [String] = []
}
