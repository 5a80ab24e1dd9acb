/// The questions that choose a binding style, as `DecisionChart` draws them: each question has
/// two answers, one drawn across to the right and one drawn down, and each answer leads to
/// another question or to a strategy of the kit, named by its id.
indirect enum DecisionTree: Sendable {
  /// A question, a line that says what it means, and its two answers. `measured`, when set,
  /// asks the chart to quote those strategies' instructions per event over `direct`'s in that
  /// scenario of the run, under the hint.
  case question(
    String, hint: String, measured: (scenario: String, ids: [String])? = nil, across: Answer,
    down: Answer)
  /// A strategy, by id, and what an app takes from it, in a line or two.
  case strategy(String, note: String)

  /// One answer to a question: its words, and where it leads.
  struct Answer: Sendable {
    /// The answer's words, written beside its arrow.
    let label: String
    /// Where it leads.
    let next: DecisionTree
  }

  /// Every strategy the tree leads to, in drawing order (a strategy may appear twice).
  var leaves: [String] {
    switch self {
    case .strategy(let id, _): [id]
    case .question(_, _, _, let across, let down): across.next.leaves + down.next.leaves
    }
  }

  /// Every question box the chart draws (a question asked on two paths counts twice).
  var questionCount: Int {
    switch self {
    case .strategy: 0
    case .question(_, _, _, let across, let down):
      1 + across.next.questionCount + down.next.questionCount
    }
  }

  /// "Which style?": the questions Comparison's *Choose in a minute* asks, in its order — time
  /// operators, events or state, state produced off the main actor, the OS you can require, the
  /// size of a fan-out, a for-await loop wanted. Each answer says what the reader needs, and
  /// each leaf is the style for that need: no answer gives up a style's strength (the view
  /// current when the input's call returns) for nothing in return.
  static let whichStyle = DecisionTree.question(
    "Declare time and cancellation with operators?",
    hint: "debounce, flatMapLatest: search as you type, a debounced check",
    across: Answer(
      label: "yes",
      next: .strategy(
        "reactive", note: "in an app: RxSwift, or Combine's debounce and switchToLatest")),
    down: Answer(
      label: "no: one task per edit, cancelled by the next",
      next: .question(
        "Events that many unrelated listeners hear?",
        hint: "rather than state a screen shows; no listener knows who sent it",
        across: Answer(
          label: "yes",
          next: .question(
            "Can you require iOS/macOS 26?", hint: "NotificationCenter.MainActorMessage",
            across: Answer(
              label: "yes",
              next: .strategy(
                "notification-messages", note: "typed messages, isolation checked by the compiler")
            ),
            down: Answer(
              label: "no",
              next: .strategy(
                "notification-center", note: "any OS; isolation asserted at run time")))),
        down: Answer(
          label: "no: state",
          next: .question(
            "Is the state produced off the main actor?",
            hint:
              "concurrent work (a download, a sync) yields it from anywhere; the view renders it a turn later",
            across: Answer(
              label: "yes",
              next: .strategy(
                "async-stream", note: "a stream of whole states per screen, fed by a broadcaster")),
            down: Answer(
              label: "no: the main actor",
              next: .question(
                "Can you require iOS 17 / macOS 14?", hint: "withObservationTracking",
                across: Answer(
                  label: "no",
                  next: .strategy("closures", note: "any OS: a stored closure per observer")),
                down: Answer(
                  label: "yes",
                  next: .question(
                    "Many screens on one view model?",
                    hint: "a fan-out: each edit reaches every screen",
                    measured: ("fanout-100", ["closures", "observation"]),
                    across: Answer(
                      label: "yes, a hundred",
                      next: .strategy(
                        "closures", note: "one observer call per screen, nothing allocated")),
                    down: Answer(
                      label: "no, a few",
                      next: .question(
                        "One for-await loop rather than re-arming a tracking?",
                        hint:
                          "iOS/macOS 26: no tokens, no update cycle; the view is current a turn after the input's call returns, and an edit costs more",
                        across: Answer(
                          label: "yes, on 26",
                          next: .strategy(
                            "observations", note: "one for-await loop per screen over Observations")
                        ),
                        down: Answer(
                          label: "no: current when the call returns",
                          next: .strategy(
                            "observation",
                            note:
                              "copy withObservationTracking and one render per input, not the kit's UpdateCycle"
                          )))))))))))))
}
