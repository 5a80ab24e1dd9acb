import HeadlessUI
import LoginDomain
import MVVMCore

/// What one input of a form's script does, in the words every form's inputs share — text typed
/// into a field, the clock moved on, the form's button tapped, its alert dismissed, a settle —
/// so that naming an input and performing it are written once, and a form's input type says
/// only which field or button each of its inputs is (`ScreenInput.step`, `SignupInput.step`).
package enum FormStep<View: FormView> {
  /// Types `text` into the field `field` picks (nil: no text at all), headed `keyword`.
  case enter(_ keyword: String, text: String?, into: @MainActor (View) -> TextField)
  /// Types a password into the field `field` picks, headed `keyword`, shown only as `•`.
  case enterPassword(_ keyword: String, Password, into: @MainActor (View) -> TextField)
  /// Moves the screen's clock on.
  case advance(Duration)
  /// Taps the form's button, the one `button` picks.
  case tap(@MainActor (View) -> Button)
  /// Dismisses the alert.
  case dismiss
  /// Lets the calls in flight answer, and waits for every output.
  case settle

  /// The step as a trace or a table heads it, and as a script writes it; a password only as `•`.
  package var description: String {
    switch self {
    case .enter(let keyword, let text, _): keyword + " " + traced(text)
    case .enterPassword(let keyword, let password, _): keyword + " " + traced(password)
    case .advance(let duration): "advance " + Self.milliseconds(duration)
    case .tap: "tap"
    case .dismiss: "dismiss"
    case .settle: "settle"
    }
  }

  /// Performs the step on `view` as a person would — or, for `advance`, moves `clock` on — and
  /// returns at once.
  @MainActor
  package func perform(on view: View, clock: ManualClock? = nil) {
    switch self {
    case .enter(_, let text, let field): field(view).enterText(text)
    case .enterPassword(_, let password, let field): field(view).enterText(password.reveal())
    case .advance(let duration): clock?.advance(by: duration)
    case .tap(let button): button(view).tap()
    case .dismiss: view.dismissAlert()
    case .settle: break
    }
  }

  /// `300ms` or `2s`: how a script writes a duration.
  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = attoseconds / 1_000_000_000_000_000
    return milliseconds == 0 && seconds > 0 ? "\(seconds)s" : "\(seconds * 1000 + milliseconds)ms"
  }
}

/// A form's view as a script plays it: one whose alert a person can dismiss.
@MainActor
package protocol FormView: AnyObject {
  /// Dismisses the alert on show.
  func dismissAlert()
}

extension LoginView: FormView {}
extension SignupView: FormView {}
