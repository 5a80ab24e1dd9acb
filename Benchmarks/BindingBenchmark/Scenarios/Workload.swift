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

/// The edits every `edit`, `edit-signin` and `fan-out` event cycles through: one field at a
/// time, ID then password, through four outcomes of the rules. Under `.presence`: password
/// missing, OK, ID missing, both missing. Under `.signIn`: password too short, OK, malformed
/// address twice — each edit checks a whole address and counts a password's characters.
enum EditCycle {
  /// Types edit number `index` of the `rules`' cycle into `view` as a person would.
  @MainActor
  static func apply(_ index: Int, to view: LoginView, rules: ValidationRules = .presence) {
    switch (index % 4, rules) {
    case (0, .presence): view.idField.enterText("alice")
    case (0, .signIn): view.idField.enterText("alice@example.com")
    case (1, _): view.passwordField.enterText("wonderland")
    case (2, .presence): view.idField.enterText("")
    case (2, .signIn): view.idField.enterText("alice")
    case (_, .presence): view.passwordField.enterText("")
    case (_, .signIn): view.passwordField.enterText("abc")
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
