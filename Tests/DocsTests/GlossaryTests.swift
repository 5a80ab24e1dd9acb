import Foundation
import XCTest

/// A word of docs/Glossary.md: the heading it links to, and how a page spells it.
struct GlossaryTerm {
  /// The entry's anchor in docs/Glossary.md, as `#turn`.
  let anchor: String
  /// The spellings, as a regular expression matched without regard to case.
  let pattern: String

  /// A word of English prose: matched whole, so `turn` is not found in `return`.
  static func english(_ anchor: String, _ spellings: String) -> GlossaryTerm {
    GlossaryTerm(anchor: anchor, pattern: #"\b(?:"# + spellings + #")\b"#)
  }
}

/// Every page of the learning path links a glossary word the first time its prose uses it, so a
/// reader never meets a word of the kit's own that nothing explains.
final class GlossaryTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The words, as English pages spell them. "event" alone is everywhere ("editing events");
  /// the word the glossary explains is the one of "an alert is an event" (a link's `[` may sit
  /// before it). "Waits its turn" is the idiom, not the word.
  static let englishTerms: [GlossaryTerm] = [
    .english("turn", "(?<!its )turns?"),
    .english("inline", "inline"),
    .english("settle", "settl(?:e|es|ed|ing)"),
    .english("hop", "hops?|hopped|hopping"),
    .english("state-and-event", #"(?:is|as) \[?an event"#),
    .english("state-shaped", "state-shaped"),
    .english("coalesce", "coalesc(?:e|es|ed|ing)"),
    .english("fan-out", "fan(?:-| )outs?|fans out"),
    .english("churn", "churns?"),
    .english("re-arm", "re-?arm(?:s|ed|ing)?"),
  ]

  /// The words, as the Japanese pages (docs/ja) spell them: no `\b` in Japanese, so each spelling
  /// is narrow enough to be the word. Not the ターン of パターン or リターン; the event of "an alert
  /// is an event" (アラートはイベント, アラートが[イベント]…); まとめる as "coalesce", not the まとめて
  /// of "gathered in one file".
  static let japaneseTerms: [GlossaryTerm] = [
    GlossaryTerm(anchor: "turn", pattern: "(?<![パリ])ターン"),
    GlossaryTerm(anchor: "inline", pattern: "インライン"),
    GlossaryTerm(anchor: "settle", pattern: "反映を待"),
    GlossaryTerm(anchor: "hop", pattern: "ホップ"),
    GlossaryTerm(
      anchor: "state-and-event", pattern: #"(?:アラート|結果)(?:は|が)(?:状態ではなく)?\[?イベント"#),
    GlossaryTerm(anchor: "state-shaped", pattern: "状態が中心"),
    GlossaryTerm(anchor: "coalesce", pattern: #"まとめ(?:る|ら)|1 回に\[?まとめ"#),
    GlossaryTerm(anchor: "fan-out", pattern: "ファンアウト"),
    GlossaryTerm(anchor: "churn", pattern: "チャーン"),
    GlossaryTerm(anchor: "re-arm", pattern: "張り直"),
  ]

  /// The pages held to a list of words, from the package's root. A translation joins by adding
  /// its pages with its own spellings (no `\b` in Japanese: write `GlossaryTerm(anchor:pattern:)`).
  private var pageSets: [(pages: [String], terms: [GlossaryTerm])] {
    let guides =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("docs/Guides").path)) ?? []
    let english =
      [
        "README.md", "docs/OneOutputManyWays.md", "docs/Comparison.md", "docs/Contract.md",
        "docs/ReactiveStream.md", "docs/Benchmarks.md", "docs/Exercises.md",
        "docs/architecture.md", "docs/Migration.md",
      ] + guides.filter { $0.hasSuffix(".md") }.sorted().map { "docs/Guides/\($0)" }
    let japaneseGuides =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("docs/ja/Guides").path)) ?? []
    let japanese =
      [
        "README.ja.md", "docs/ja/OneOutputManyWays.md", "docs/ja/Comparison.md",
        "docs/ja/Contract.md", "docs/ja/Benchmarks.md", "docs/ja/Exercises.md",
        "docs/ja/architecture.md", "docs/ja/Migration.md", "docs/ja/ReactiveStream.md",
      ] + japaneseGuides.filter { $0.hasSuffix(".md") }.sorted().map { "docs/ja/Guides/\($0)" }
    return [(english, Self.englishTerms), (japanese, Self.japaneseTerms)]
  }

  func testEveryPageLinksEachWordTheFirstTimeItsProseUsesIt() throws {
    var checked = 0
    for set in pageSets {
      for page in set.pages {
        let markdown = try String(
          contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        for miss in Self.firstUsesNotLinked(in: markdown, terms: set.terms) {
          XCTFail("\(page): \(miss)")
        }
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 15, "the glossary check read suspiciously few pages")
  }

  func testEveryWordHasAnEntryAndEveryLinkAnEntry() throws {
    let glossary = try String(
      contentsOf: root.appendingPathComponent("docs/Glossary.md"), encoding: .utf8)
    let anchors = Set(
      glossary.split(separator: "\n").filter { $0.hasPrefix("## ") }.map {
        $0.dropFirst(3).lowercased().replacingOccurrences(of: " ", with: "-")
      })
    for term in Self.englishTerms {
      XCTAssertTrue(anchors.contains(term.anchor), "docs/Glossary.md has no entry #\(term.anchor)")
    }
    for set in pageSets {
      for page in set.pages + ["docs/Glossary.md"] {
        let markdown = try String(
          contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        for link in Self.glossaryLinks(in: markdown) {
          XCTAssertTrue(anchors.contains(link.anchor), "\(page) links #\(link.anchor): no entry")
        }
      }
    }
  }

  /// The check catches a page that explains a word too late: each page's first glossary link,
  /// taken away, leaves that word's first use unlinked.
  func testTakingAwayAFirstLinkIsCaught() throws {
    var taken = 0
    for set in pageSets {
      for page in set.pages {
        let markdown = try String(
          contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        if let link = Self.glossaryLinks(in: markdown).first {
          let unlinked = (markdown as NSString).replacingCharacters(
            in: link.whole, with: (markdown as NSString).substring(with: link.text))
          let misses = Self.firstUsesNotLinked(in: unlinked, terms: set.terms)
          XCTAssertTrue(
            misses.contains { $0.contains("#\(link.anchor)") },
            "\(page): without its first link to #\(link.anchor), the check finds nothing")
          taken += 1
        }
      }
    }
    XCTAssertGreaterThan(taken, 15, "suspiciously few pages of the learning path link the glossary")
  }

  /// What a page's prose says with its code, headings, comments and other links blanked out,
  /// and where its glossary links are. Blanking keeps every offset, so ranges stay true.
  static func firstUsesNotLinked(in markdown: String, terms: [GlossaryTerm]) -> [String] {
    let prose = NSMutableString(string: markdown)
    func blank(_ pattern: String, _ options: NSRegularExpression.Options = []) {
      let expression = try! NSRegularExpression(pattern: pattern, options: options)
      for match in expression.matches(in: prose as String, range: NSRange(0..<prose.length)) {
        prose.replaceCharacters(
          in: match.range, with: String(repeating: " ", count: match.range.length))
      }
    }
    blank(#"^\s*```.*?^\s*```"#, [.anchorsMatchLines, .dotMatchesLineSeparators])
    blank(#"<!--.*?-->"#, .dotMatchesLineSeparators)
    blank(#"^#.*$"#, .anchorsMatchLines)
    blank(#"`[^`]+`"#)  // a code span may run onto the next line
    let links = glossaryLinks(in: prose as String)
    // Another page's link, or an image, cannot hold a glossary link: its words do not count.
    let linkedRanges = links.map(\.whole)
    let other = try! NSRegularExpression(pattern: #"!?\[[^\]]*\]\([^)\s]*\)"#)
    for match in other.matches(in: prose as String, range: NSRange(0..<prose.length))
    where !linkedRanges.contains(match.range) {
      prose.replaceCharacters(
        in: match.range, with: String(repeating: " ", count: match.range.length))
    }
    var misses: [String] = []
    for term in terms {
      let expression = try! NSRegularExpression(
        pattern: term.pattern, options: .caseInsensitive)
      // The first use outside a link's address: an address is not prose.
      guard
        let first = expression.matches(in: prose as String, range: NSRange(0..<prose.length))
          .first(where: { use in
            !links.contains { NSLocationInRange(use.range.location, $0.whole) }
              || links.contains { NSLocationInRange(use.range.location, $0.text) }
          })
      else { continue }
      // The use's last character: "is an event" is linked as "is [an event](…)".
      let isLinked = links.contains {
        $0.anchor == term.anchor && NSLocationInRange(NSMaxRange(first.range) - 1, $0.text)
      }
      if !isLinked {
        let line =
          (markdown as NSString).substring(to: first.range.location)
          .filter { $0 == "\n" }.count + 1
        let word = (markdown as NSString).substring(with: first.range)
        misses.append(
          "line \(line): the first \"\(word)\" is not a link to Glossary.md#\(term.anchor)")
      }
    }
    return misses
  }

  /// Every `[text](….Glossary.md#anchor)` link: the whole link, its text and its anchor.
  static func glossaryLinks(in markdown: String) -> [(
    whole: NSRange, text: NSRange, anchor: String
  )] {
    let expression = try! NSRegularExpression(
      pattern: #"\[([^\]]*)\]\((?:[^)\s]*/)?Glossary\.md#([a-z-]+)\)"#)
    return expression.matches(in: markdown, range: NSRange(markdown.startIndex..., in: markdown))
      .map {
        ($0.range, $0.range(at: 1), (markdown as NSString).substring(with: $0.range(at: 2)))
      }
  }
}
