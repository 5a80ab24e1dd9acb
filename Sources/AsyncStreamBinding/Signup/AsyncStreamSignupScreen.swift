import HeadlessUI
import MVVMCore

/// The sign-up screen in the AsyncStream style: a task it owns consumes its stream of states and
/// renders each; releasing the screen cancels the task and ends the stream.
public typealias AsyncStreamSignupScreen = BoundScreen<
  StateConsumerBinding<AsyncStreamSignupViewModel>
>

extension AsyncStreamSignupState: BroadcastState {
  /// Writes the session's outputs: the form, the button and the spinner.
  public func show(in view: SignupView) {
    view.show(outputs)
  }
}

extension AsyncStreamSignupViewModel: StateBroadcastingViewModel {}
