import Foundation
import XCTest

/// The Japanese pages keep in step with the English ones: the same headings, commands, code and
/// links, a Japanese page linked wherever there is one, and every English-only page marked so.
final class JapanesePagesTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// Every Japanese page under docs/ja, as a path from docs/ja (`Guides/direct.md`).
  private var japanesePages: [String] {
    let folder = root.appendingPathComponent("docs/ja").standardizedFileURL
    return FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
      .map { String($0.standardizedFileURL.path.dropFirst(folder.path.count + 1)) }.sorted()
  }

  func testTheJapaneseReadmeHasTheSameHeadingsCommandsAndLinks() throws {
    let englishPage = root.appendingPathComponent("README.md")
    let japanesePage = root.appendingPathComponent("README.ja.md")
    let english = try text(englishPage)
    let japanese = try text(japanesePage)
    func headings(_ markdown: String) -> [Int] {
      markdown.split(separator: "\n").filter { $0.hasPrefix("#") && !$0.hasPrefix("#!") }
        .map { $0.prefix { $0 == "#" }.count }
    }
    func commands(_ markdown: String) -> [String] {
      markdown.split(separator: "\n").compactMap { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let start = trimmed.range(of: "swift "),
          trimmed.hasPrefix("swift ") || trimmed.hasPrefix("| `swift ")
        else { return nil }
        return String(trimmed[start.lowerBound...].prefix { $0 != "#" && $0 != "`" })
          .trimmingCharacters(in: .whitespaces)
      }
    }
    XCTAssertEqual(headings(japanese), headings(english), "the same headings, in the same order")
    XCTAssertEqual(commands(japanese), commands(english), "the same commands")
    XCTAssertEqual(
      targets(in: japanese, from: japanesePage), targets(in: english, from: englishPage),
      "the same links")
    XCTAssertTrue(japanese.hasPrefix("# MVVMBindingKit"))
    assertSameShape(
      "README.ja.md", japanese: japanese, at: japanesePage, english: english, at: englishPage)
    assertLinksReadJapaneseWhereTheyCan(in: japanese, at: japanesePage)
    try assertAnchorsAreHeadings(in: japanese, at: japanesePage)
  }

  /// The learner's path in Japanese: each page under docs/ja has its English page's headings
  /// (levels, in order), commands, links and code, and says so of every link to a page only in
  /// English.
  func testTheJapanesePagesKeepInStepWithTheEnglish() throws {
    let pages = japanesePages
    XCTAssertGreaterThanOrEqual(pages.count, 3, "the Japanese pages were not found")
    for page in pages {
      let englishPage = root.appendingPathComponent("docs/\(page)")
      let japanesePage = root.appendingPathComponent("docs/ja/\(page)")
      guard FileManager.default.fileExists(atPath: englishPage.path) else {
        XCTFail("docs/ja/\(page) has no English page docs/\(page)")
        continue
      }
      let english = try text(englishPage)
      let japanese = try text(japanesePage)
      XCTAssertEqual(headingLevels(japanese), headingLevels(english), "\(page): headings")
      XCTAssertEqual(commands(japanese), commands(english), "\(page): commands")
      XCTAssertEqual(codeBlocks(japanese), codeBlocks(english), "\(page): code, byte for byte")
      XCTAssertEqual(
        targets(in: japanese, from: japanesePage), targets(in: english, from: englishPage),
        "\(page): links")
      assertSameShape(
        "docs/ja/\(page)", japanese: japanese, at: japanesePage, english: english, at: englishPage)
      assertLinksReadJapaneseWhereTheyCan(in: japanese, at: japanesePage)
      try assertAnchorsAreHeadings(in: japanese, at: japanesePage)
    }
  }

  /// The whole learning path reads in Japanese: every guide, and every page beside them. A new
  /// English page under docs/ fails here until its Japanese page exists (docs/benchmarks holds a
  /// run's generated table, not a page to read).
  func testTheLearningPathIsInJapanese() throws {
    let guides = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs/Guides").path
    ).filter { $0.hasSuffix(".md") }
    XCTAssertGreaterThanOrEqual(guides.count, 9, "the guides were not found")
    let folder = root.appendingPathComponent("docs").standardizedFileURL
    let english = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
      .map { String($0.standardizedFileURL.path.dropFirst(folder.path.count + 1)) }
      .filter { !$0.hasPrefix("ja/") && !$0.hasPrefix("benchmarks/") }
    XCTAssertTrue(
      Set(english).isSuperset(of: guides.map { "Guides/\($0)" } + ["ReactiveStream.md"]),
      "the English pages were not found")
    XCTAssertEqual(
      Set(english).subtracting(japanesePages).sorted(), [], "pages with no Japanese version")
  }

  /// The words the Japanese pages settled on, as patterns of the words they replace, each with
  /// what to write instead. Each pattern is narrow enough never to match the settled text
  /// (`testTheUnsettledWordsAreCaughtAndTheSettledOnesAreNot` proves both ways).
  static let unsettled: [(pattern: String, settled: String)] = [
    ("ビューモデル", "ViewModel"),
    ("一手|手 [0-9]", "ステップ (a session's step)"),
    ("合体", "まとめる (coalesce)"),
    ("仕事", "ジョブ (a job of the main actor) or 処理 (work)"),
    ("投稿", "post する (a notification is posted) or 送る"),
    ("(?:格納|保存)(?:型)?プロパティ", "ストアドプロパティ"),
    ("割り当て数", "メモリ確保の回数 (an allocation count)"),
    ("アプリに写|は写しません", "取り入れる / 持ち込む (what an app takes from the kit)"),
    ("[0-9] ?つの書き方", "7 つの戦略 (a count of strategies; 書き方 is a style in general)"),
    // The diagrams' old wording: one arrow per hop, a dashed rule where a turn ended.
    (
      "破線を引|破線で区切|ホップ(?:ひとつ|ごと)に矢印",
      "the diagram as it is: 太線 where the input returns, 網掛け for a later job"
    ),
    // Numbers: half-width digits, thousands grouped with a comma, a counter on a count.
    ("[０-９]", "half-width digits"),
    ("[0-9] [0-9]{3}(?![0-9])", "1,000"),
    ("(?<![0-9,.])[0-9]{4,} ?(?:個|回|件|行|画面)", "1,000 個 (thousands grouped)"),
    // One counter rule: つ under ten (2 つ, 7 つ), 個 from ten (10 個, 1,000 個).
    ("(?<![0-9,.])[1-9] ?個", "2 つ (つ under ten, 個 from 10 個)"),
    ("(?<![0-9,.])[1-9][0-9,]*[0-9] ?つ(?!まり|ぎ|づ)", "10 個 (個 from ten, つ under it)"),
    (
      "(?<![数何])[二三四五六七八九十百千]+(?:つ|個|回|本|件|文字|の画面)|(?<![数何])十(?!分)|二度(?!と)",
      "2 つ, 10 個, 1,000 個 (digits)"
    ),
    ("ふたつ|みっつ|よっつ", "2 つ, 3 つ, 4 つ (digits)"),
    ("一つ", "ひとつ"),
    ("(?<![0-9,])[1-9][0-9,]*[0-9] ?の?画面", "10 個の画面 (a counter)"),
  ]

  /// What is unsettled in one line of prose (code spans aside), as messages.
  static func unsettledWords(in line: Substring) -> [String] {
    let prose = line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
    let whole = NSRange(prose.startIndex..., in: prose)
    return zip(unsettled, unsettledExpressions).compactMap { word, expression in
      expression.firstMatch(in: prose, range: whole).flatMap { Range($0.range, in: prose) }.map {
        "write \(word.settled), not \(prose[$0])"
      }
    }
  }

  /// The patterns of `unsettled`, compiled once: every line of every page is matched against
  /// each of them.
  private static let unsettledExpressions = unsettled.map {
    // The patterns are literals of this file: one that does not compile is a bug here.
    // swift-format-ignore: NeverUseForceTry
    try! NSRegularExpression(pattern: $0.pattern)
  }

  /// The words the Japanese pages settled on stay settled, outside code: ViewModel, not ビューモデル;
  /// a session's ステップ, not 手; まとめる for what coalesces, not 合体; ジョブ, not 仕事; post,
  /// not 投稿; ストアドプロパティ; メモリ確保; 取り入れる, not 写す; 7 つの戦略; the diagrams as they
  /// are drawn now; 2 つ under ten, 10 個 and 1,000 個 from ten.
  func testTheJapanesePagesUseTheSettledWords() throws {
    let pages =
      [root.appendingPathComponent("README.ja.md")]
      + japanesePages.map { root.appendingPathComponent("docs/ja/\($0)") }
    for page in pages {
      var inCode = false
      for (number, line) in try text(page).split(
        separator: "\n", omittingEmptySubsequences: false
      ).enumerated() {
        if line.hasPrefix("```") { inCode.toggle() }
        guard !inCode else { continue }
        for message in Self.unsettledWords(in: line) {
          XCTFail("\(page.lastPathComponent), line \(number + 1): \(message)")
        }
      }
    }
  }

  /// Each unsettled pattern finds the words the pages used to write, and none of them finds the
  /// settled words or a look-alike that is right (二度と, 数十, 十分, a tick at 1000).
  func testTheUnsettledWordsAreCaughtAndTheSettledOnesAreNot() {
    let old = [
      "図はそれを、ホップひとつに矢印ひとつで描き、メインアクターのターンが終わったところに破線を引きます。",
      "図はそれをホップごとに矢印一本で描きます。",
      "メインアクターの仕事ひとつ分です。",
      "ViewModel は出力の状態全体を、自分専用の NotificationCenter に投稿します。",
      "ViewModel の四つの保存プロパティから描画します。",
      "触れてよいのは Sendable な格納プロパティだけです。",
      "千個の画面を作って解放したあと、",
      "十個の画面全体での、",
      "十の画面での、compare の fan10 列",
      "1,000 の画面を解放した直後に数えます。",
      "100 画面のうち、ひとつの画面で",
      "二つのフィールドのエラー",
      "ふたつの実装",
      "入力を一つずつ",
      "アラートが二度表示される",
      "十回の編集",
      "`calls` 列は **1** です（十ではありません）。",
      "１０ 回の編集",
      "1000 個の画面",
      "1 000 screens",
      "ビューモデル",
      "編集一回あたりの命令数と割り当て数",
      "アプリに写すのは、その ViewModel です。キットの `UpdateCycle` は写しません。",
      "7 つの書き方と direct を比較",
      "縮小すると 2 個が残ります。3個の入力",
      "10 つの画面",
    ]
    for sentence in old {
      XCTAssertFalse(Self.unsettledWords(in: Substring(sentence)).isEmpty, sentence)
    }
    let settled = [
      "図はそれを、呼び出し元から呼び出し先への矢印で描きます。描画ひとつは矢印一本で、",
      "入力が戻るところには太線を引き、メインアクターの後のジョブには網掛けをします。",
      "メインアクターのジョブひとつ分です。処理がスレッドをまたぐ行",
      "自分専用の `NotificationCenter` に post します。別スレッドで post すると",
      "ViewModel の 4 つのストアドプロパティから描画します。",
      "1,000 個の画面を作って解放したあと、10 個の画面全体での、10 回の編集",
      "2 つのフィールドのエラー、ひとつの画面、ひとつずつ、一度だけ、一回",
      "それ以降のタップでは二度とログインできません。数十マイクロ秒、数千ほど、十分に長く",
      "`start` の 100、200、1000 は決して動きません。2 回表示する。",
      "`post(_:subject:)` は `二つ` とは書きません",
      "ステップ 2 の画面を見てください。",
      "命令数とメモリ確保の回数。アプリに取り入れるのは ViewModel で、`UpdateCycle` は持ち込みません。",
      "7 つの戦略と、すべての書き方。縮小すると 2 つが残ります。10 個、1.5 個、1,000 個の画面",
      "10 つまり、20 つぎの",
    ]
    for sentence in settled {
      XCTAssertEqual(Self.unsettledWords(in: Substring(sentence)), [], sentence)
    }
  }

  /// A renderer joins a paragraph's lines with a space, which shows inside a Japanese sentence:
  /// a Japanese line breaks after 、。！？）」』, at a space, or beside Latin text or code, never
  /// between two Japanese characters (link and emphasis marks aside).
  func testJapaneseLinesBreakOnlyWhereASpaceIsHarmless() throws {
    func isJapanese(_ character: Character) -> Bool {
      guard let scalar = character.unicodeScalars.first?.value else { return false }
      return (0x3000...0x30FF).contains(scalar) || (0x4E00...0x9FFF).contains(scalar)
        || (0xFF00...0xFFEF).contains(scalar)
    }
    func shown(_ line: Substring) -> String {
      line.replacingOccurrences(of: #"\]\([^)]*\)"#, with: "", options: .regularExpression)
        .filter { !"*_[]".contains($0) }.trimmingCharacters(in: .whitespaces)
    }
    func startsABlock(_ line: Substring) -> Bool {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed.isEmpty
        || ["- ", "* ", "|", "#", "```", ">"].contains(where: trimmed.hasPrefix)
        || trimmed.range(of: #"^\d+\. "#, options: .regularExpression) != nil
    }
    let pages = ["README.ja.md"] + japanesePages.map { "docs/ja/\($0)" }
    for page in pages {
      let lines = try text(root.appendingPathComponent(page)).split(
        separator: "\n", omittingEmptySubsequences: false)
      var inCode = false
      for (number, (line, next)) in zip(lines, lines.dropFirst()).enumerated() {
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle() }
        guard !inCode, !line.hasPrefix("|"), !line.hasPrefix("#"), !startsABlock(next),
          let end = shown(line).last, let start = shown(next).first
        else { continue }
        XCTAssertFalse(
          isJapanese(end) && !"、。！？）」』".contains(end) && isJapanese(start),
          "\(page):\(number + 1): the break between \(end) and \(start) shows as a space")
      }
    }
  }

  /// What a Japanese page shares with its English page beyond its words: the same figures
  /// (pictures) in the same order, the same snippets' sources, the same glossary words linked,
  /// tables of the same sizes, as many list items under each heading, and every code span of
  /// the English prose. An English page that gains a picture, a snippet, a glossary word, a table
  /// row, a bullet, an option or an API name fails here until its Japanese page does too.
  private func assertSameShape(
    _ name: String, japanese: String, at japanesePage: URL, english: String, at englishPage: URL,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      images(in: japanese, from: japanesePage), images(in: english, from: englishPage),
      "\(name): the figures, in order", file: file, line: line)
    XCTAssertEqual(
      codeMarks(japanese), codeMarks(english), "\(name): the snippets' sources, in order",
      file: file, line: line)
    XCTAssertEqual(
      Set(GlossaryTests.glossaryLinks(in: japanese).map(\.anchor)),
      Set(GlossaryTests.glossaryLinks(in: english).map(\.anchor)),
      "\(name): the glossary words it links", file: file, line: line)
    XCTAssertEqual(
      tableSizes(japanese), tableSizes(english), "\(name): the tables' rows", file: file,
      line: line)
    XCTAssertEqual(
      listItems(japanese), listItems(english), "\(name): the list items under each heading",
      file: file, line: line)
    let translated = Set((Self.translatedCode[name] ?? []).map { $0.filter { !$0.isWhitespace } })
    XCTAssertEqual(
      codeSpans(english).subtracting(codeSpans(japanese)).subtracting(translated).sorted(), [],
      "\(name): code the English prose quotes and this page does not", file: file, line: line)
  }

  /// The number of list items (`- `, `* `, `1. `) under each heading, code blocks aside.
  private func listItems(_ markdown: String) -> [Int] {
    var counts = [0]
    var inCode = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode else { continue }
      if line.hasPrefix("#") {
        counts.append(0)
      } else if line.range(of: #"^\s*(?:[-*]|\d+\.) "#, options: .regularExpression) != nil {
        counts[counts.count - 1] += 1
      }
    }
    return counts
  }

  /// Code an English page's prose quotes that its Japanese page translates: the Japanese
  /// benchmark table names its columns in Japanese.
  private static let translatedCode: [String: [String]] = [
    "docs/ja/Benchmarks.md": ["instr over direct"]
  ]

  /// The code spans of a page's prose, whitespace removed: a span may wrap onto the next line,
  /// at a different place in each language.
  private func codeSpans(_ markdown: String) -> Set<String> {
    var inCode = false
    let prose = markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      if line.hasPrefix("```") { inCode.toggle() }
      return !inCode && !line.hasPrefix("```")
    }.joined(separator: " ")
    let pattern = try! NSRegularExpression(pattern: "`([^`]+)`")
    return Set(
      pattern.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)).map {
        String(prose[Range($0.range(at: 1), in: prose)!].filter { !$0.isWhitespace })
      })
  }

  /// Every picture a page shows, as the path from the root of its English original.
  private func images(in markdown: String, from page: URL) -> [String] {
    let pattern = try! NSRegularExpression(pattern: #"!\[[^\]]*\]\(([^)\s]+)\)"#)
    return pattern.matches(in: markdown, range: NSRange(markdown.startIndex..., in: markdown))
      .map {
        englishOriginal(
          of: resolved(String(markdown[Range($0.range(at: 1), in: markdown)!]), from: page))
      }
  }

  /// The `<!-- code: … -->` marks that name each snippet's file.
  private func codeMarks(_ markdown: String) -> [Substring] {
    markdown.split(separator: "\n").filter { $0.hasPrefix("<!-- code: ") }
  }

  /// The number of rows of each table, in order (code blocks aside).
  private func tableSizes(_ markdown: String) -> [Int] {
    var sizes: [Int] = []
    var inCode = false
    var inTable = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      let isRow = !inCode && line.hasPrefix("|")
      if isRow { inTable ? (sizes[sizes.count - 1] += 1) : sizes.append(1) }
      inTable = isRow
    }
    return sizes
  }

  /// Where every link of a page leads, a Japanese page counting as its English one: paths from
  /// the repository's root, web addresses as they are. The link to the page's own English
  /// original is left out, as are anchors within the page.
  private func targets(in markdown: String, from page: URL) -> Set<String> {
    let original = englishOriginal(of: page)
    return Set(
      links(in: markdown).compactMap { link -> String? in
        let path = String(
          link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
        if link.contains("://") || link.hasPrefix("mailto:") { return path }
        guard !path.isEmpty else { return nil }
        let target = englishOriginal(of: resolved(path, from: page))
        return target == original ? nil : target
      })
  }

  /// A relative link's file, as a path from the repository's root.
  private func resolved(_ path: String, from page: URL) -> String {
    let target = page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
    return String(target.path.dropFirst(root.standardizedFileURL.path.count + 1))
  }

  /// The English page a path from the root stands for: `docs/ja/X` is `docs/X`, `README.ja.md` is
  /// `README.md`, any other path itself.
  private func englishOriginal(of path: String) -> String {
    if path.hasPrefix("docs/ja/") { return "docs/" + path.dropFirst("docs/ja/".count) }
    return path == "README.ja.md" ? "README.md" : path
  }

  private func englishOriginal(of page: URL) -> String {
    englishOriginal(of: resolved(page.lastPathComponent, from: page))
  }

  /// The Japanese page for an English page, as a path from the root, when one exists.
  private func japaneseVersion(of path: String) -> String? {
    let japanese =
      path == "README.md"
      ? "README.ja.md" : path.hasPrefix("docs/") ? "docs/ja/" + path.dropFirst("docs/".count) : nil
    guard let japanese,
      FileManager.default.fileExists(atPath: root.appendingPathComponent(japanese).path)
    else { return nil }
    return japanese
  }

  private func links(in markdown: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
    let range = NSRange(markdown.startIndex..., in: markdown)
    return pattern.matches(in: markdown, range: range).map {
      String(markdown[Range($0.range(at: 1), in: markdown)!])
    }
  }

  private func headingLevels(_ markdown: String) -> [Int] {
    var inCode = false
    return markdown.split(separator: "\n").compactMap { line in
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { return nil }
      return line.prefix { $0 == "#" }.count
    }
  }

  private func commands(_ markdown: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: "`(swift [^`]+)`")
    return pattern.matches(in: markdown, range: NSRange(markdown.startIndex..., in: markdown))
      .map { String(markdown[Range($0.range(at: 1), in: markdown)!]) }
  }

  private func codeBlocks(_ markdown: String) -> [String] {
    markdown.components(separatedBy: "\n```").enumerated().filter { $0.offset % 2 == 1 }
      .map(\.element)
  }

  /// Every link from a Japanese page to an English page leads to its Japanese version where there
  /// is one, and is followed by （英語） where there is none; the link to the page's own English
  /// original is neither.
  private func assertLinksReadJapaneseWhereTheyCan(in markdown: String, at page: URL) {
    let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)(（英語）|\(英語\))?"#)
    let name = resolved(page.lastPathComponent, from: page)
    for match in pattern.matches(in: markdown, range: NSRange(markdown.startIndex..., in: markdown))
    {
      let link = String(markdown[Range(match.range(at: 1), in: markdown)!])
      guard !link.contains("://"), !link.hasPrefix("#") else { continue }
      let target = resolved(String(link.split(separator: "#", maxSplits: 1)[0]), from: page)
      let isJapanese = target.hasPrefix("docs/ja/") || target.hasSuffix(".ja.md")
      guard !isJapanese, !markdown.contains("[English](\(link))") else { continue }
      if !target.hasSuffix(".md") {
        // A folder of English pages, such as docs/Guides/, has its Japanese folder.
        let japanese = target.hasPrefix("docs/") ? "docs/ja/" + target.dropFirst("docs/".count) : ""
        var isFolder: ObjCBool = false
        XCTAssertFalse(
          !japanese.isEmpty
            && FileManager.default.fileExists(
              atPath: root.appendingPathComponent(japanese).path, isDirectory: &isFolder)
            && isFolder.boolValue,
          "\(name): \(link) has a Japanese folder, \(japanese); link that instead")
        continue
      }
      if let japanese = japaneseVersion(of: target) {
        XCTFail("\(name): \(link) has a Japanese page, \(japanese); link that instead")
      } else {
        let isMarked = match.range(at: 2).location != NSNotFound
        XCTAssertTrue(isMarked, "\(name): \(link) is in English; mark it （英語）")
      }
    }
  }

  /// Every `#anchor` a Japanese page links is a heading of the page it leads to: a translated
  /// heading has a new anchor, which GitHub spells from the heading's words.
  private func assertAnchorsAreHeadings(in markdown: String, at page: URL) throws {
    let name = resolved(page.lastPathComponent, from: page)
    for link in links(in: markdown) where !link.contains("://") && link.contains("#") {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let target = parts[0].isEmpty ? name : resolved(String(parts[0]), from: page)
      guard target.hasSuffix(".md") else { continue }
      let anchors = anchors(of: try text(root.appendingPathComponent(target)))
      XCTAssertTrue(
        anchors.contains(String(parts[1])), "\(name): \(link) names no heading of \(target)")
    }
  }

  /// The anchors GitHub gives a page's headings (lowercased, punctuation dropped, spaces as
  /// hyphens, a repeated one numbered) and its `<a id="…"></a>` marks.
  private func anchors(of markdown: String) -> Set<String> {
    var inCode = false
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("<a id=\""), let id = line.split(separator: "\"").dropFirst().first {
        anchors.insert(String(id))
      }
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { continue }
      let words = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        .replacingOccurrences(of: #"\]\([^)]*\)"#, with: "", options: .regularExpression)
        .lowercased()
      let slug = String(
        String.UnicodeScalarView(
          words.unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-" || $0 == " "
          })
      ).replacingOccurrences(of: " ", with: "-")
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }
}
