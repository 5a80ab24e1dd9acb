import MVVMBindingKit

/// A login service that holds every call until the script says `settle`, so a tap shows the
/// login in flight on every strategy alike, whatever each one's delivery timing.
actor HeldLoginService: LoginService {
  private let service: any LoginService
  private var isOpen = false
  private var held: [CheckedContinuation<Void, Never>] = []

  init(_ service: any LoginService) {
    self.service = service
  }

  /// Lets every held call through, and every call until `close()`.
  func open() {
    isOpen = true
    let released = held
    held.removeAll()
    for call in released { call.resume() }
  }

  /// Holds calls from now on.
  func close() {
    isOpen = false
  }

  func logIn(id: String, password: String) async throws -> LoginResponse {
    if !isOpen { await withCheckedContinuation { held.append($0) } }
    return try await service.logIn(id: id, password: password)
  }
}
