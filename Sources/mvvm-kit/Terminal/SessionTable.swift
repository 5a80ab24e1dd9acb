import MVVMBindingKit

/// A played session as a table that fits 100 columns: one row per step showing what `direct`
/// shows, one ✓/✗ column per strategy, and every disagreement spelled out below.
struct SessionTable {
  let strategies: [BindingStrategy]
  let rows: [SessionPlayer.Row]

  /// How many disagreements there are in all.
  var disagreementCount: Int {
    rows.reduce(0) { $0 + $1.differences.filter { !$0.isEmpty }.count }
  }

  /// The table's lines, styled with `style`.
  func lines(style: Style) -> [String] {
    var lines: [String] = []
    if !strategies.isEmpty {
      // The legend wraps to fit, continuing under its first entry.
      var legend = "Strategies:"
      for (index, strategy) in strategies.enumerated() {
        let entry = " \(index + 1) \(strategy.id)" + (index < strategies.count - 1 ? "," : "")
        if legend.count + entry.count > 100 {
          lines.append(legend)
          legend = String(repeating: " ", count: "Strategies:".count)
        }
        legend += entry
      }
      lines.append(legend)
      lines.append("")
    }
    let marksHeader = strategies.indices.map { "\($0 + 1)" }.joined(separator: " ")
    lines.append(
      style.bold(
        " # " + fit("step", to: 16) + " " + fit("validation label", to: 36) + " "
          + fit("errors", to: 7) + " "
          + fit("login", to: 5) + " " + fit("alert", to: 15) + " " + marksHeader))
    for (number, row) in rows.enumerated() {
      let state = row.expected
      let colour =
        state.validation.textColor == .green
        ? style.green("green") : style.red(state.validation.textColor.description)
      let message =
        fit(
          state.validation.text ?? "", to: 35 - displayWidth(state.validation.textColor.description)
        ) + " "
      let errors = [state.idError.isHidden ? nil : "id", state.passwordError.isHidden ? nil : "pw"]
        .compactMap { $0 }.joined(separator: ",")
      let login = state.isActivityAnimating ? "spin" : state.isLoginEnabled ? "on" : "off"
      let marks = row.differences.map { $0.isEmpty ? style.green("✓") : style.red("✗") }.joined(
        separator: " ")
      lines.append(
        (number < 10 ? " " : "") + "\(number) "
          + fit(row.step?.description ?? "(screen made)", to: 16) + " "
          + message + colour + " " + fit(errors.isEmpty ? "—" : errors, to: 7) + " "
          + fit(login, to: 5) + " "
          + fit(state.alert?.title ?? "—", to: 15) + " " + marks)
    }
    let disagreements = rows.enumerated().flatMap { number, row in
      zip(strategies, row.differences).flatMap { strategy, differences in
        differences.map { "  step \(number), \(strategy.id): \($0)" }
      }
    }
    if !disagreements.isEmpty {
      lines.append("")
      lines.append(style.red("Disagreements with direct:"))
      lines += disagreements.map { style.red($0) }
    }
    return lines
  }
}
