import BindingParity
import CommandLineParsing
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit trace [--strategy ID]… [--screen login|signup] [--svg DIR] [SCRIPT|-]`: every hop of
/// every input, for every strategy — the view's events, the view model's inputs, the model's
/// answers, each step of the binding mechanism, each call to the service and each write to the
/// view — with the main-actor turn boundaries.
enum TraceCommand: ScreenCommand {
  /// The sign-up trace's default session, as a script writes it.
  private static let signupSession = SignupInput.defaultSession.map(\.description).reduce(
    into: [""]
  ) { lines, step in
    let entry = (lines[lines.count - 1].isEmpty ? "" : ", ") + step
    if lines[lines.count - 1].count + entry.count > 84 {
      lines[lines.count - 1] += ","
      lines.append(step)
    } else {
      lines[lines.count - 1] += entry
    }
  }.joined(separator: "\n  ")

  /// The declaration.
  static let command = Command(
    tool: "mvvm-kit", name: "trace", abstract: "every hop of every input, for every strategy",
    discussion: """
      Plays a session on a fresh screen of each strategy (default: direct and every strategy;
      --strategy ID, repeatable, picks some) and prints, for each input, every hop in order, each
      tagged with its lane: view (events, property writes), binding (the strategy's mechanism: a
      post and its delivery, an observer call, a Binder, onChange, a yield, a task resuming), view
      model (its inputs), model (validation) and service (the login call and its answer).
      `── main actor turn ends ──` marks where work went on after the input's call returned, and
      each later main-actor job. Passwords show as •.

      The session is a script as for `run` (see `mvvm-kit help run`; its rules and lang lines
      apply), or by default: id "alice", password "wonderland", tap, settle, id "". Logins wait at
      the service until `settle`, and the accounts are the demo's (alice / wonderland).

      --screen signup traces the sign-up screen on a clock the script moves (`advance`), its
      service knowing \(Accounts.takenText) as taken. By default the session is
        \(signupSession).
      It shows the waits, the cancelled checks, each call where it is made and each answer where
      it arrives.

      --svg DIR also writes DIR/<strategy>.svg: a sequence diagram of the whole session, the lanes
      as columns, arrows from caller to callee, a render's writes as one arrow, a bold rule where
      the input's call returns, later main-actor jobs shaded, and a legend. Tracing more than one
      strategy, it also writes DIR/one-edit-every-style.svg: the session's first input in every
      strategy side by side, where the view becomes current and how many writes it costs.
      """,
    parameters: [
      .option(
        "--strategy", value: "ID",
        help: "a strategy to trace; without any, direct and every strategy",
        isRepeatable: true),
      Roster.screenOption,
      .option("--svg", value: "DIR", help: "also write each trace as a sequence diagram in DIR"),
      .argument(
        "SCRIPT|-", help: "the session's script, or - to read it from standard input",
        isRequired: false),
    ])

  /// Traces the script `parsed` names (by default the screen's default session) on `Screen`,
  /// for the strategies it names.
  @MainActor
  static func run<Screen: CommandLineScreen>(
    _ screen: Screen.Type, _ parsed: ParsedArguments, roster: Roster, console: Console
  ) async throws(UsageError) -> Int32 {
    let scriptPath = parsed.value("SCRIPT|-")
    let svgDirectory = parsed.value("--svg")
    var strategies: [BindingStrategy] = []
    for id in parsed.values("--strategy") {
      strategies.append(try roster.strategy(id))
    }
    if strategies.isEmpty { strategies = [.direct] + roster.all }
    let script: Script<Screen.Input>
    do {
      script =
        try scriptPath.map { path throws(ScriptParser.UsageProblem) in
          try ScriptParser.load(path, as: screen)
        } ?? Script(steps: Screen.defaultSession)
    } catch {
      throw UsageError(error.message)
    }
    let trace = { (strategy: BindingStrategy) in
      await traceSession(script.steps) { Screen.make(strategy, for: script, accounts: nil) }
    }

    if let svgDirectory {
      do {
        try FileManager.default.createDirectory(
          atPath: svgDirectory, withIntermediateDirectories: true)
      } catch {
        throw UsageError("cannot create directory '\(svgDirectory)'")
      }
    }
    var firstInputs: [(strategy: BindingStrategy, step: TraceStep)] = []
    for (index, strategy) in strategies.enumerated() {
      if index > 0 { console.print() }
      let steps = await trace(strategy)
      if steps.count > 1 { firstInputs.append((strategy, steps[1])) }
      TraceTranscript(strategy: strategy, steps: steps).lines(style: style).forEach {
        console.print($0)
      }
      if let svgDirectory {
        let path = (svgDirectory as NSString).appendingPathComponent("\(strategy.id).svg")
        do {
          try TraceDiagram(strategy: strategy, steps: steps).svg.write(
            toFile: path, atomically: true, encoding: .utf8)
        } catch {
          console.printError("mvvm-kit: cannot write '\(path)': \(error.localizedDescription)")
          return 1
        }
      }
    }
    if let svgDirectory, firstInputs.count > 1 {
      let path = (svgDirectory as NSString).appendingPathComponent("one-edit-every-style.svg")
      do {
        try EveryStyleFigure(traces: firstInputs).svg.write(
          toFile: path, atomically: true, encoding: .utf8)
      } catch {
        console.printError("mvvm-kit: cannot write '\(path)': \(error.localizedDescription)")
        return 1
      }
    }
    return 0
  }
}
