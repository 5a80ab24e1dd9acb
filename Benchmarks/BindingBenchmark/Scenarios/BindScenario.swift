import MVVMBindingKit

extension BenchmarkScenario {
  /// `bind`: each event makes a screen, settles it and releases it — and waits (a bounded
  /// number of main-actor turns) until the screen is really gone, so a strategy's teardown work
  /// (cancelled tasks finishing) is counted in its own event, not in the next row's.
  @MainActor
  static func bindWorkload(_ strategy: BindingStrategy) -> Workload {
    let service = BenchmarkAccount.service()
    var last: LoginViewState?
    return Workload(
      event: { _ in
        weak var released: AnyObject?
        do {
          let screen = strategy.makeScreen(service: service)
          await screen.settle()
          last = screen.view.snapshot
          released = screen
        }
        var turns = 0
        while released != nil && turns < 100 {
          await Task.yield()
          turns += 1
        }
      },
      snapshots: { last.map { [$0] } ?? [] })
  }
}
