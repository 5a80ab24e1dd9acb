import MVVMBindingKit
import MVVMTestSupport
import XCTest

/// What one edit does, hop by hop, in each strategy: the whole transcript of typing "alice" into
/// the ID field of a fresh screen, compared in one assertion per strategy. Read them side by side
/// to see the styles differ: who writes what, through which mechanism, and on which turn.
final class TraceTranscriptTests: XCTestCase {
  @MainActor
  func testOneEditsTranscriptInEveryStrategy() async {
    // The kit's own styles, one by one: a strategy added later is traced by the diagrams' test
    // and `mvvm-kit trace` without an entry here, and no entry outlives its strategy.
    let strategies = [BindingStrategy.direct] + BindingStrategy.all
    XCTAssertEqual(
      Set(Self.goldenTranscripts.keys).subtracting(strategies.map(\.id)), [],
      "a golden transcript for a strategy that is not registered")
    for strategy in strategies {
      guard let golden = Self.goldenTranscripts[strategy.id] else { continue }
      let steps = await strategy.trace(
        [.id("alice")], service: InMemoryLoginService(accounts: [:]))
      XCTAssertEqual(transcript(steps[1].entries), golden, strategy.id)
    }
  }

  /// Each strategy's hops for `id "alice"`, lane first.
  static let goldenTranscripts: [String: String] = [
    "direct": """
    view: idField editingChanged "alice"
    view model: idChanged("alice")
    model: check(id: "alice", password: nil) → Password has not been entered.
    view: validationLabel.text = "Password has not been entered."
    view: validationLabel.textColor = red
    view: validationLabel.isHidden = false
    view: idErrorLabel.text = nil
    view: idErrorLabel.isHidden = true
    view: idField.borderColor = lightGray
    view: passwordErrorLabel.text = "Password has not been entered."
    view: passwordErrorLabel.isHidden = false
    view: passwordField.borderColor = red
    view: loginButton.isEnabled = false
    view: activityIndicator.isAnimating = false
    """,
    "notification-center": """
    view: idField editingChanged "alice"
    view model: idChanged("alice")
    model: check(id: "alice", password: nil) → Password has not been entered.
    binding: block observer receives loginOutputsDidChange
    view: validationLabel.text = "Password has not been entered."
    view: validationLabel.textColor = red
    view: validationLabel.isHidden = false
    view: idErrorLabel.text = nil
    view: idErrorLabel.isHidden = true
    view: idField.borderColor = lightGray
    view: passwordErrorLabel.text = "Password has not been entered."
    view: passwordErrorLabel.isHidden = false
    view: passwordField.borderColor = red
    view: loginButton.isEnabled = false
    view: activityIndicator.isAnimating = false
    """,
    "closures": """
    view: idField editingChanged "alice"
    view model: idChanged("alice")
    model: check(id: "alice", password: nil) → Password has not been entered.
    binding: validationText observer called
    view: validationLabel.text = "Password has not been entered."
    binding: idErrorText observer called
    view: idErrorLabel.text = nil
    view: idErrorLabel.isHidden = true
    view: idField.borderColor = lightGray
    """,
    "reactive": """
    view: idField editingChanged "alice"
    view model: idChanged("alice")
    binding: combineLatest combines its 2 sources
    model: validate(id: "alice", password: nil) → Password has not been entered.
    binding: share(replay: 1) sends to 3 observers
    binding: Binder receives validationText
    view: validationLabel.text = "Password has not been entered."
    binding: Binder receives validationColor
    view: validationLabel.textColor = red
    binding: combineLatest combines its 2 sources
    binding: share(replay: 1) sends to 2 observers
    binding: Binder receives isLoginEnabled
    view: loginButton.isEnabled = false
    model: idError("alice") → nil
    binding: Binder receives idErrorText
    view: idErrorLabel.text = nil
    view: idErrorLabel.isHidden = true
    view: idField.borderColor = lightGray
    """,
    "observation": """
    view: idField editingChanged "alice"
    view model: idChanged("alice")
    model: check(id: "alice", password: nil) → Password has not been entered.
    binding: onChange fires (willSet): setNeedsRender()
    binding: render under withObservationTracking, arming it
    view: validationLabel.text = "Password has not been entered."
    view: validationLabel.textColor = red
    view: validationLabel.isHidden = false
    view: idErrorLabel.text = nil
    view: idErrorLabel.isHidden = true
    view: idField.borderColor = lightGray
    view: passwordErrorLabel.text = "Password has not been entered."
    view: passwordErrorLabel.isHidden = false
    view: passwordField.borderColor = red
    view: loginButton.isEnabled = false
    view: activityIndicator.isAnimating = false
    """,
    "async-stream": """
    view: idField editingChanged "alice"
    view model: idChanged("alice")
    model: check(id: "alice", password: nil) → Password has not been entered.
    binding: yield to 1 stream(s)
    ── main actor turn ends ──
    binding: consumer task resumes with state v1
    view: validationLabel.text = "Password has not been entered."
    view: validationLabel.textColor = red
    view: validationLabel.isHidden = false
    view: idErrorLabel.text = nil
    view: idErrorLabel.isHidden = true
    view: idField.borderColor = lightGray
    view: passwordErrorLabel.text = "Password has not been entered."
    view: passwordErrorLabel.isHidden = false
    view: passwordField.borderColor = red
    view: loginButton.isEnabled = false
    view: activityIndicator.isAnimating = false
    """,
    "notification-messages": """
    view: idField editingChanged "alice"
    view model: idChanged("alice")
    model: check(id: "alice", password: nil) → Password has not been entered.
    binding: observer receives LoginOutputsDidChange
    view: validationLabel.text = "Password has not been entered."
    view: validationLabel.textColor = red
    view: validationLabel.isHidden = false
    view: idErrorLabel.text = nil
    view: idErrorLabel.isHidden = true
    view: idField.borderColor = lightGray
    view: passwordErrorLabel.text = "Password has not been entered."
    view: passwordErrorLabel.isHidden = false
    view: passwordField.borderColor = red
    view: loginButton.isEnabled = false
    view: activityIndicator.isAnimating = false
    """,
    "observations": """
    view: idField editingChanged "alice"
    view model: idChanged("alice")
    model: check(id: "alice", password: nil) → Password has not been entered.
    ── main actor turn ends ──
    binding: task resumes with an Observations element
    view: validationLabel.text = "Password has not been entered."
    view: validationLabel.textColor = red
    view: validationLabel.isHidden = false
    view: idErrorLabel.text = nil
    view: idErrorLabel.isHidden = true
    view: idField.borderColor = lightGray
    view: passwordErrorLabel.text = "Password has not been entered."
    view: passwordErrorLabel.isHidden = false
    view: passwordField.borderColor = red
    view: loginButton.isEnabled = false
    view: activityIndicator.isAnimating = false
    """,
  ]
}

