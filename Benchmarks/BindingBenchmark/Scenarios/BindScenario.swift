import MVVMBindingKit

extension BenchmarkScenario {
  /// `bind`: each event makes a screen, settles it and releases it.
  @MainActor
  func bindWorkload(_ strategy: BindingStrategy) -> Workload {
    let service = BenchmarkAccount.service()
    var last: LoginViewState?
    return Workload(
      event: { _ in
        let screen = strategy.makeScreen(service: service)
        await screen.settle()
        last = screen.view.snapshot
      },
      snapshots: { last.map { [$0] } ?? [] })
  }
}
