import BindingInstruments
import MVVMCore

// What the kit's instruments read from the AsyncStream style: the streams screens still
// consume. (A trace hears each state a consumer resumes with from `StateStream`.) None of it is
// part of the style a screen or view model shows.

extension AsyncStreamLoginViewModel: ObserverCounting {
  /// The streams screens are consuming.
  public var liveObserverCount: Int { outputs.streamsCount }
}

extension AsyncStreamSignupViewModel: ObserverCounting {
  /// The streams screens hold open.
  public var liveObserverCount: Int { outputs.streamsCount }
}
