extension ParityReport: CustomStringConvertible {
  /// The report a person reads: the verdict, and for a failure the shrunk inputs one per line
  /// with what both screens show after each, the properties that differ, and how to replay it.
  public var description: String {
    guard let counterexample else {
      switch origin {
      case .random(let sessions, let length):
        return "checkParity: the two screens agree on all \(sessions) sessions of "
          + "\(describe(length)) inputs (seed \(seed))."
      case .replay(let count):
        return "checkParity: the two screens agree on the replayed session of \(count) inputs."
      }
    }
    return counterexample.describe(origin: origin, seed: seed)
  }

  private func describe(_ length: ClosedRange<Int>) -> String {
    length.count == 1 ? "\(length.lowerBound)" : "\(length.lowerBound)…\(length.upperBound)"
  }
}

extension ParityCounterexample {
  /// The counterexample in words: the headline, how it was found and shrunk, each step, the replay.
  fileprivate func describe(origin: ParityReport<Input, Shown>.Origin, seed: UInt64) -> String {
    var lines = [headline]
    switch origin {
    case .random(let sessions, _):
      lines.append(
        "Session \(session) of \(sessions) (seed \(seed)) found it with \(originalLength) "
          + "\(noun(originalLength)); shrunk to \(inputs.count) in \(replays) replays.")
      lines.append(
        isMinimal
          ? "Removing any input, or simplifying any one, makes it go away."
          : "Shrinking stopped at its time limit: a smaller session may exist.")
    case .replay:
      lines.append("A replayed session of \(originalLength) \(noun(originalLength)).")
    }
    lines.append("")
    for (index, shown) in shownAtEachStep.enumerated() {
      lines.append(index == 0 ? "   before any input" : "\(pad(index)). \(show(inputs[index - 1]))")
      let isLast = index == shownAtEachStep.count - 1
      lines += isLast ? failingLines(shown) : agreeingLines(shown)
    }
    lines.append("")
    lines += replayLines(origin: origin, seed: seed)
    return lines.joined(separator: "\n")
  }

  private var headline: String {
    let place = step < 0 ? "before any input" : "after input \(step + 1) of \(inputs.count)"
    switch failure {
    case .difference:
      return "checkParity: the candidate shows something other than the reference \(place)."
    case .settleReturnedEarly(let side):
      return "checkParity: the \(side.rawValue)'s settle() returned before it was current, "
        + "\(place):\na broken settle, not a parity difference."
    }
  }

  private func agreeingLines(_ shown: (reference: Shown, candidate: Shown)) -> [String] {
    shown.reference == shown.candidate
      ? ["     both show   \(show(shown.reference))"]
      : ["     reference   \(show(shown.reference))", "     candidate   \(show(shown.candidate))"]
  }

  private func failingLines(_ shown: (reference: Shown, candidate: Shown)) -> [String] {
    let differing =
      differingProperties.isEmpty
      ? "(the values compare unequal, yet every property reads the same)"
      : differingProperties.joined(separator: ", ")
    switch failure {
    case .difference:
      return [
        "     reference   \(show(shown.reference))", "     candidate   \(show(shown.candidate))",
        "     differ in   \(differing)",
      ]
    case .settleReturnedEarly(let side):
      let later = shownAfterSettlingAgain.map(show) ?? ""
      let returned = "   ← when its settle() returned"
      return [
        "     reference   \(show(shown.reference))" + (side == .reference ? returned : ""),
        "     candidate   \(show(shown.candidate))" + (side == .candidate ? returned : ""),
        "     then        \(later)   ← after more main-actor jobs and a second settle()",
        "     changed in  \(differing)",
      ]
    }
  }

  private func replayLines(origin: ParityReport<Input, Shown>.Origin, seed: UInt64) -> [String] {
    var lines: [String]
    switch origin {
    case .random: lines = ["Replay: the same call again (seed \(seed))."]
    case .replay: lines = ["Replay: the same session again."]
    }
    guard inputs.allSatisfy(printsAsSwift) else { return lines }
    lines[0] += " Keep it as a regression test:"
    let session = inputs.map(swiftSource).joined(separator: ", ")
    lines.append("checkParity(reference: …, candidate: …, replaying: [\(session)])")
    return lines
  }

  /// An input as Swift source, an enum case with a leading dot (its type is inferred).
  private func swiftSource(_ input: Input) -> String {
    let source = String(reflecting: input)
    let typeName = String(reflecting: type(of: input)) + "."
    return source.hasPrefix(typeName) ? "." + source.dropFirst(typeName.count) : source
  }

  /// Whether `input` prints as Swift source: as Swift's own reflection prints it, or through a
  /// debug description of its type's own.
  private func printsAsSwift(_ input: Input) -> Bool {
    input is any CustomDebugStringConvertible || !(input is any CustomStringConvertible)
  }

  /// An input or what a screen shows, as its type describes it; a string in quotes, so an empty
  /// one is seen.
  private func show(_ value: Any) -> String {
    value is String || value is Character ? String(reflecting: value) : String(describing: value)
  }

  private func noun(_ count: Int) -> String { count == 1 ? "input" : "inputs" }

  private func pad(_ number: Int) -> String {
    let text = "\(number)"
    return String(repeating: " ", count: max(0, 2 - text.count)) + text
  }
}
