import LoginDomain
import MVVMCore

/// One case running on one strategy: what it has found wrong so far, and the helpers it uses.
@MainActor
final class CaseRun {
  let strategy: BindingStrategy
  private(set) var messages: [String] = []
  fileprivate var tracked: [Tracked] = []

  init(strategy: BindingStrategy) {
    self.strategy = strategy
  }

  /// Records a broken rule.
  func fail(_ message: String) {
    messages.append(message)
  }

  /// Records `message` unless `condition` holds.
  func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  /// Screens of this run's strategy sharing one view model, with the oracle beside them.
  func makeProbe(
    screens count: Int = 1, model: LoginModel = LoginModel(),
    service: any LoginService = Fixtures.service()
  ) async -> Probe {
    let probe = Probe(
      run: self, screens: strategy.makeScreens(count: count, model: model, service: service),
      model: model)
    await probe.settle()
    return probe
  }

  /// Yields the main actor until `condition` holds, a bounded number of times; returns whether it held.
  ///
  /// Strategies that deliver through tasks free their observers a few hops after a release; this
  /// gives those hops a chance to run without sleeping.
  func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<200 {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }
}

extension CaseRun {
  /// Watches `object` weakly, so `checkFreed(_:)` can tell whether releasing freed it.
  func track(_ object: AnyObject, as name: String) {
    tracked.append(Tracked(name: name, object: object))
  }

  /// Fails, naming each tracked object still alive once pending work has had its chance to run.
  func checkFreed(_ step: String) async {
    _ = await eventually { tracked.allSatisfy { $0.object == nil } }
    let alive = tracked.filter { $0.object != nil }.map(\.name)
    check(alive.isEmpty, "after \(step), still alive: \(alive.joined(separator: ", "))")
    tracked.removeAll()
  }
}

/// An object watched through a weak reference.
final class Tracked {
  let name: String
  weak var object: AnyObject?

  init(name: String, object: AnyObject) {
    self.name = name
    self.object = object
  }
}
