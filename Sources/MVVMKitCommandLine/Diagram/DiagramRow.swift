import Foundation
import MVVMBindingKit

/// One arrow of a sequence diagram: who called whom, and what it did.
///
/// A trace records where each hop happened, not who caused it; `rows(of:)` derives the caller
/// from the order of the hops and what each lane does:
/// - an input's first hop comes from outside the lanes (the person, or `makeScreen`), and so does
///   the first hop of a later main-actor job (the executor runs the job);
/// - a hop in the binding or the view model is called by whoever has control, and takes it;
/// - a model call answers at once: the caller keeps control (its answer is on the arrow);
/// - the service's answer goes back to the view model, which owns the login in every style;
/// - a run of view writes is one arrow from whoever has control: a render, counted;
/// - a binding hop that writes the view at once (an observer called, a `Binder` receiving) is
///   one arrow from its caller through the binding to the view, and consecutive ones are one
///   arrow: the transcript of `mvvm-kit trace` keeps each of them.
struct DiagramRow: Equatable {
  /// Where an arrow starts or ends.
  enum End: Equatable {
    /// Outside the lanes: the person, `makeScreen`, or the executor starting a later job.
    case outside
    /// A lane.
    case lane(HopLane)
  }

  /// What the arrow stands for.
  enum Kind: Equatable {
    /// A call (a model call carries its answer in its label).
    case call
    /// An answer coming back to its caller.
    case answer
    /// A run of writes to the view: `writes` property writes, and any alert shown.
    case render(writes: Int)
  }

  /// Where the arrow starts.
  let from: End
  /// Where it ends.
  let to: HopLane
  /// Whether it passes through the binding on its way (an observer that writes the view).
  let throughBinding: Bool
  /// What it is.
  let kind: Kind
  /// Its label.
  let label: String
  /// Which main-actor job it runs in: 0 inside the input's call, 1 for the first later job, …
  let job: Int
  /// For the first row of a later job, what resumed it.
  let resumedBy: String?
}

extension DiagramRow {
  /// The arrows of one input's trace, in order.
  static func rows(of entries: [TraceEntry]) -> [DiagramRow] {
    // Each hop with the main-actor job it runs in: 0 inside the input's call, then one more
    // after each turn's end.
    var hops: [(job: Int, lane: HopLane, text: String)] = []
    var turnsEnded = 0
    for entry in entries {
      switch entry {
      case .turnEnds: turnsEnded += 1
      case .hop(let lane, let text): hops.append((turnsEnded, lane, text))
      }
    }
    var rows: [DiagramRow] = []
    var control = End.outside
    var job = 0
    var jobStarts = true
    var position = 0
    // The view hops of this job from `position` on, as one render's writes.
    func takeWrites() -> [String] {
      var taken: [String] = []
      while position < hops.count, hops[position].lane == .view, hops[position].job == job {
        taken.append(hops[position].text)
        position += 1
      }
      return taken
    }
    // Whether the hop at `position` is an observer that writes the view at once.
    func isObserverWriting() -> Bool {
      position + 1 < hops.count && hops[position].lane == .binding
        && hops[position + 1].lane == .view && hops[position + 1].job == job
    }
    while position < hops.count {
      let (hopJob, lane, text) = hops[position]
      if hopJob != job {
        job = hopJob
        control = .outside
        jobStarts = true
      }
      let resumedBy = jobStarts && job > 0 ? Self.resumer(lane, text) : nil
      func add(_ from: End, _ to: HopLane, _ kind: Kind, _ label: String, through: Bool = false) {
        rows.append(
          DiagramRow(
            from: from, to: to, throughBinding: through, kind: kind, label: label, job: job,
            resumedBy: resumedBy))
        jobStarts = false
      }
      switch lane {
      case .view where position == 0 && job == 0:
        position += 1
        add(.outside, .view, .call, text)
        control = .lane(.view)
      case .view:
        let writes = takeWrites()
        add(control, .view, Self.render(writes), "render: " + Self.summary(writes))
      case .binding where control != .outside && control != .lane(.view) && isObserverWriting():
        // Observers that write the view at once: one arrow through the binding.
        var observers: [String] = []
        var writes: [String] = []
        while isObserverWriting() {
          observers.append(hops[position].text)
          position += 1
          writes += takeWrites()
        }
        add(
          control, .view, Self.render(writes),
          Self.joined(observers) + " → " + Self.summary(writes),
          through: control != .lane(.binding))
      case .service where text.hasPrefix("answers"):
        position += 1
        add(.lane(.service), .viewModel, .answer, text)
        control = .lane(.viewModel)
      case .model, .service:
        position += 1
        add(control, lane, .call, text)
      case .binding, .viewModel:
        position += 1
        add(control, lane, .call, text)
        control = .lane(lane)
      }
    }
    return rows
  }

  /// A render's kind: how many of `writes` are property writes (the rest show an alert).
  private static func render(_ writes: [String]) -> Kind {
    .render(writes: writes.filter { $0.contains(" = ") }.count)
  }

  /// `11 writes`, and any alert shown: `2 writes, present alert "Login succeeded"`.
  static func summary(_ writes: [String]) -> String {
    let count = writes.filter { $0.contains(" = ") }.count
    let others = writes.filter { !$0.contains(" = ") }
    let counted = count == 0 && !others.isEmpty ? [] : [count == 1 ? "1 write" : "\(count) writes"]
    return (counted + others).joined(separator: ", ")
  }

  /// Several hops' texts as one: `Binder receives validationText, validationColor`.
  static func joined(_ texts: [String]) -> String {
    guard texts.count > 1 else { return texts.first ?? "" }
    let words = texts.map { $0.split(separator: " ").map(String.init) }
    let shortest = words.map(\.count).min()!
    var prefix = 0
    while prefix < shortest - 1, words.allSatisfy({ $0[prefix] == words[0][prefix] }) {
      prefix += 1
    }
    var suffix = 0
    while suffix < shortest - 1 - prefix,
      words.allSatisfy({ $0[$0.count - 1 - suffix] == words[0][words[0].count - 1 - suffix] })
    {
      suffix += 1
    }
    let middles = words.map { $0[prefix..<($0.count - suffix)].joined(separator: " ") }
    return
      (words[0][..<prefix] + [middles.joined(separator: ", ")]
      + words[0][(words[0].count - suffix)...]).joined(separator: " ")
  }

  /// What resumed a later job whose first hop is `text` in `lane`, in a few words.
  private static func resumer(_ lane: HopLane, _ text: String) -> String {
    switch lane {
    case .service:
      text.hasPrefix("answers")
        ? "the service answers" : "a task calls " + text.prefix { $0 != "(" }
    default:
      if let resumes = text.range(of: " resumes") {
        String(text[..<resumes.upperBound])
      }
      // `check task: the wait has ended`: who, before the colon.
      else if let colon = text.firstIndex(of: ":"),
        text.distance(from: text.startIndex, to: colon) <= 24
      {
        String(text[..<colon])
      } else {
        String(text.prefix { $0 != " " })
      }
    }
  }
}
