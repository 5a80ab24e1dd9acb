import BindingParity

/// One thing a person does to the counter: add a digit, or reset.
enum CounterInput: Equatable {
  case add(Int)
  case reset

  static let generator: Generator<CounterInput> = .frequency(
    (4, .int(in: 0...9).map(CounterInput.add)), (1, .element(of: [.reset])))
}

/// What the counter shows.
struct CounterShown: Equatable {
  var total: Int
  var isResetEnabled: Bool
}

/// A counter written plainly: it updates as each input arrives.
@MainActor
final class Counter: ParityScreen {
  /// A mistake the candidate makes, or none.
  enum Mistake { case dropsSevens, ignoresReset }

  private(set) var shown = CounterShown(total: 0, isResetEnabled: false)
  private let mistake: Mistake?

  init(_ mistake: Mistake? = nil) {
    self.mistake = mistake
  }

  func send(_ input: CounterInput) async {
    switch input {
    case .add(let digit) where digit >= 7 && mistake == .dropsSevens: break
    case .add(let digit): shown.total += digit
    case .reset where mistake == .ignoresReset: break
    case .reset: shown.total = 0
    }
    shown.isResetEnabled = shown.total != 0
  }

  func settle() async {}
}

/// The same counter updated a main-actor turn later, as an async binding does — with a truthful
/// `settle()`, or one that returns before the update lands.
@MainActor
final class AsyncCounter: ParityScreen {
  private(set) var shown = CounterShown(total: 0, isResetEnabled: false)
  private var pending: Task<Void, Never>?
  private let isSettleTruthful: Bool

  init(isSettleTruthful: Bool = true) {
    self.isSettleTruthful = isSettleTruthful
  }

  func send(_ input: CounterInput) async {
    let previous = pending
    pending = Task { @MainActor in
      await previous?.value
      switch input {
      case .add(let digit): self.shown.total += digit
      case .reset: self.shown.total = 0
      }
      self.shown.isResetEnabled = self.shown.total != 0
    }
  }

  func settle() async {
    if isSettleTruthful { await pending?.value }
  }
}

/// A field and a label that shows the text typed, shouting it when the candidate misreads "ba".
@MainActor
final class Echo: ParityScreen {
  private(set) var shown = ""
  private let misreadsBA: Bool

  init(misreadsBA: Bool = false) {
    self.misreadsBA = misreadsBA
  }

  func send(_ input: String) async {
    shown = misreadsBA && input.contains("ba") ? input.uppercased() : input
  }

  func settle() async {}
}
