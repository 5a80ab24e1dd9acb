extension ParityReport: CustomStringConvertible {
  /// The report a person reads: the verdict, and for a failure the shrunk inputs one per line
  /// with what both screens show after each, each property that differs with both values, and
  /// how to replay it.
  public var description: String {
    guard let counterexample else {
      switch origin {
      case .random(let sessions, let length):
        return "checkParity: the two screens agree on all \(sessions) sessions of "
          + "\(describe(length)) inputs (seed \(seed))."
      case .replay(let count):
        return "checkParity: the two screens agree on the replayed session of \(count) "
          + "\(noun(count))."
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
    var lines = [headline(origin: origin)]
    switch origin {
    case .random(let sessions, _):
      lines.append(
        "Session \(session) of \(sessions) (seed \(seed)) found it with \(originalLength) "
          + "\(noun(originalLength)); shrunk to \(inputs.count) in \(replays) replays.")
      if !isMinimal {
        lines.append("Shrinking stopped at its time limit: a smaller session may exist.")
      } else if !inputs.isEmpty {
        lines.append("Removing any one input, or simplifying any one, makes this failure go away.")
      }
    case .replay:
      break
    }
    lines.append("")
    for (index, shown) in shownAtEachStep.enumerated() {
      lines.append(
        index == 0 ? "   before any input" : "\(pad(index)). \(render(inputs[index - 1]))")
      let isLast = index == shownAtEachStep.count - 1
      lines += isLast ? failingLines(shown) : agreeingLines(shown)
    }
    lines.append("")
    lines += replayLines(origin: origin, seed: seed)
    return lines.joined(separator: "\n")
  }

  private func headline(origin: ParityReport<Input, Shown>.Origin) -> String {
    let place: String
    switch origin {
    case _ where step < 0: place = "before any input"
    case .random: place = "after input \(step + 1) of \(inputs.count)"
    case .replay: place = "after input \(step + 1) of the \(originalLength) replayed"
    }
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
      ? ["     both show   \(render(shown.reference))"]
      : [
        "     reference   \(render(shown.reference))",
        "     candidate   \(render(shown.candidate))",
      ]
  }

  private func failingLines(_ shown: (reference: Shown, candidate: Shown)) -> [String] {
    var lines = agreeingLines(shown)
    switch failure {
    case .difference:
      lines += differenceLines(first: "reference", second: "candidate")
    case .settleReturnedEarly(let side):
      lines.append(
        "     the \(side.rawValue)'s settle() returned; after more main-actor jobs and a second "
          + "settle() it shows")
      lines.append("     then        \(shownAfterSettlingAgain.map(render) ?? "")")
      lines += differenceLines(first: "at settle()", second: "then")
    }
    return lines
  }

  /// Each differing property with both values: `screens[1].alert: reference nil, candidate …`.
  private func differenceLines(first: String, second: String) -> [String] {
    differences.enumerated().map { index, difference in
      (index == 0 ? "     differs     " : "                 ")
        + "\(difference.path): \(first) \(difference.first), \(second) \(difference.second)"
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
  /// debug description of its type's own. (A type with a `description` alone prints as words.)
  private func printsAsSwift(_ input: Input) -> Bool {
    input is any CustomDebugStringConvertible || !(input is any CustomStringConvertible)
  }

  private func pad(_ number: Int) -> String {
    let text = "\(number)"
    return String(repeating: " ", count: max(0, 2 - text.count)) + text
  }
}

private func noun(_ count: Int) -> String { count == 1 ? "input" : "inputs" }
