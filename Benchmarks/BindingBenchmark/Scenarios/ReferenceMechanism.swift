import Foundation
import MVVMBindingKit
import Observation

/// A raw mechanism with no strategy around it, timed in scenario `edit` (`"reference": true`).
///
/// Each carries the same payload as the strategies — the `LoginFormState` of an edit of the
/// cycle, typed into a field, delivered into a `LoginView` and written as every strategy writes
/// an edit (the form, the button, the spinner) — through the mechanism alone, so a reader sees
/// how much each strategy adds beyond the mechanism it is built on.
public enum ReferenceMechanism: String, CaseIterable, Sendable {
  /// A stored closure called with the payload.
  case closures = "ref-closures"
  /// One `NotificationCenter` post to one block observer, the payload as `object`.
  case notificationCenter = "ref-notification-center"
  /// An `@Observable` property set, then the tracking re-armed and the view written.
  case observation = "ref-observation"
  /// One `AsyncStream` hop: yield, then await the next element.
  case asyncStream = "ref-async-stream"
  /// ReactiveStream alone: two `BehaviorRelay`s → `combineLatest` → `map` → `subscribe`.
  case reactive = "ref-reactive"
  /// One typed `MainActorMessage` post to one observer, the payload a stored property.
  case notificationMessages = "ref-notification-messages"
  /// An `@Observable` property set, then the next element of its `Observations` awaited.
  case observations = "ref-observations"

  /// The mechanisms this build and OS have, in order: the newer two need Swift 6.3 and 6.2,
  /// and macOS/iOS 26.
  public static let available: [ReferenceMechanism] = allCases.filter { mechanism in
    switch mechanism {
    case .notificationMessages:
      #if compiler(>=6.3)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return true }
      #endif
      return false
    case .observations:
      #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return true }
      #endif
      return false
    default:
      return true
    }
  }

  /// A workload that runs the edit cycle through this mechanism.
  @MainActor
  func workload() -> Workload {
    let view = LoginView()
    let inputs = ReferenceInputs()
    var deliver: @MainActor () async -> Void = {}
    var resources: [Any] = [inputs]
    switch self {
    case .closures:
      let observer: (LoginFormState) -> Void = { view.showEdit($0) }
      inputs.onChange = { observer(inputs.form) }
    case .notificationCenter:
      let center = NotificationCenter()
      let payload = ReferencePayload()
      let token = center.addObserver(forName: .referencePayload, object: nil, queue: nil) { note in
        guard let payload = note.object as? ReferencePayload else { return }
        MainActor.assumeIsolated { view.showEdit(payload.form) }
      }
      inputs.onChange = {
        payload.form = inputs.form
        center.post(name: .referencePayload, object: payload)
      }
      resources.append(token)
    case .observation:
      let observed = ObservedForm(inputs.form)
      func rearm() {
        withObservationTracking {
          view.showEdit(observed.form)
        } onChange: {
        }
      }
      rearm()
      inputs.onChange = {
        observed.form = inputs.form
        rearm()
      }
    case .asyncStream:
      let (stream, continuation) = AsyncStream.makeStream(
        of: LoginFormState.self, bufferingPolicy: .bufferingNewest(1))
      // Safe because only the main actor touches the iterator: `deliver` is a main-actor closure
      // and the workload awaits each call before the next. (`next()` runs on the generic
      // executor, so Swift 6 would otherwise see the iterator cross isolation; macOS 15's
      // `next(isolation:)` stays on the main actor and is the one used where it exists.)
      nonisolated(unsafe) var iterator = stream.makeAsyncIterator()
      inputs.onChange = { continuation.yield(inputs.form) }
      deliver = {
        let form: LoginFormState?
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
          form = await iterator.next(isolation: #isolation)
        } else {
          form = await iterator.next()
        }
        if let form { view.showEdit(form) }
      }
    case .reactive:
      let id = BehaviorRelay<String?>(value: nil)
      let password = BehaviorRelay(value: Password(nil))
      let model = inputs.model
      let subscription = Observable.combineLatest(id, password)
        .map { LoginFormState.derived(model: model, id: $0.0, password: $0.1) }
        .subscribe(onNext: { view.showEdit($0) })
      inputs.onID = { id.accept($0) }
      inputs.onPassword = { password.accept($0) }
      resources.append(subscription)
    case .notificationMessages:
      #if compiler(>=6.3)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
          let center = NotificationCenter()
          let token = center.addObserver(of: inputs, for: ReferenceFormMessage.self) {
            view.showEdit($0.form)
          }
          inputs.onChange = {
            center.post(ReferenceFormMessage(form: inputs.form), subject: inputs)
          }
          resources.append(token)
        }
      #endif
    case .observations:
      #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
          // Observations is consumed by a task of its own, suspended until a store wakes it: a
          // screen cannot iterate in the task that edits. (Awaiting `next()` in the editing
          // task would time a path no screen takes: the element is ready before it waits.)
          let observed = ObservedForm(inputs.form)
          let elements = Observations { observed.form }
          let deliveries = Deliveries()
          let consumer = Task {
            for await form in elements {
              view.showEdit(form)
              deliveries.delivered(form)
            }
          }
          inputs.onChange = { observed.form = inputs.form }
          // Waits for the form just stored, as the strategy's `settle` waits for its outputs:
          // whether the first element is the initial form or the first edit's does not matter.
          deliver = { await deliveries.wait(for: inputs.form) }
          resources.append(CancelledOnRelease(consumer))
        }
      #endif
    }
    view.sendEvents(to: inputs)
    // Settled through the same protocol call and login-flight wait as every strategy's screen,
    // so a row's overhead over `direct` is the mechanism's, not the cost of a missing `await`.
    let screen: any LoginScreen = ReferenceScreen(view: view, inputs: inputs)
    return Workload(
      event: { index in
        EditCycle.apply(index, to: view)
        await deliver()
        await screen.settle()
      },
      snapshots: { [view.snapshot] },
      keepingAlive: resources)
  }
}

