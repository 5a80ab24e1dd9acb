/// One implementation of a screen, as differential testing drives it: inputs in, what it shows out.
///
/// Describe a screen once — what a person (or time, or a service) can do to it, and what a person
/// sees — and `checkParity` can run any two implementations of it side by side: the kit's
/// strategies against `direct`, or your old view model against its rewrite. An input is whatever
/// the description makes one: an edit, a tap, a clock advance, a service call answered or failed.
@MainActor
public protocol ParityScreen: AnyObject {
  /// One thing that can happen to the screen.
  associatedtype Input
  /// What a person sees on the screen (and, if you like, what the screen asked of its services).
  associatedtype Shown: Equatable

  /// Applies one input: types, taps, advances the clock, answers a held call.
  func send(_ input: Input) async

  /// Returns once the screen shows everything its inputs so far will make it show.
  func settle() async

  /// What a person sees now.
  var shown: Shown { get }
}
