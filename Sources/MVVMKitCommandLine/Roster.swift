import CommandLineParsing
import MVVMBindingKit

/// The strategies a command works on, as `CommandLineTool` was given them, and `direct`, the
/// baseline, which every command knows by name.
struct Roster: Sendable {
  /// The strategies, in order; `direct` is not among them.
  let all: [BindingStrategy]
  /// The screens, in order; the first is the default.
  var screens = CommandLineTool.kitScreens

  /// The strategy with this id, `direct` included; nil when there is none.
  func named(_ id: String) -> BindingStrategy? {
    BindingStrategy.named(id, among: all)
  }

  /// What to tell a person who asked for an id `named(_:)` does not know: every valid id, with
  /// `alsoValid` (such as `all`) first.
  func unknownIDMessage(_ id: String, alsoValid: [String] = []) -> String {
    BindingStrategy.unknownIDMessage(id, alsoValid: alsoValid, among: all)
  }

  /// The strategy with this id, `direct` included; a usage error naming every valid id (with
  /// `alsoValid` first) when there is none.
  func strategy(_ id: String, alsoValid: [String] = []) throws(UsageError) -> BindingStrategy {
    guard let strategy = named(id) else {
      throw UsageError(unknownIDMessage(id, alsoValid: alsoValid))
    }
    return strategy
  }

  /// The strategy with this id, `direct` included; a usage error when there is none or it does
  /// not bind `screen`.
  @MainActor
  func strategy(_ id: String, binding screen: any CommandLineScreen.Type) throws(UsageError)
    -> BindingStrategy
  {
    let strategy = try strategy(id)
    guard screen.isBound(by: strategy) else {
      throw UsageError("\(strategy.id) does not bind the \(screen.title) screen")
    }
    return strategy
  }

  /// The screen `--screen` names (nil: the first); a usage error naming every screen when none
  /// has the name.
  func screen(_ name: String?) throws(UsageError) -> any CommandLineScreen.Type {
    guard let name else { return screens.all[0] }
    guard let screen = screens.all.first(where: { $0.name == name }) else {
      let names = screens.all.map { $0.name }
      let choice =
        names.count > 1
        ? names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        : names.joined()
      throw UsageError("--screen must be \(choice), got '\(name)'")
    }
    return screen
  }

  /// The `--screen` option every command that plays a screen declares. Without it, a command
  /// plays the tool's first screen (`screen(nil)`), which need not be the kit's login.
  static let screenOption = Parameter.option(
    "--screen", value: CommandLineTool.kitScreens.all.map { $0.name }.joined(separator: "|"),
    help: "the screen to play (default: the tool's first, "
      + "\(CommandLineTool.kitScreens.all[0].name))")
}
