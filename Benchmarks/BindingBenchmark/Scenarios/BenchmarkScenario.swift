import MVVMBindingKit

/// The six scenarios of the benchmark (docs/Contract.md §6): what one timed event is.
public enum BenchmarkScenario: String, CaseIterable, Codable, Sendable {
  /// One `enterText` on one screen, then `settle()`.
  case edit
  /// The same under the `.signIn` rules: the address and the password length checked per edit.
  case editSignIn = "edit-signin"
  /// One `enterText` on one of 10 screens sharing a view model, then every screen settled.
  case fanout10 = "fanout-10"
  /// The same with 100 screens.
  case fanout100 = "fanout-100"
  /// Make one screen, settle it, release it.
  case bind
  /// One tap, a zero-latency login, the alert shown and settled.
  case login

  /// A workload of this scenario on `strategy`.
  @MainActor
  func workload(for strategy: BindingStrategy) -> Workload {
    switch self {
    case .edit: Self.editWorkload(strategy)
    case .editSignIn: Self.editWorkload(strategy, rules: .signIn)
    case .fanout10: Self.fanOutWorkload(strategy, screens: 10)
    case .fanout100: Self.fanOutWorkload(strategy, screens: 100)
    case .bind: Self.bindWorkload(strategy)
    case .login: Self.loginWorkload(strategy)
    }
  }
}