/// Entries as lines: `lane: text`, or the turn rule.
func transcript(_ entries: [TraceEntry]) -> String {
  entries.map { entry in
    switch entry {
    case .hop(let lane, let text): "\(lane.rawValue): \(text)"
    case .turnEnds: "── main actor turn ends ──"
    }
  }.joined(separator: "\n")
}

/// The rules every trace keeps, on the default session of every strategy.
final class TraceRulesTests: XCTestCase {
  @MainActor
  func testPasswordsNeverAppearAndEveryLoginAnswersOnALaterTurn() async {
    for strategy in [BindingStrategy.direct] + BindingStrategy.all {
      let steps = await strategy.trace(
        ScreenInput.defaultSession,
        service: InMemoryLoginService(accounts: ["alice": "wonderland"]))
      let whole = steps.map { transcript($0.entries) }.joined(separator: "\n")
      XCTAssertFalse(whole.contains("wonderland"), strategy.id)
      XCTAssertTrue(whole.contains("••••••••••"), strategy.id)
      // The call and its answer each run in a main-actor job of their own, never in the tap's.
      let entries = steps.flatMap(\.entries)
      let service = entries.indices.filter {
        if case .hop(.service, _) = entries[$0] { true } else { false }
      }
      XCTAssertEqual(service.count, 2, "\(strategy.id): a call and its answer")
      for index in service {
        XCTAssertEqual(entries[index - 1], .turnEnds, "\(strategy.id):\n\(whole)")
      }
      XCTAssertTrue(
        transcript(steps[4].entries).contains("view: present alert \"Login succeeded\""),
        strategy.id)
    }
    XCTAssertNil(TraceRecorder.current, "a trace leaves no recorder behind")
  }
}
