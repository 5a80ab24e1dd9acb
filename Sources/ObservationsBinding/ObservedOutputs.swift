#if compiler(>=6.2)
  import HeadlessUI
  import MVVMCore
  import ObservationBinding

  /// A view model's outputs at one moment, read whole: one element of a screen's `Observations`.
  ///
  /// Reading every output inside the `Observations` closure is what makes the sequence track
  /// them all; the value is `Equatable`, so a screen can tell whether what it shows is current.
  public protocol ObservedOutputs: Equatable, Sendable {
    /// The view model read: the observation strategy's, whose screen's view shows them.
    associatedtype ViewModel: RenderedViewModel & Sendable
    /// The latest result's alert, numbered.
    var alert: NumberedAlert? { get }
    /// Reads every output of `viewModel` (and so, inside `Observations`, tracks each).
    @MainActor init(_ viewModel: ViewModel)
    /// Writes every output but the alert into `view` (the binding presents the alert once).
    @MainActor func show(in view: ViewModel.View)
  }

  extension ObservedOutputs {
    /// Reads every output of `viewModel` as the element the iterating task resumes with.
    @MainActor
    init(observing viewModel: ViewModel) {
      self.init(viewModel)
      reportResumption()
    }
  }
#endif
