/// A list of rows, as a `UITableView` fed by a data source shows them: what `HeadlessUI` lacks
/// for a search screen.
@MainActor
public final class ResultsTable {
  /// The rows shown, top first.
  public private(set) var rows: [String] = []

  /// Creates an empty table.
  public init() {}

  /// Replaces every row, as `reloadData()` does.
  public func reloadData(_ rows: [String]) {
    self.rows = rows
  }
}
