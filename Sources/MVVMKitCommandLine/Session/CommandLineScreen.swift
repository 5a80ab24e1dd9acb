import BindingParity
import CommandLineParsing
import MVVMBindingKit
import MVVMTestSupport

/// A screen the command line plays by name: `run`, `trace`, `compare` and `parity` take it as
/// `--screen NAME` from the screens `CommandLineTool` was given. It is the screen's
/// `ScriptedScreen` description, and what the commands need beside it: its script commands, how
/// to make one for a script, its table, its random sessions, and what `compare` measures.
package protocol CommandLineScreen: ScriptedScreen {
  /// The name `--screen` takes: `login`, `signup`.
  nonisolated static var name: String { get }
  /// The screen in words, as a message names it: "login", "sign-up".
  static var title: String { get }
  /// The screen's script commands, as an unknown command's message lists them.
  nonisolated static var scriptCommands: String { get }
  /// The session `trace` plays when given no script.
  static var defaultSession: [Input] { get }
  /// What `run` says to `--accounts`: nil when the screen's service takes them.
  static var accountsRefusal: String? { get }

  /// The input a script line asks for; nil for a command the screen does not have.
  nonisolated static func input(from line: ScriptParser.Line) throws(ScriptParser.Failure) -> Input?

  /// Whether `strategy` binds this screen.
  static func isBound(by strategy: BindingStrategy) -> Bool

  /// A screen of `strategy` for `script`'s rules and language, its service knowing `accounts`
  /// (nil: the demo's).
  static func make(
    _ strategy: BindingStrategy, for script: Script<Input>, accounts: [String: String]?
  ) -> Self

  /// The table `run` and the tour print of a session played on `strategies`.
  static func table(
    strategies: [BindingStrategy], rows: [SessionPlayer<Self>.Row], style: Style
  ) -> SessionTable

  /// What `parity` plays random sessions on: for the kit's screens, several screens of one
  /// strategy sharing a view model, their calls held until an input answers them.
  associatedtype RandomSessionScreen: ParityScreen

  /// What `parity` plays for `strategy`: a screen for each random session, and the random
  /// inputs it sends that screen and `direct`'s.
  static func randomSessions(for strategy: BindingStrategy) -> (
    screen: @MainActor () -> RandomSessionScreen, inputs: Generator<RandomSessionScreen.Input>
  )

  /// How `parity`'s sessions are set up, in the lines it prints after naming the strategy, the
  /// screen, the sessions and the seed.
  static var paritySetup: [String] { get }

  /// What `compare` measures of a strategy on the screen: by default, what any screen's
  /// description lets one measure (`ScreenDelivery`).
  associatedtype Delivery = ScreenDelivery

  /// The figures `compare` prints of a `Delivery`, in order.
  static var deliveryFigures: [ComparedFigure<Delivery>] { get }

  /// Measures how `strategy` delivers on the screen, on fresh screens, beside `direct`.
  static func delivery(of strategy: BindingStrategy) async -> Delivery
}

extension CommandLineScreen where Delivery == ScreenDelivery {
  /// `ScreenDelivery`'s figures.
  package static var deliveryFigures: [ComparedFigure<ScreenDelivery>] { ScreenDelivery.figures }

  /// `ScreenDelivery`, measured on the screen's default session.
  package static func delivery(of strategy: BindingStrategy) async -> ScreenDelivery {
    await ScreenDelivery.measure(strategy, on: self)
  }
}

extension CommandLineScreen {
  /// Plays `script` on `direct` and `strategies`, and prints nothing: the rows.
  static func play(
    _ script: Script<Input>, on strategies: [BindingStrategy], accounts: [String: String]?
  ) async -> [SessionPlayer<Self>.Row] {
    await SessionPlayer(strategies: strategies) { make($0, for: $1, accounts: accounts) }.play(
      script)
  }
}

// Safe because a metatype is an immutable value, and every requirement but the
// `nonisolated` name is used on the main actor, where the commands run; `SendableMetatype`,
// which would say so to the compiler, needs Swift 6.2 and the contract's minimum is 6.1.
/// The screens a tool plays, in order; the first is the default.
package struct ScreenList: @unchecked Sendable {
  /// The screens' descriptions.
  package let all: [any CommandLineScreen.Type]

  /// The list of `screens`; it must not be empty.
  package init(_ screens: [any CommandLineScreen.Type]) {
    precondition(!screens.isEmpty, "a tool plays at least one screen")
    all = screens
  }
}
