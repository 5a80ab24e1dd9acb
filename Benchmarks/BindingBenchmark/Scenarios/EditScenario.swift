import MVVMBindingKit

extension BenchmarkScenario {
  /// `edit` (or, under `.signIn`, `edit-signin`): one screen of a model with `rules`; each event
  /// types one edit of those rules' cycle and settles.
  @MainActor
  static func editWorkload(_ strategy: BindingStrategy, rules: ValidationRules = .presence)
    -> Workload
  {
    let screen = strategy.makeScreen(
      model: LoginModel(rules: rules), service: BenchmarkAccount.service())
    return Workload(
      event: { index in
        EditCycle.apply(index, to: screen.view, rules: rules)
        await screen.settle()
      },
      snapshots: { [screen.view.snapshot] })
  }
}
