import BindingParity
import HeadlessUI
import ReactiveStream

/// One version of the search screen as `checkParity` drives it — `before()`, `after()`, or a
/// variant of the after view model — each on a clock and a gated service of its own.
///
/// `settle()` returns once the screen has done everything its inputs so far make it do: the
/// task a new edit or retry made has begun (its wait, or its call), every sleep the clock ended
/// and every call the service answered has run on to its next wait, the reactive scheduler's
/// due actions have run, and the Observation screen has rendered.
@MainActor
public final class SearchParityScreen: ParityScreen {
  /// The view the screen writes into.
  public let view: SearchView
  /// The screen's clock.
  public let clock: SessionClock
  /// The screen's service.
  public let service: GatedSearchService
  private let owner: AnyObject
  private let newestTask: @MainActor () -> Task<Void, Never>?
  private let firstMoves: @MainActor () -> Int
  private let runScreenWork: @MainActor () async -> Void
  private let hasScreenWork: @MainActor () -> Bool
  private var settledTask: Task<Void, Never>?
  private var settledMoves = 0

  private init(
    view: SearchView, clock: SessionClock, service: GatedSearchService, owner: AnyObject,
    newestTask: @escaping @MainActor () -> Task<Void, Never>?,
    firstMoves: @escaping @MainActor () -> Int,
    runScreenWork: @escaping @MainActor () async -> Void,
    hasScreenWork: @escaping @MainActor () -> Bool
  ) {
    (self.view, self.clock, self.service, self.owner) = (view, clock, service, owner)
    (self.newestTask, self.firstMoves) = (newestTask, firstMoves)
    (self.runScreenWork, self.hasScreenWork) = (runScreenWork, hasScreenWork)
  }

  deinit {
    // A session's screens are released on the main actor, where `checkParity` runs them. The
    // calls and sleeps still waiting end, so no continuation is leaked.
    MainActor.assumeIsolated {
      service.tearDown()
      clock.tearDown()
    }
  }

  /// The screen before the migration: `ReactiveStream` in RxSwift idiom.
  public static func before(honoursCancellation: Bool = true) -> SearchParityScreen {
    let activity = SessionActivity()
    let clock = SessionClock(activity: activity)
    let service = GatedSearchService(activity: activity, honoursCancellation: honoursCancellation)
    let screen = ReactiveSearchScreen(service: service, clock: clock)
    let viewModel = screen.viewModel
    // A reactive call's task begins by calling the service; the debounce's own tasks are the
    // scheduler's, awaited below.
    return SearchParityScreen(
      view: screen.view, clock: clock, service: service, owner: screen,
      newestTask: { viewModel.calls.current }, firstMoves: { service.calls.count },
      runScreenWork: { await viewModel.scheduler.waitForDueActions() },
      // No action falls due while time stands still.
      hasScreenWork: { false })
  }

  /// The screen after the migration: Swift Observation, with `ObservationSearchViewModel` — or
  /// the view model `makeViewModel` makes on the screen's service and clock.
  public static func after(
    honoursCancellation: Bool = true,
    _ makeViewModel: @MainActor (GatedSearchService, SessionClock) -> any SearchViewModel = {
      ObservationSearchViewModel(service: $0, clock: $1)
    }
  ) -> SearchParityScreen {
    let activity = SessionActivity()
    let clock = SessionClock(activity: activity)
    let service = GatedSearchService(activity: activity, honoursCancellation: honoursCancellation)
    let screen = ObservationSearchScreen(viewModel: makeViewModel(service, clock))
    let viewModel = screen.viewModel
    // The view model's task begins with its wait on the clock, or (a retry) its call.
    return SearchParityScreen(
      view: screen.view, clock: clock, service: service, owner: screen,
      newestTask: { viewModel.search }, firstMoves: { clock.sleepsBegun + service.calls.count },
      runScreenWork: { await screen.pendingRender?.value }, hasScreenWork: { screen.needsRender })
  }

  /// Types, clears, taps, advances the clock, or answers or fails a waiting call.
  public func send(_ input: SearchInput) async {
    switch input {
    case .type(let text): view.queryField.enterText(text)
    case .clear: view.queryField.enterText("")
    case .advance(let milliseconds): clock.advance(by: .milliseconds(milliseconds))
    case .answer(let pick, let count): service.answer(pick, count: count)
    case .fail(let pick): service.fail(pick)
    case .tapRetry: view.retryButton.tap()
    }
  }

  /// Returns once the screen shows everything its inputs so far make it show.
  public func settle() async {
    while true {
      await runScreenWork()
      let task = newestTask()
      let isNewTaskWaitingToBegin =
        task != nil && task != settledTask && firstMoves() == settledMoves
      if isNewTaskWaitingToBegin || clock.activity.hasEndedWaitsNotRun {
        await clock.activity.nextChange()
        continue
      }
      // A task that ran on may have asked for a render since the one awaited above.
      if hasScreenWork() { continue }
      settledTask = task
      settledMoves = firstMoves()
      return
    }
  }

  /// What the screen shows, and the calls its service received.
  public var shown: SearchShown { SearchShown(view: view, service: service) }
}
