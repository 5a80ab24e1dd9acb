import Foundation

/// docs/Parity.md's bug table and the bug report it quotes, as text: written from runs, and read
/// back to check them.
enum ParityBugTable {
  /// The page.
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../docs/Parity.md")
  /// The page's Japanese translation: its table's prose is translated, its figures are the run's.
  static let japanesePage = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../docs/ja/Parity.md")
  /// The line above the table.
  static let tableMark = "<!-- bug table: Tests/RealisticBugsTests/ParityBugTableTests.swift -->"
  /// The line below the table.
  static let tableEnd = "<!-- end of the bug table -->"
  /// The line above the quoted report's block.
  static let reportMark = "<!-- report: Tests/RealisticBugsTests/ParityBugTableTests.swift -->"
  /// The column whose figures cannot repeat on a shared machine, and so is not compared.
  static let timeColumn = 6

  static let header = [
    "| Bug | What it does | Found | Session | Inputs | Replays | Time | Why not found, or a note |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | --- |",
  ]

  /// One row's cells: the bug, what it does, whether parity found it, the session that did, the
  /// shrunk session's length, the replays shrinking took, the time, and the note.
  static func cells(_ entry: ParityBugEntry, _ run: ParityBugRun) -> [String] {
    let found =
      switch run.verdict {
      case .found: "yes"
      case .brokenSettle: "yes, as a broken settle"
      case .notFound: "no"
      }
    let length = run.shrunkLength.map { run.isMinimal ? "\($0)" : "\($0) (time limit)" }
    return [
      "`\(entry.name)`", entry.summary, found, run.session.map(String.init) ?? "—", length ?? "—",
      run.replays.map(String.init) ?? "—", String(format: "%.2f s", run.seconds), entry.note,
    ]
  }

  /// A row of cells as a line of the table.
  static func line(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |"
  }

  /// The rows of the page's table, as cells, by bug name.
  static func rows(in text: String) -> [(name: String, cells: [String])] {
    tableLines(in: text).dropFirst(header.count).map { line in
      let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
      return (cells[0].trimmingCharacters(in: ["`"]), cells)
    }
  }

  /// The report the page quotes.
  static func quotedReport(in text: String) -> String? {
    let lines = text.components(separatedBy: "\n")
    guard let mark = lines.firstIndex(of: reportMark), lines[mark + 1] == "```text" else {
      return nil
    }
    return lines[(mark + 2)...].prefix { $0 != "```" }.joined(separator: "\n")
  }

  /// `text` with its table made of `lines` and its quoted report made `report`.
  static func rewriting(_ text: String, table lines: [String], report: String) -> String {
    var page = text.components(separatedBy: "\n")
    if let start = page.firstIndex(of: tableMark), let end = page.firstIndex(of: tableEnd) {
      page.replaceSubrange((start + 1)..<end, with: header + lines)
    }
    if let mark = page.firstIndex(of: reportMark), page[mark + 1] == "```text",
      let end = page[(mark + 2)...].firstIndex(of: "```")
    {
      page.replaceSubrange((mark + 2)..<end, with: report.components(separatedBy: "\n"))
    }
    return page.joined(separator: "\n")
  }

  /// The Japanese `text` with each row's figures (session, inputs, replays, time) made those of
  /// the same bug's row in `english`, its translated cells kept.
  static func rewritingFigures(_ text: String, from english: [(name: String, cells: [String])])
    -> String
  {
    let figures = Dictionary(english.map { ($0.name, $0.cells) }, uniquingKeysWith: { $1 })
    var page = text.components(separatedBy: "\n")
    guard let start = page.firstIndex(of: tableMark), let end = page.firstIndex(of: tableEnd)
    else { return text }
    for index in (start + 1 + header.count)..<end {
      var cells = page[index].dropFirst(2).dropLast(2).components(separatedBy: " | ")
      guard let run = figures[cells[0].trimmingCharacters(in: ["`"])], run.count == cells.count
      else { continue }
      cells.replaceSubrange(3...timeColumn, with: run[3...timeColumn])
      page[index] = line(cells)
    }
    return page.joined(separator: "\n")
  }

  private static func tableLines(in text: String) -> [String] {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: tableMark), let end = lines.firstIndex(of: tableEnd),
      start < end
    else { return [] }
    return Array(lines[(start + 1)..<end])
  }
}
