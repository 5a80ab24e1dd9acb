/// Every bug of the catalogue as docs/Parity.md's bug table lists it: what it does, what random
/// parity alone must make of it, and how to run it.
struct ParityBugEntry {
  /// What a bug does to what a person or the service can see, and so what parity must report.
  enum Expectation: Equatable {
    /// It changes what a screen shows or what the service receives: parity finds it, in at most
    /// `ParityBugEntry.bar` inputs.
    case shownOrSent
    /// Only the screen's `settle()` is wrong: parity reports a broken settle.
    case brokenSettle
    /// It shows only in memory, a trace, a `dump` or a count, never on screen or at the service.
    case hidden
  }

  /// The most inputs a shrunk session of a bug that changes what is shown or sent may have.
  static let bar = 6

  /// The bug's name in the catalogue.
  let name: String
  /// What it does, in a few words.
  let summary: String
  /// What parity must make of it.
  let expectation: Expectation
  /// Why it is not found, or what to know about its row; empty when there is nothing to say.
  let note: String
  /// Whether its run reads the wall clock, so that no column of its row can repeat exactly.
  let readsTheWallClock: Bool
  /// Runs random parity on it alone.
  let run: @MainActor () async -> ParityBugRun

  init(
    _ bug: Bug, _ summary: String, _ expectation: Expectation, note: String = ""
  ) {
    (name, self.summary, self.expectation, self.note) = (bug.rawValue, summary, expectation, note)
    readsTheWallClock = false
    run = { await ParityBugRun.run(bug) }
  }

  init(
    _ bug: SignupBug, _ summary: String, _ expectation: Expectation, note: String = "",
    readsTheWallClock: Bool = false
  ) {
    (name, self.summary, self.expectation, self.note) = (bug.rawValue, summary, expectation, note)
    self.readsTheWallClock = readsTheWallClock
    run = { await ParityBugRun.run(bug) }
  }
}

extension ParityBugEntry {
  /// The catalogue in the table's order: the login bugs as `Bug` lists them, then sign-up's.
  static let all: [ParityBugEntry] = login + signup

  private static let login: [ParityBugEntry] = [
    .init(.loginPerScreen, "one tap makes one service call per bound screen", .shownOrSent),
    .init(
      .keepsReleasedObservers, "a released screen's observer stays registered", .hidden,
      note: "Only in memory (the view model's observer count); a released screen shows nothing."),
    .init(
      .rendersFirstStateOfABurst, "a burst of renders shows the state of its first",
      .shownOrSent, note: "Seen through two edits in one main-actor turn (`inOneTurn`)."),
    .init(.alertOnFirstScreenOnly, "a result's alert shows on the first screen only", .shownOrSent),
    .init(
      .presentsAlertTwice, "each result's alert is presented twice", .shownOrSent,
      note: "Seen in each view's count of alerts presented (the same alert twice looks the same)."),
    .init(
      .skipsRepeatedAlert,
      "an alert equal to the last is skipped: the same result never shows again",
      .shownOrSent),
    .init(
      .editEnablesButtonDuringLogin, "an edit during a login enables the button", .shownOrSent),
    .init(.sendsUntrimmedID, "the ID is sent as typed, padding and all", .shownOrSent),
    .init(
      .sendsTextOfLaterMoment, "the login reads the fields when its task runs, not at the tap",
      .shownOrSent,
      note: "Seen through a tap and an edit in one main-actor turn: the service gets the later "
        + "text."),
    .init(
      .errorEndsValidation, "a failed login stops validation, as an error ends a stream",
      .shownOrSent),
    .init(
      .settlesBeforeRendering, "renders a turn later, and `settle()` does not wait", .brokenSettle,
      note: "What the screens show ends the same; the screen's `settle()` is what is wrong, and "
        + "parity says so at once."),
    .init(
      .storesPasswordAsString, "the password is kept in a plain `String`", .hidden,
      note: "Only in a `dump` of the view model."),
    .init(
      .tracesRawPassword, "the password is written to the trace as typed", .hidden,
      note: "Only in a trace."),
    .init(
      .leavesButtonDisabledAfterFailure, "the button stays disabled after a failed login",
      .shownOrSent),
    .init(
      .ignoresLanguageInAlerts, "alerts are always in English", .shownOrSent,
      note: "Seen because the model is Japanese."),
    .init(.trimsPassword, "the password is trimmed before it is sent", .shownOrSent),
    .init(.trimsOnlySpaces, "the ID is trimmed of spaces and tabs, not of newlines", .shownOrSent),
    .init(
      .capturesScreenStrongly, "the render closure keeps its screen alive", .shownOrSent,
      note: "Seen on a released screen's view, which goes on being written: the description "
        + "keeps a released screen's view on show."),
    .init(
      .loginOutlivesScreen, "a released screen's login goes on to the service", .shownOrSent,
      note: "Seen at the service: a login held while every screen is released passes the gate "
        + "when answered, where `direct`'s is cancelled."),
    .init(
      .showsCancelledLogin, "a released screen's view shows its cancelled login as unavailable",
      .shownOrSent, note: "Seen on the released screen's view, which the description keeps."),
    .init(
      .replaysAlertToLateScreen, "a screen bound after a result presents it again",
      .shownOrSent, note: "Seen on a screen bound late (`bindScreen`)."),
    .init(
      .forgetsLoginOnEdit, "after an edit, `settle()` no longer waits for the login in flight",
      .brokenSettle),
  ]

  private static let signup: [ParityBugEntry] = [
    .init(
      .showsStaleAnswer, "an edit neither cancels the check in flight nor ignores its answer",
      .shownOrSent,
      note: "Seen with every call held: an older name's answer arrives after a newer name was "
        + "typed."),
    .init(
      .waitsOnWallTime, "the wait sleeps on wall time, not on the screen's clock", .shownOrSent,
      note: "Seen at the service: when the screen's clock passes the deadline, `direct`'s check "
        + "is made and this one is not (it comes 300 ms of real time later). Its run reads the "
        + "wall clock, so the test does not recompute this row.",
      readsTheWallClock: true),
    .init(.checksEveryKeystroke, "no wait: every keystroke checks the name", .shownOrSent),
  ]
}
