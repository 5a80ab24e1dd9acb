import LoginDomain
import XCTest

final class InMemoryLoginServiceTests: XCTestCase {
  private func outcome(
    _ service: InMemoryLoginService, _ id: String, _ password: String
  ) async -> Result<LoginResponse, LoginError> {
    do { return .success(try await service.logIn(id: id, password: password)) } catch {
      return .failure(error as! LoginError)
    }
  }

  func testSuccessAnswersTheIDAsDisplayName() async {
    let service = InMemoryLoginService(accounts: ["alice": "pw"])
    let result = await outcome(service, "alice", "pw")
    XCTAssertEqual(result, .success(LoginResponse(userID: "alice", displayName: "alice")))
  }

  func testUnknownIDsAndWrongPasswords() async {
    let service = InMemoryLoginService(accounts: ["alice": "pw"])
    let unknown = await outcome(service, "bob", "pw")
    let wrong = await outcome(service, "alice", "PW")
    let untrimmed = await outcome(service, " alice", "pw")
    XCTAssertEqual(unknown, .failure(.invalidCredentials))
    XCTAssertEqual(wrong, .failure(.invalidCredentials))
    XCTAssertEqual(untrimmed, .failure(.invalidCredentials), "the caller trims, not the service")
  }

  func testTheThresholdthWrongPasswordStillAnswersInvalidThenTheIDIsLocked() async {
    let service = InMemoryLoginService(
      accounts: ["alice": "pw", "carol": "pw"], lockoutThreshold: 3)
    var answers: [Result<LoginResponse, LoginError>] = []
    for _ in 1...3 { answers.append(await outcome(service, "alice", "x")) }
    answers.append(await outcome(service, "alice", "pw"))
    answers.append(await outcome(service, "carol", "pw"))
    XCTAssertEqual(
      answers,
      [
        .failure(.invalidCredentials), .failure(.invalidCredentials), .failure(.invalidCredentials),
        .failure(.accountLocked), .success(LoginResponse(userID: "carol", displayName: "carol")),
      ])
  }

  func testASuccessResetsTheStreakButUnknownAndUnavailableCallsDoNot() async {
    let service = InMemoryLoginService(accounts: ["alice": "pw"], lockoutThreshold: 2)
    _ = await outcome(service, "alice", "x")
    _ = await outcome(service, "alice", "pw")  // resets
    _ = await outcome(service, "alice", "x")
    _ = await outcome(service, "nobody", "x")  // neither counts nor resets
    await service.setAvailable(false)
    let unavailable = await outcome(service, "alice", "pw")
    await service.setAvailable(true)
    let stillOpen = await outcome(service, "alice", "pw")
    XCTAssertEqual(unavailable, .failure(.unavailable))
    XCTAssertEqual(stillOpen, .success(LoginResponse(userID: "alice", displayName: "alice")))
    _ = await outcome(service, "alice", "x")
    _ = await outcome(service, "alice", "x")
    let locked = await outcome(service, "alice", "pw")
    XCTAssertEqual(locked, .failure(.accountLocked))
  }

  func testUnavailableCallsNeitherCountNorResetTheStreak() async {
    let service = InMemoryLoginService(accounts: ["alice": "pw"], lockoutThreshold: 2)
    _ = await outcome(service, "alice", "x")
    await service.setAvailable(false)
    _ = await outcome(service, "alice", "x")
    await service.setAvailable(true)
    let second = await outcome(service, "alice", "x")
    let locked = await outcome(service, "alice", "pw")
    XCTAssertEqual(second, .failure(.invalidCredentials), "the unavailable call did not count")
    XCTAssertEqual(locked, .failure(.accountLocked), "nor did it reset the streak")
  }

  func testUnknownIDsNeitherCountNorResetTheStreak() async {
    let service = InMemoryLoginService(accounts: ["alice": "pw"], lockoutThreshold: 2)
    _ = await outcome(service, "alice", "x")
    _ = await outcome(service, "nobody", "x")
    _ = await outcome(service, "alice", "x")
    let locked = await outcome(service, "alice", "pw")
    XCTAssertEqual(locked, .failure(.accountLocked))
  }

  func testUnavailableIsCheckedBeforeTheLockout() async {
    let service = InMemoryLoginService(accounts: ["alice": "pw"], lockoutThreshold: 1)
    _ = await outcome(service, "alice", "x")
    await service.setAvailable(false)
    let answer = await outcome(service, "alice", "pw")
    XCTAssertEqual(answer, .failure(.unavailable))
  }

  func testEveryCallCountsOnEntryWhateverItsOutcome() async {
    let service = InMemoryLoginService(accounts: ["alice": "pw"])
    _ = await outcome(service, "alice", "pw")
    _ = await outcome(service, "bob", "pw")
    await service.setAvailable(false)
    _ = await outcome(service, "alice", "pw")
    let attempts = await service.attempts
    XCTAssertEqual(attempts, 3)
  }

  func testACancelledCallCountsOnEntryAndThrowsCancellationInsteadOfWaitingOutItsLatency() async {
    // Cancelled before it runs, the call still enters, counts, and then its latency's sleep
    // throws at once: the test waits on the call itself, never on the 30 seconds.
    let service = InMemoryLoginService(accounts: ["alice": "pw"], latency: .seconds(30))
    let call = Task { try await service.logIn(id: "alice", password: "pw") }
    call.cancel()
    do {
      _ = try await call.value
      XCTFail("a cancelled call succeeded")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    let attempts = await service.attempts
    XCTAssertEqual(attempts, 1, "a cancelled call still counts")
  }

  func testLoginErrorMessagesAndMapping() {
    XCTAssertEqual(
      LoginError.invalidCredentials.message(in: .english), "ID or password is incorrect.")
    XCTAssertEqual(LoginError.invalidCredentials.message(in: .japanese), "IDまたはパスワードが正しくありません。")
    XCTAssertEqual(
      LoginError.accountLocked.message(in: .english),
      "Too many failed attempts. The account is locked.")
    XCTAssertEqual(
      LoginError.accountLocked.message(in: .japanese), "ログイン試行回数が上限に達したため、アカウントがロックされました。")
    XCTAssertEqual(
      LoginError.unavailable.message(in: .english),
      "The login service is unavailable. Try again later.")
    XCTAssertEqual(
      LoginError.unavailable.message(in: .japanese), "ログインサービスに接続できません。しばらくしてから再度お試しください。")
    struct Other: Error {}
    XCTAssertEqual(LoginError(Other()), .unavailable)
    XCTAssertEqual(LoginError(LoginError.accountLocked), .accountLocked)
  }
}
