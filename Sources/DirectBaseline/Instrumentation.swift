import BindingInstruments
import MVVMCore

// What the kit's instruments read from the baseline: the screens a controller still writes to.
// None of it is part of what a controller or screen shows.

extension DirectLoginController: ObserverCounting {
  /// The screens this controller writes to.
  public var liveObserverCount: Int { screens.count }
}

extension DirectSignupController: ObserverCounting {
  /// The screens this controller writes to.
  public var liveObserverCount: Int { screens.count }
}
