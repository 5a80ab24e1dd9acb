import BindingParity

/// One screen as every instrument plays it — the script player, the trace, `checkParity` — so
/// each instrument is written once, generic over it, and a screen is one conforming type: the
/// login screen and the sign-up screen are two.
///
/// An input is performed at once, as a person would (`perform`), and `settle()` then waits until
/// what the last input caused — its outputs, and the calls it makes — has arrived, so a step
/// shows the same on every run. `shown` is what the screen shows now, and `differences` names
/// each way two of them differ.
///
/// ## Topics
///
/// ### Playing a session
///
/// - ``perform(_:)``
/// - ``send(_:)``
/// - ``finish()``
/// - ``differences(of:from:)``
@MainActor
public protocol ScriptedScreen: ParityScreen
where Input: Sendable & CustomStringConvertible, Shown: Sendable {
  /// Performs `input` as a person (or time) would and returns at once; `settle()` then waits
  /// for what it caused.
  func perform(_ input: Input)

  /// Ends the session: a call still held ends, and nothing the session started waits on after it.
  func finish() async

  /// Each way `shown` differs from `expected`, a phrase each; empty when they agree.
  static func differences(of shown: Shown, from expected: Shown) -> [String]
}

extension ScriptedScreen {
  /// Performs `input`: how `checkParity` sends it.
  public func send(_ input: Input) async {
    perform(input)
  }
}
