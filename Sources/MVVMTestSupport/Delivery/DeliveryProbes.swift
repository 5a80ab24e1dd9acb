import BindingInstruments
import DirectBaseline
import HeadlessUI
import LoginDomain
import MVVMCore

/// Measures `strategy`'s delivery semantics by running it on fresh screens (`.presence` rules,
/// English): every figure of the `DeliveryProfile` is counted, never written down. Works on any
/// strategy, a user's own included.
@MainActor
public func deliveryProfile(of strategy: BindingStrategy) async -> DeliveryProfile {
  let edits = await cycleFigures(of: strategy)
  return DeliveryProfile(
    inline: edits.inline,
    shownBeforeSettle: shownBeforeSettle(strategy),
    validationWritesPerEdit: edits.validationWrites,
    validationWritesUnchanged: await validationWritesUnchanged(strategy),
    validationWritesBurst10: await validationWritesBurst10(strategy),
    viewWritesPerEdit: edits.viewWrites,
    turnsPerEdit: edits.turns,
    fanOut10WritesPerEdit: await fanOut10WritesPerEdit(strategy),
    serviceCallsPerFanOutTap: await serviceCallsPerFanOutTap(strategy),
    liveObserversAfterChurn: await liveObserversAfterChurn(strategy))
}

/// The edit cycle of the benchmark: each edit changes the validation text.
@MainActor private let editCycle: [(field: KeyPath<LoginView, TextField>, text: String)] = [
  (\.idField, "alice"), (\.passwordField, "wonderland"), (\.idField, ""), (\.passwordField, ""),
]

/// Two rounds of the edit cycle on one screen, beside `direct`, settled after each edit.
@MainActor
private func cycleFigures(of strategy: BindingStrategy) async -> (
  inline: Bool, validationWrites: Double, viewWrites: Double, turns: Double
) {
  let service = InMemoryLoginService(accounts: [:])
  let screen = strategy.makeScreen(service: service)
  let direct = BindingStrategy.direct.makeScreen(service: service)
  await screen.settle()
  let writes = ViewWriteCounter(counting: screen.view)
  var inline = true
  var turns = 0
  let rounds = editCycle + editCycle
  for edit in rounds {
    screen.view[keyPath: edit.field].enterText(edit.text)
    direct.view[keyPath: edit.field].enterText(edit.text)
    if screen.view.validationLabel.text != direct.view.validationLabel.text { inline = false }
    var yields = 0
    while screen.view.snapshot.outputs != direct.view.snapshot.outputs && yields < 1_000 {
      await Task.yield()
      yields += 1
    }
    turns += yields
    await screen.settle()
  }
  let counts = writes.counts
  let count = Double(rounds.count)
  return (
    inline, Double(counts.validationText) / count, Double(counts.all) / count,
    Double(turns) / count
  )
}

@MainActor
private func shownBeforeSettle(_ strategy: BindingStrategy) -> Bool {
  let service = InMemoryLoginService(accounts: [:])
  let screen = strategy.makeScreen(service: service)
  let direct = BindingStrategy.direct.makeScreen(service: service)
  return screen.view.snapshot.outputs == direct.view.snapshot.outputs
}

@MainActor
private func validationWritesUnchanged(_ strategy: BindingStrategy) async -> Double {
  let screen = strategy.makeScreen(service: InMemoryLoginService(accounts: [:]))
  screen.view.idField.enterText("a")
  await screen.settle()
  screen.view.passwordField.enterText("pw")
  await screen.settle()
  let writes = ViewWriteCounter(counting: screen.view)
  screen.view.passwordField.enterText("pw2")
  await screen.settle()
  return Double(writes.counts.validationText)
}

@MainActor
private func validationWritesBurst10(_ strategy: BindingStrategy) async -> Double {
  let screen = strategy.makeScreen(service: InMemoryLoginService(accounts: [:]))
  await screen.settle()
  let writes = ViewWriteCounter(counting: screen.view)
  for text in ["a", "", "a", "", "a", "", "a", "", "a", "ab"] {
    screen.view.idField.enterText(text)
  }
  await screen.settle()
  return Double(writes.counts.validationText)
}

@MainActor
private func fanOut10WritesPerEdit(_ strategy: BindingStrategy) async -> Double {
  let screens = strategy.makeScreens(count: 10, service: InMemoryLoginService(accounts: [:]))
  var counters: [ViewWriteCounter] = []
  for screen in screens {
    await screen.settle()
    counters.append(ViewWriteCounter(counting: screen.view))
  }
  for edit in editCycle {
    screens[0].view[keyPath: edit.field].enterText(edit.text)
    for screen in screens { await screen.settle() }
  }
  let writes = counters.reduce(0) { $0 + $1.counts.validationText }
  return Double(writes) / Double(editCycle.count)
}

@MainActor
private func serviceCallsPerFanOutTap(_ strategy: BindingStrategy) async -> Double {
  Double(await fanOutTap(strategy).calls)
}

/// `compare`'s `calls` probe: ten screens sharing a view model, a valid form filled in on the
/// first, one tap, every screen settled; the service's calls and the screens as they were left.
@MainActor
package func fanOutTap(_ strategy: BindingStrategy) async -> (
  calls: Int, screens: [any LoginScreen]
) {
  let service = InMemoryLoginService(accounts: ["alice": "wonderland"])
  let screens = strategy.makeScreens(count: 10, service: service)
  screens[0].view.idField.enterText("alice")
  screens[0].view.passwordField.enterText("wonderland")
  for screen in screens { await screen.settle() }
  screens[0].view.loginButton.tap()
  for screen in screens { await screen.settle() }
  return (await service.attempts, screens)
}

@MainActor
private func liveObserversAfterChurn(_ strategy: BindingStrategy) async -> Int? {
  var screens: [any LoginScreen] = strategy.makeScreens(
    count: 1_000, service: InMemoryLoginService(accounts: [:]))
  let viewModel = screens[0].viewModel
  for screen in screens { await screen.settle() }
  screens.removeAll()
  // What a release leaves for a later turn (a stream's termination, a count's update) runs now.
  for _ in 0..<10 { await Task.yield() }
  return (viewModel as? any ObserverCounting)?.liveObserverCount
}