/// The fields' latest texts and what to do when one changes: the part every mechanism shares.
///
/// It is the rows' view model, so the view's events reach it through `sendEvents(to:)` as they
/// reach `direct`'s controller and every strategy's view model: a row's overhead over `direct`
/// is then the mechanism's alone, not a cheaper way in.
@MainActor
private final class ReferenceInputs: LoginViewModel {
  let model = LoginModel()
  var id: String?
  var password = Password(nil)
  var onChange: () -> Void = {}
  lazy var onID: (String?) -> Void = { [unowned self] in
    id = $0
    onChange()
  }
  lazy var onPassword: (Password) -> Void = { [unowned self] in
    password = $0
    onChange()
  }

  var form: LoginFormState { LoginFormState.derived(model: model, id: id, password: password) }
  var outputs: Void { () }

  func idChanged(_ id: String?) { onID(id) }
  func passwordChanged(_ password: String?) { onPassword(Password(password)) }
  func loginTapped() {}
}

/// The shell every reference row is settled through: a screen whose view the mechanism writes,
/// and whose settle awaits a login flight exactly as the strategies' screens do.
@MainActor
private final class ReferenceScreen: LoginScreen {
  let view: LoginView
  let flight = LoginFlight()
  let inputs: ReferenceInputs
  var viewModel: any LoginViewModel { inputs }

  init(view: LoginView, inputs: ReferenceInputs) {
    self.view = view
    self.inputs = inputs
  }

  func settle(includingLogin: Bool) async {
    if includingLogin { await flight.wait() }
  }
}

/// The form a reference's consumer task last wrote into the view, awaited by the editing task:
/// the least a consumer needs to say "the view shows this".
@MainActor
private final class Deliveries {
  private var latest: LoginFormState?
  private var waiter: CheckedContinuation<Void, Never>?

  /// Records that the view now shows `form`, resuming the waiting editor if there is one.
  func delivered(_ form: LoginFormState) {
    latest = form
    waiter?.resume()
    waiter = nil
  }

  /// Returns once the view shows `form` (at once if it does): each delivery resumes the wait,
  /// which looks again.
  func wait(for form: LoginFormState) async {
    while latest != form {
      await withCheckedContinuation { waiter = $0 }
    }
  }
}

/// Cancels a task when the workload that keeps this goes: the consumer of a sequence waits in
/// it forever otherwise, and holds what it captured.
private final class CancelledOnRelease: Sendable {
  private let task: Task<Void, Never>

  init(_ task: Task<Void, Never>) {
    self.task = task
  }

  deinit {
    task.cancel()
  }
}

/// The payload a reference notification carries.
@MainActor
private final class ReferencePayload {
  var form = LoginFormState.derived(model: LoginModel(), id: nil, password: Password(nil))
}

/// The one observable property of the Observation reference.
@MainActor
@Observable
private final class ObservedForm {
  var form: LoginFormState

  init(_ form: LoginFormState) {
    self.form = form
  }
}

#if compiler(>=6.3)
  /// The message the typed-message reference posts.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  private struct ReferenceFormMessage: NotificationCenter.MainActorMessage {
    typealias Subject = ReferenceInputs
    let form: LoginFormState
  }
#endif

extension Notification.Name {
  fileprivate static let referencePayload = Notification.Name("MVVMBindingKit.referencePayload")
}

extension LoginView {
  /// What every strategy writes for an edit: the form, and the button and spinner it decides
  /// (no login is in flight in scenario `edit`).
  fileprivate func showEdit(_ form: LoginFormState) {
    show(form)
    showLoginEnabled(form.isValid)
    showLoggingIn(false)
  }
}
