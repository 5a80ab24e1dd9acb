import LoginDomain
import MVVMCore

/// One case running on one strategy: what it has found wrong so far, and the helpers it uses.
@MainActor
final class CaseRun {
  let strategy: BindingStrategy
  private(set) var messages: [String] = []
  fileprivate var tracked: [Tracked] = []
  /// Every gated service the case made, so a case past its time limit can be torn down.
  private(set) var gatedServices: [GatedLoginService] = []
  /// Every gated sign-up service the case made, torn down with it too.
  var gatedSignupServices: [GatedSignupService] = []
  /// Set once the case is past its time limit: what its abandoned body finds after that is
  /// not reported.
  private(set) var isTornDown = false

  init(strategy: BindingStrategy) {
    self.strategy = strategy
  }

  /// Records a broken rule.
  func fail(_ message: String) {
    guard !isTornDown else { return }
    messages.append(message)
  }

  /// A closed gate in front of `service`, torn down with the case.
  func gatedService(over service: any LoginService = Fixtures.service()) -> GatedLoginService {
    let service = GatedLoginService(service)
    gatedServices.append(service)
    return service
  }

  /// Ends the case: ends every gated call it started and every wait on them, so no login —
  /// of a hung case or a finished one — waits on while later cases run, and stops recording
  /// what a body that is still running finds.
  func tearDown() async {
    isTornDown = true
    for service in gatedServices { await service.tearDown() }
    for service in gatedSignupServices { service.tearDown() }
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

  /// A screen of this run's strategy whose service holds every call at a closed gate, its form
  /// filled with `id` and `password` (the fixtures' account's by default): a tap starts a login
  /// that waits for the case to open the gate.
  func makeFilledProbe(
    id: String = Fixtures.id, password: String = Fixtures.password
  ) async -> (Probe, GatedLoginService) {
    let service = gatedService()
    let probe = await makeProbe(service: service)
    await probe.type(id: id, password: password)
    return (probe, service)
  }

  /// A screen whose login is in flight: the form filled with the fixtures' account, login tapped,
  /// the call held at a closed gate until the case opens it.
  func makeProbeLoggingIn() async -> (Probe, GatedLoginService) {
    let (probe, service) = await makeFilledProbe()
    await probe.tapLogin()
    return (probe, service)
  }

  /// Gives work already queued on the main actor a few turns to run, before a check that
  /// nothing was written. A write that must never happen has no event to wait on; this lets one
  /// that comes late (a cancelled task resuming) arrive before the check looks. It never
  /// delays a strategy that is right, and it is not a wait for anything to finish.
  func allowLateWrites() async {
    for _ in 0..<20 { await Task.yield() }
  }
}

extension CaseRun {
  /// Watches `object` weakly, so `checkFreed(_:)` can tell whether releasing freed it.
  func track(_ object: AnyObject, as name: String) {
    tracked.append(Tracked(name: name, object: object))
  }

  /// Fails, naming each tracked object still alive: releasing the last reference frees a
  /// screen, its view and its view model then and there, not on some later turn.
  func checkFreed(_ step: String) async {
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
