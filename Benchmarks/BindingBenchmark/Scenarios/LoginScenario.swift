import MVVMBindingKit

extension BenchmarkScenario {
  /// `login`: one screen with the right ID and password typed; each event dismisses the last
  /// alert, taps Login and settles, the zero-latency service answering and the alert shown.
  /// (Dismissing first means a strategy that dropped a login would end with no alert, which the
  /// parity check sees.)
  @MainActor
  static func loginWorkload(_ strategy: BindingStrategy) -> Workload {
    let screen = strategy.makeScreen(service: BenchmarkAccount.service())
    screen.view.idField.enterText(BenchmarkAccount.id)
    screen.view.passwordField.enterText(BenchmarkAccount.password)
    var isReady = false
    return Workload(
      event: { _ in
        if !isReady {
          await screen.settle()  // the typing above, rendered before the first tap
          isReady = true
        }
        screen.view.dismissAlert()
        screen.view.loginButton.tap()
        await screen.settle()
      },
      snapshots: { [screen.view.snapshot] })
  }
}
