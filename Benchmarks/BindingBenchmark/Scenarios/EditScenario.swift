import MVVMBindingKit

extension BenchmarkScenario {
  /// `edit`: one screen; each event types one edit of the cycle and settles.
  @MainActor
  static func editWorkload(_ strategy: BindingStrategy) -> Workload {
    let screen = strategy.makeScreen(service: BenchmarkAccount.service())
    return Workload(
      event: { index in
        EditCycle.apply(index, to: screen.view)
        await screen.settle()
      },
      snapshots: { [screen.view.snapshot] })
  }
}
