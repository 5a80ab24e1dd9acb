#if canImport(Glibc)
  import BindingBenchmark
  import Foundation
  import MVVMBindingKit

  /// Runs rows' edits with marks, and reports where each event's time went.
  @MainActor
  enum TimelineRun {
    static let warmUpEvents = 400
    static let rounds = 20
    static let causeEvents = 20

    /// Runs `options`' rows and prints (and writes) the report; the process's exit status.
    static func run(_ options: TimelineOptions) async -> Int32 {
      let loadAverage = TimelineReport.loadAverage()
      // Installed before any row is made, while no other thread runs Swift tasks: the runtime
      // reads the hook on every global enqueue, and a plain store must not race those reads.
      guard EnqueueHooks.install() else {
        FileHandle.standardError.write(
          Data("edit-timeline: the runtime has no enqueue hook\n".utf8))
        return 1
      }
      var rows: [(id: String, row: ProfiledRow)] = []
      for id in options.rows {
        let catcher = ViewCatcher()
        BindingHooks.observer = catcher
        let row = ProfiledRow(id)
        BindingHooks.observer = nil
        guard let row else { return 2 }
        for view in catcher.views {
          // Added after the binding's own actions, so each runs once the view model has sent.
          view.idField.addAction(for: .editingChanged) { Marks.mark(.sent) }
          view.passwordField.addAction(for: .editingChanged) { Marks.mark(.sent) }
        }
        rows.append((id, row))
      }
      var next = [Int](repeating: 0, count: rows.count)
      for (index, entry) in rows.enumerated() {
        for _ in 0..<warmUpEvents { await entry.row.run(event: next[index]) }
        next[index] += warmUpEvents
      }
      _ = Marks.take()
      // Rows take turns, a slice of events each round, so a change in the machine's load falls
      // on every row alike.
      var events = [[TimedEvent]](repeating: [], count: rows.count)
      let perRound = max(1, options.events / rounds)
      for _ in 0..<rounds {
        for (index, entry) in rows.enumerated() {
          for _ in 0..<perRound {
            Marks.mark(.start)
            await entry.row.run(event: next[index])
            Marks.mark(.end)
            next[index] += 1
          }
          events[index] += TimedEvent.cut(Marks.take())
        }
      }
      var causes: [[EnqueueCause: Int]] = []
      for (index, entry) in rows.enumerated() {
        Marks.readsCauses = true
        for _ in 0..<causeEvents { await entry.row.run(event: next[index]) }
        Marks.readsCauses = false
        next[index] += causeEvents
        causes.append(Marks.takeCauses())
        _ = Marks.take()
      }
      let report = TimelineReport(
        mode: options.mode, loadAverage: loadAverage,
        rows: rows.indices.map {
          RowTimeline(
            row: rows[$0].id, events: events[$0], causes: causes[$0], causeEvents: causeEvents)
        })
      print(report.text)
      if let path = options.jsonPath {
        do {
          try report.json().write(to: URL(fileURLWithPath: path))
        } catch {
          FileHandle.standardError.write(
            Data("edit-timeline: cannot write \(path): \(error)\n".utf8))
          return 1
        }
      }
      return 0
    }
  }

  /// Hears every view made while a row is set up, and marks each write to its widgets.
  @MainActor
  final class ViewCatcher: HopObserver {
    private(set) var views: [LoginView] = []

    func hop(_ lane: HopLane, _ text: String) {}
    func resumption(_ lane: HopLane, _ text: String) {}
    func viewMade(_ view: ScreenView) {
      guard let view = view as? LoginView else { return }
      views.append(view)
      let write: @MainActor (String) -> Void = { _ in Marks.mark(.write) }
      view.idField.onWrite = write
      view.passwordField.onWrite = write
      view.idErrorLabel.onWrite = write
      view.passwordErrorLabel.onWrite = write
      view.validationLabel.onWrite = write
      view.loginButton.onWrite = write
      view.activityIndicator.onWrite = write
    }
  }
#endif
