/// What a case asks of a probe, whichever screen it drives: type into one of the screen's fields,
/// and check every screen against what the contract says it shows. The steps a case types and
/// checks one after another are then written once, as a table, for every screen.
@MainActor
protocol ScreenProbe {
  /// The screen's text fields.
  associatedtype Field

  /// Types `text` into `field` of the first screen, then settles.
  func type(_ text: String?, into field: Field) async

  /// Fails, naming `step`, for each screen whose view differs from what it must show.
  func check(_ step: String)
}

extension ScreenProbe {
  /// Types each step's text into its field, checking every screen after each, by the step's name.
  func check(typing steps: [(field: Field, text: String?, step: String)]) async {
    for (field, text, step) in steps {
      await type(text, into: field)
      check(step)
    }
  }
}
