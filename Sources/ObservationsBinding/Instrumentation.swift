#if compiler(>=6.2)
  import BindingInstruments
  import MVVMCore
  import ObservationBinding

  // What the kit's instruments read from the Observations style — the screens iterating a view
  // model's outputs, and the trace line as a task resumes with an element. None of it is part of
  // the style a screen or view model shows.

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension BoundScreen where Binding == OutputsIterationBinding<ObservedLoginOutputs> {
    /// This screen, counted in its view model's `liveObserverCount` while it lives.
    func counted() -> Self {
      boundViewModel.updateCycle.countIterating(self)
      return self
    }
  }

  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  extension BoundScreen where Binding == OutputsIterationBinding<ObservedSignupOutputs> {
    /// This screen, counted in its view model's `liveObserverCount` while it lives.
    func counted() -> Self {
      boundViewModel.updateCycle.countIterating(self)
      return self
    }
  }

  /// Tells a trace, if one is recording, that an iterating task resumed: the `Observations`
  /// closure computes each element as the task that waits for it runs.
  @MainActor
  func reportResumption() {
    BindingHooks.resumption(.binding, "task resumes with an Observations element")
  }
#endif
