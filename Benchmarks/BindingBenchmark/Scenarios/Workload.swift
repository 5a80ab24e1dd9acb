import MVVMBindingKit

/// One row's work: what one event does, and what the view shows afterwards.
///
/// Making a workload is setup and is never timed; only `event` runs between clock readings.
@MainActor
final class Workload {
  /// Runs event number `index` to completion (settled).
  let event: @MainActor (Int) async -> Void
  /// What the row's views show now, for the parity check.
  let snapshots: () -> [LoginViewState]
  /// What must live as long as the workload: observer tokens, subscriptions.
  private let resources: [Any]

  init(
    event: @escaping @MainActor (Int) async -> Void, snapshots: @escaping () -> [LoginViewState],
    keepingAlive resources: [Any] = []
  ) {
    self.event = event
    self.snapshots = snapshots
    self.resources = resources
  }
}

/// The edits every `edit` and `fan-out` event cycles through: one field at a time, through
/// the four `.presence` outcomes (password missing, OK, ID missing, both missing).
enum EditCycle {
  /// Types edit number `index` into `view` as a person would.
  @MainActor
  static func apply(_ index: Int, to view: LoginView) {
    switch index % 4 {
    case 0: view.idField.enterText("alice")
    case 1: view.passwordField.enterText("secret")
    case 2: view.idField.enterText("")
    default: view.passwordField.enterText("")
    }
  }
}

/// The service every row logs in to: zero latency, in memory.
enum BenchmarkAccount {
  static let id = "alice"
  static let password = "wonderland"

  static func service() -> InMemoryLoginService {
    InMemoryLoginService(accounts: [id: password])
  }
}
