import MVVMBindingKit

extension BenchmarkScenario {
  /// `fanout-N`: N screens sharing one view model; each event types one edit of the cycle into
  /// the next screen in turn, then settles every screen.
  @MainActor
  static func fanOutWorkload(_ strategy: BindingStrategy, screens count: Int) -> Workload {
    let screens = strategy.makeScreens(count: count, service: BenchmarkAccount.service())
    return Workload(
      event: { index in
        EditCycle.apply(index, to: screens[index % count].view)
        for screen in screens { await screen.settle() }
      },
      snapshots: { screens.map(\.view.snapshot) })
  }
}
