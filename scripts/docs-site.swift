// The documentation site's jobs after DocC has built it, run by scripts/docs.sh:
//   swift scripts/docs-site.swift index OUTPUT [=HEADING] MODULE…
//     writes OUTPUT/index.html, linking every module under its heading
//   swift scripts/docs-site.swift render OUTPUT
//     renders each Markdown page under OUTPUT/docs to an HTML page beside it
//   swift scripts/docs-site.swift rebase OUTPUT BASE
//     prefixes BASE (`/kit/`) to the catalogs' root-absolute links to files of the site
//   swift scripts/docs-site.swift check OUTPUT GRAPHS [--base BASE] CATALOGED…
// `check` fails (exit 1, one line per problem) unless every public symbol in the symbol graphs
// under GRAPHS (one folder per module) has a page listed under some topic, each module in
// CATALOGED lists its every top-level symbol under a topic of its own (none left to DocC's
// automatic groups), and every link within the site resolves to a file of the site: the
// index's, the catalogs' (each DocC page's references), and every `href` and `src` of every
// rendered guide page, its `#anchor` included.
// The rendered guides and the index link relatively, so the site works under any base path. A
// DocC page cannot: its address ends with or without a slash depending on how the reader came
// (a server redirects a folder to its slash; DocC's own links have none), and a relative link
// resolves differently against the two. So the catalogs link the guides and the other modules
// root-relatively (`/docs/…`, `/documentation/…`), and a site served under a base path is
// built for it (`scripts/docs.sh OUTPUT /kit/`): DocC's addresses are rebased by
// `docc process-archive transform-for-static-hosting`, the links to the guides by `rebase`.
// The package names no repository address, so a guide's link to a source file outside docs/
// shows the file's path, unlinked; and those catalog links resolve only in this site, not on
// Swift Package Index.
import Foundation

/// A JSON object, as `JSONSerialization` reads one.
typealias Object = [String: Any]

func readJSON(_ url: URL) -> Object {
  guard let data = try? Data(contentsOf: url),
    let object = try? JSONSerialization.jsonObject(with: data) as? Object
  else { fail(["cannot read \(url.path)"]) }
  return object
}

func fail(_ problems: [String]) -> Never {
  for problem in problems { FileHandle.standardError.write(Data("docs: \(problem)\n".utf8)) }
  exit(1)
}

/// Every page's render JSON under `data/`, by the page's path in the site.
func pages(in site: URL) -> [String: Object] {
  let data = site.appendingPathComponent("data")
  var pages: [String: Object] = [:]
  let files = FileManager.default.enumerator(at: data, includingPropertiesForKeys: nil)
  while let file = files?.nextObject() as? URL {
    guard file.pathExtension == "json" else { continue }
    let path = String(file.path.dropFirst(data.path.count).dropLast(".json".count))
    pages[path] = readJSON(file)
  }
  return pages
}

/// Whether a link within the site names a file of it (a folder's index.html included).
func resolves(_ link: String, in site: URL) -> Bool {
  let path = link.split(separator: "#", maxSplits: 1).first.map(String.init) ?? link
  let file = site.appendingPathComponent(path)
  var isFolder: ObjCBool = false
  guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
    return false
  }
  return !isFolder.boolValue
    || FileManager.default.fileExists(atPath: file.appendingPathComponent("index.html").path)
}

func escaped(_ text: String) -> String {
  text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
}

/// A page's abstract as HTML: text, and code in `<code>`.
func abstract(of page: Object) -> String {
  let inline = page["abstract"] as? [Object] ?? []
  return inline.map { item in
    if let code = item["code"] as? String { return "<code>\(escaped(code))</code>" }
    return escaped(item["text"] as? String ?? "")
  }.joined()
}

/// The index's body: each `=HEADING` starts a list, each module is a link with its abstract.
func writeIndex(site: URL, entries: [String]) {
  let pages = pages(in: site)
  var sections: [String] = []
  for entry in entries {
    if entry.hasPrefix("=") {
      sections.append("<h2>\(escaped(String(entry.dropFirst())))</h2>\n<ul>")
      continue
    }
    let path = "documentation/\(entry.lowercased())"
    let text = pages["/" + path].map(abstract(of:)) ?? ""
    sections[sections.count - 1] +=
      "\n<li><a href=\"\(path)/\"><code>\(entry)</code></a> — \(text)</li>"
  }
  let rows = sections.map { $0 + "\n</ul>" }
  let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>MVVMBindingKit documentation</title>
    <style>
    body { font: 17px/1.5 -apple-system, "Helvetica Neue", Arial, sans-serif; max-width: 52rem;
      margin: 3rem auto; padding: 0 1.5rem; color: #1d1d1f; }
    h1 { font-size: 2.2rem; margin-bottom: 0.2rem; }
    .lead { font-size: 1.2rem; color: #424245; }
    a { color: #0066cc; text-decoration: none; } a:hover { text-decoration: underline; }
    li { margin: 0.45rem 0; } code { font: 0.95em Menlo, monospace; }
    .start a { display: inline-block; margin: 0.3rem 1rem 0.3rem 0; padding: 0.5rem 1rem;
      border: 1px solid #0066cc; border-radius: 0.5rem; }
    </style>
    </head>
    <body>
    <h1>MVVMBindingKit</h1>
    <p class="lead">\(pages["/documentation/mvvmbindingkit"].map(abstract(of:)) ?? "")</p>
    <p class="start"><a href="tutorials/mvvmbindingkit/bringyourownbinding/">Tutorial: Bring your own binding</a>
    <a href="documentation/mvvmbindingkit/">Start with the kit</a>
    <a href="docs/architecture.html">Architecture</a>
    <a href="docs/Comparison.html">The styles compared</a></p>
    \(rows.joined(separator: "\n"))
    <p>Every module in one list, as DocC shows it: <a href="documentation/">documentation</a>.
    The guides are published beside the reference, rendered, under <code>docs/</code> as in the
    repository (each page's Markdown beside it).</p>
    </body>
    </html>

    """
  do {
    try html.write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
  } catch { fail(["cannot write the index: \(error)"]) }
}

/// Renders every Markdown page under SITE/docs to an HTML page beside it (`X.md` → `X.html`), so
/// the catalogs' and the index's links open a page a browser shows rendered, not raw Markdown.
/// Enough of GitHub's Markdown for the kit's pages: headings with GitHub's anchors, paragraphs,
/// lists, fenced code, tables, images, links (`.md` targets made `.html`), code spans, bold and
/// italic; a line that starts with `<` passes through as HTML (`<details>`, `<a id>`).
func renderDocs(site: URL) {
  let docs = site.appendingPathComponent("docs")
  let files = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)
  var count = 0
  while let file = files?.nextObject() as? URL {
    guard file.pathExtension == "md",
      let markdown = try? String(contentsOf: file, encoding: .utf8)
    else { continue }
    let path = String(
      file.standardizedFileURL.path.dropFirst(site.standardizedFileURL.path.count + 1))
    let html = page(markdown, at: path)
    let target = file.deletingPathExtension().appendingPathExtension("html")
    do { try html.write(to: target, atomically: true, encoding: .utf8) } catch {
      fail(["cannot write \(target.path): \(error)"])
    }
    count += 1
  }
  if count == 0 { fail(["no Markdown under \(docs.path)"]) }
  print("docs: \(count) Markdown pages rendered")
}

/// A whole HTML page of `markdown`, which is at `path` in the site (`docs/Guides/x.md`), its
/// title its first heading, a link home above it.
func page(_ markdown: String, at path: String) -> String {
  let home = String(repeating: "../", count: path.split(separator: "/").count - 1) + "index.html"
  let title = markdown.split(separator: "\n").first { $0.hasPrefix("# ") }.map {
    plain(String($0.dropFirst(2)))
  } ?? "MVVMBindingKit"
  let isJapanese = markdown.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
  return """
    <!doctype html>
    <html lang="\(isJapanese ? "ja" : "en")">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escaped(title))</title>
    <style>
    body { font: 16px/1.55 -apple-system, "Helvetica Neue", Arial, sans-serif; max-width: 60rem;
      margin: 2rem auto; padding: 0 1.5rem; color: #1d1d1f; }
    a { color: #0066cc; text-decoration: none; } a:hover { text-decoration: underline; }
    code { font: 0.9em Menlo, monospace; background: #f4f4f6; padding: 0.1em 0.25em; border-radius: 3px; }
    pre { background: #f4f4f6; padding: 0.8rem 1rem; overflow-x: auto; border-radius: 6px; }
    pre code { background: none; padding: 0; }
    .source code { background: none; color: #424245; }
    table { border-collapse: collapse; display: block; overflow-x: auto; margin: 1rem 0; }
    th, td { border: 1px solid #d2d2d7; padding: 0.3rem 0.5rem; vertical-align: top; font-size: 0.92em; }
    img { max-width: 100%; }
    nav { font-size: 0.9em; margin-bottom: 1rem; }
    </style>
    </head>
    <body>
    <nav><a href="\(home)">MVVMBindingKit documentation</a></nav>
    <main>
    \(html(of: markdown, at: path))
    </main>
    </body>
    </html>

    """
}

/// The body of a Markdown page at `path` in the site as HTML.
func html(of markdown: String, at path: String) -> String {
  let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let headingPattern = try! Regex(#"^(#{1,6}) (.*)$"#, as: (Substring, Substring, Substring).self)
  let itemPattern = try! Regex(#"^\s*([-*]|\d+\.) (.*)$"#, as: (Substring, Substring, Substring).self)
  var output: [String] = []
  var paragraph: [String] = []
  var list: (ordered: Bool, items: [[String]])?
  func flush() {
    if !paragraph.isEmpty {
      output.append("<p>" + inline(paragraph.joined(separator: "\n"), at: path) + "</p>")
      paragraph = []
    }
    if let open = list {
      let tag = open.ordered ? "ol" : "ul"
      output.append(
        "<\(tag)>" + open.items.map { "<li>" + inline($0.joined(separator: "\n"), at: path) + "</li>" }
          .joined() + "</\(tag)>")
      list = nil
    }
  }
  var index = 0
  while index < lines.count {
    let line = lines[index]
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    index += 1
    if trimmed.hasPrefix("```") {
      flush()
      let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
      var code: [String] = []
      while index < lines.count,
        !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```")
      {
        code.append(lines[index])
        index += 1
      }
      index += 1
      let style = language.isEmpty ? "" : " class=\"language-\(escaped(language))\""
      output.append("<pre><code\(style)>" + escaped(code.joined(separator: "\n")) + "</code></pre>")
    } else if trimmed.isEmpty {
      flush()
    } else if let heading = line.firstMatch(of: headingPattern) {
      flush()
      let level = heading.1.count
      let text = String(heading.2)
      output.append("<h\(level) id=\"\(slug(text))\">\(inline(text, at: path))</h\(level)>")
    } else if trimmed.hasPrefix("<") && paragraph.isEmpty && list == nil {
      output.append(line)
    } else if trimmed.hasPrefix("|"), index < lines.count,
      lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("| ---")
        || lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("|---")
    {
      flush()
      let header = cells(of: trimmed)
      index += 1
      var rows: [[String]] = []
      while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("|") {
        rows.append(cells(of: lines[index].trimmingCharacters(in: .whitespaces)))
        index += 1
      }
      output.append(
        "<table><thead><tr>" + header.map { "<th>\(inline($0, at: path))</th>" }.joined()
          + "</tr></thead><tbody>"
          + rows.map { "<tr>" + $0.map { "<td>\(inline($0, at: path))</td>" }.joined() + "</tr>" }.joined()
          + "</tbody></table>")
    } else if let item = line.firstMatch(of: itemPattern) {
      if !paragraph.isEmpty { flush() }
      let ordered = item.1.last == "."
      if list == nil { list = (ordered, []) }
      list!.items.append([String(item.2)])
    } else if list != nil && line.hasPrefix(" ") {
      list!.items[list!.items.count - 1].append(trimmed)
    } else {
      if list != nil { flush() }
      paragraph.append(trimmed)
    }
  }
  flush()
  return output.joined(separator: "\n")
}

/// A table row's cells: split at each `|` outside a code span (`\|` is a literal bar).
func cells(of row: String) -> [String] {
  var cells: [String] = []
  var cell = ""
  var inCode = false
  var previous: Character = " "
  for character in row {
    if character == "`" { inCode.toggle() }
    if character == "|" && !inCode && previous != "\\" {
      cells.append(cell.trimmingCharacters(in: .whitespaces))
      cell = ""
    } else {
      cell.append(character)
    }
    previous = character
  }
  cells.append(cell.trimmingCharacters(in: .whitespaces))
  // The bars at the start and the end of the row leave an empty cell each.
  return Array(cells.dropFirst().dropLast()).map { $0.replacingOccurrences(of: "\\|", with: "|") }
}

/// Markdown's inline syntax as HTML, for a page at `path` in the site: code spans, images,
/// links, bold and italic.
func inline(_ text: String, at path: String) -> String {
  // `![alt](src)`, and `[text](href)` whose text may hold code spans.
  let imagePattern = try! Regex(#"!\[([^\]]*)\]\(([^)\s]+)\)"#, as: (Substring, Substring, Substring).self)
  let linkPattern = try! Regex(
    #"\[((?:[^\[\]`]|`[^`]*`)*)\]\(([^)\s]+)\)"#, as: (Substring, Substring, Substring).self)
  var output = ""
  var rest = Substring(text)
  var isBold = false
  var isItalic = false
  while let character = rest.first {
    if character == "`", let end = rest.dropFirst().firstIndex(of: "`") {
      output += "<code>" + escaped(String(rest[rest.index(after: rest.startIndex)..<end])) + "</code>"
      rest = rest[rest.index(after: end)...]
    } else if rest.hasPrefix("!["), let image = rest.prefixMatch(of: imagePattern) {
      output += "<img src=\"\(escaped(String(image.2)))\" alt=\"\(escaped(String(image.1)))\">"
      rest = rest[image.range.upperBound...]
    } else if character == "[", let link = rest.prefixMatch(of: linkPattern) {
      output += anchor(String(link.2), text: inline(String(link.1), at: path), at: path)
      rest = rest[link.range.upperBound...]
    } else if rest.hasPrefix("**") {
      output += isBold ? "</strong>" : "<strong>"
      isBold.toggle()
      rest = rest.dropFirst(2)
    } else if character == "*", isItalic || rest.dropFirst().first.map({ !$0.isWhitespace }) == true {
      output += isItalic ? "</em>" : "<em>"
      isItalic.toggle()
      rest = rest.dropFirst()
    } else {
      output += escaped(String(character))
      rest = rest.dropFirst()
    }
  }
  if isItalic { output += "</em>" }
  if isBold { output += "</strong>" }
  return output
}

/// A link of the page at `path` as the site shows it. A link within docs/ opens the rendered
/// page (`.md` becomes `.html`), and a link to the tutorial's source opens the tutorial. The
/// site publishes docs/ only, and the kit names no repository address to link to: a link to
/// another file of the repository (`../Sources/…`), or to a folder (which a host lists and a
/// static site does not), shows that path, in code, unlinked.
func anchor(_ href: String, text: String, at path: String) -> String {
  guard let target = repositoryPath(of: href, at: path),
    !target.hasPrefix("docs/") || href.split(separator: "#").first?.hasSuffix("/") == true
  else {
    return "<a href=\"\(escaped(rendered(href)))\">\(text)</a>"
  }
  let tutorial = try! Regex(
    #"^Sources/([^/]+)/[^/]+\.docc/Tutorials/([^/]+)\.tutorial$"#, as: (Substring, Substring, Substring).self)
  if let match = target.wholeMatch(of: tutorial) {
    let up = String(repeating: "../", count: path.split(separator: "/").count - 1)
    let page = "tutorials/\(match.1.lowercased())/\(match.2.lowercased())/"
    return "<a href=\"\(escaped(up + page))\">\(text)</a>"
  }
  let folder = href.split(separator: "#").first?.hasSuffix("/") == true ? "/" : ""
  let code = "<code>\(escaped(target + folder))</code>"
  let shown = text == code || text == escaped(target + folder) ? code : "\(text) (\(code))"
  return "<span class=\"source\" title=\"a path in the repository, not a page of this site\">\(shown)</span>"
}

/// Where a relative link of the page at `path` leads, as a path from the repository's root
/// (`../Sources/X` from `docs/Comparison.md` is `Sources/X`); nil for a link elsewhere (a
/// scheme, an anchor of the page itself, a root-absolute path).
func repositoryPath(of href: String, at path: String) -> String? {
  guard !href.contains("://"), !href.hasPrefix("#"), !href.hasPrefix("/"),
    !href.hasPrefix("mailto:")
  else { return nil }
  var parts = path.split(separator: "/").dropLast().map(String.init)
  let file = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
  for part in file.split(separator: "/") {
    if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
  }
  return parts.joined(separator: "/")
}

/// A link as the rendered site needs it: a page's `.md` becomes its `.html`.
func rendered(_ href: String) -> String {
  guard !href.contains("://"), !href.hasPrefix("#"), !href.hasPrefix("mailto:") else { return href }
  let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
  guard parts[0].hasSuffix(".md") else { return href }
  return parts[0].dropLast(3) + ".html" + (parts.count > 1 ? "#" + parts[1] : "")
}

/// A heading's text without its Markdown: what GitHub makes its anchor from.
func plain(_ text: String) -> String {
  text.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
    .filter { !"`*".contains($0) }
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
func slug(_ text: String) -> String {
  String(
    plain(text).lowercased().unicodeScalars.compactMap { scalar -> Character? in
      if scalar == " " { return "-" }
      if scalar == "-" || scalar == "_" { return Character(scalar) }
      return CharacterSet.alphanumerics.contains(scalar) ? Character(scalar) : nil
    })
}

/// The ids a rendered page's links may name after `#`.
func anchors(in html: String) -> Set<String> {
  Set(html.matches(of: try! Regex(#"\bid="([^"]*)""#, as: (Substring, Substring).self)).map {
    String($0.1)
  })
}

/// Checks every `href` and `src` of every page rendered under SITE/docs: a relative link names a
/// file of the site (a folder with an index.html), and its `#anchor` an id of the page it opens;
/// a root-absolute one is a problem of its own, for it breaks under a hosting base path. Returns
/// how many links it checked, and the problems, one a line.
func checkRenderedPages(in site: URL) -> (links: Int, problems: [String]) {
  let root = site.standardizedFileURL.path
  var problems: [String] = []
  var links = 0
  var idsByPage: [String: Set<String>] = [:]
  func ids(of page: String) -> Set<String> {
    if let known = idsByPage[page] { return known }
    let html = (try? String(contentsOfFile: root + "/" + page, encoding: .utf8)) ?? ""
    idsByPage[page] = anchors(in: html)
    return idsByPage[page]!
  }
  let attribute = try! Regex(#"\b(?:href|src)="([^"]*)""#, as: (Substring, Substring).self)
  let files = FileManager.default.enumerator(
    at: site.appendingPathComponent("docs"), includingPropertiesForKeys: nil)
  var pages = 0
  while let file = files?.nextObject() as? URL {
    guard file.pathExtension == "html",
      let html = try? String(contentsOf: file, encoding: .utf8)
    else { continue }
    pages += 1
    let page = String(file.standardizedFileURL.path.dropFirst(root.count + 1))
    for match in html.matches(of: attribute) {
      let href = String(match.1).replacingOccurrences(of: "&amp;", with: "&")
      if href.contains("://") || href.hasPrefix("mailto:") { continue }
      links += 1
      if href.hasPrefix("/") {
        problems.append("\(page): root-absolute link \(href) (breaks under a hosting base path)")
        continue
      }
      let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let target = parts[0].isEmpty ? page : repositoryPath(of: String(parts[0]), at: page) ?? ""
      guard resolves(target, in: site) else {
        problems.append("\(page): broken link \(href)")
        continue
      }
      if parts.count > 1, target.hasSuffix(".html") {
        let fragment = String(parts[1]).removingPercentEncoding ?? String(parts[1])
        if !ids(of: target).contains(fragment) {
          problems.append("\(page): \(href) names no heading or id of \(target)")
        }
      }
    }
  }
  if pages == 0 { problems.append("no rendered pages under \(site.path)/docs") }
  return (links, problems)
}

/// The base path a site is served under, as `/kit/`, from what a user typed (`kit`, `/kit`).
func basePath(_ text: String) -> String {
  let trimmed = text.split(separator: "/").joined(separator: "/")
  return trimmed.isEmpty ? "/" : "/\(trimmed)/"
}

/// Whether DocC's router opens `url` itself, prefixing the base path it was built with.
func isDocCRoute(_ url: String) -> Bool {
  url.hasPrefix("/documentation/") || url.hasPrefix("/tutorials/") || url == "/documentation"
}

/// Prefixes `base` to every root-absolute link of the catalogs that DocC's router does not
/// open (the guides under `/docs/`): the browser follows those as written.
func rebase(site: URL, base: String) {
  let data = site.appendingPathComponent("data")
  let files = FileManager.default.enumerator(at: data, includingPropertiesForKeys: nil)
  var count = 0
  while let file = files?.nextObject() as? URL {
    guard file.pathExtension == "json" else { continue }
    var page = readJSON(file)
    guard var references = page["references"] as? Object else { continue }
    var changed = false
    for (key, value) in references {
      guard var reference = value as? Object, reference["type"] as? String == "link",
        let url = reference["url"] as? String, url.hasPrefix("/"), !url.hasPrefix("//"),
        !isDocCRoute(url)
      else { continue }
      reference["url"] = base + url.dropFirst()
      references[key] = reference
      changed = true
      count += 1
    }
    guard changed else { continue }
    page["references"] = references
    do {
      try JSONSerialization.data(withJSONObject: page).write(to: file)
    } catch { fail(["cannot write \(file.path): \(error)"]) }
  }
  print("docs: \(count) catalog links rebased to \(base)")
}

func check(site: URL, graphs: URL, cataloged: Set<String>, base: String) {
  var problems: [String] = []
  let pages = pages(in: site)

  // Every link of the index resolves.
  let index =
    (try? String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)) ?? ""
  let hrefs = index.components(separatedBy: "href=\"").dropFirst().compactMap {
    $0.split(separator: "\"").first.map(String.init)
  }
  if hrefs.isEmpty { problems.append("index.html links to nothing") }
  for href in hrefs where !resolves(href, in: site) {
    problems.append("index.html: broken link \(href)")
  }

  // Every link of every rendered guide page (docs/**/*.html), its images' sources included.
  let (links, linkProblems) = checkRenderedPages(in: site)
  problems += linkProblems

  // Every page listed under a topic of another page; every link within the site resolves.
  var listed = Set<String>()
  var pageByExternalID: [String: String] = [:]
  for (path, page) in pages {
    // A protocol requirement lists its default implementations in a section of their own.
    let sections = ["topicSections", "defaultImplementationsSections"].flatMap {
      page[$0] as? [Object] ?? []
    }
    for section in sections { listed.formUnion(section["identifiers"] as? [String] ?? []) }
    if let id = (page["metadata"] as? Object)?["externalID"] as? String {
      pageByExternalID[id] = path
    }
    // Links written in the catalogs, and references to pages (those into another module's
    // archive included): each must name a file of the merged site — this site, not any other
    // host's (see the top of this file), under its base path. A tutorial chapter is a
    // heading of the tutorials' navigation, not a page.
    let chapters = ((page["hierarchy"] as? Object)?["modules"] as? [Object] ?? []).compactMap {
      $0["reference"] as? String
    }
    for case let reference as Object in (page["references"] as? Object ?? [:]).values
    where !chapters.contains(reference["identifier"] as? String ?? "") {
      var url = reference["url"] as? String ?? ""
      if reference["type"] as? String == "link", !url.contains(":"), !url.hasPrefix("/"),
        !url.hasPrefix("#")
      {
        problems.append(
          "\(path): relative link \(url): a DocC page's address may or may not end in a slash; link root-relatively")
        continue
      }
      // What the browser follows: DocC's router adds the base path to its own routes, and
      // `rebase` added it to the others.
      if url.hasPrefix("/"), !isDocCRoute(url) {
        guard url.hasPrefix(base) else {
          problems.append("\(path): link \(url) is outside the base path \(base)")
          continue
        }
        url = "/" + url.dropFirst(base.count)
      }
      if url.hasPrefix("/") && !resolves(String(url.dropFirst()), in: site) {
        problems.append("\(path): broken link \(url)")
      }
      // A guide opens rendered: the page's .html, not its raw Markdown.
      if url.hasPrefix("/docs/"), rendered(url) != url {
        problems.append("\(path): links raw Markdown \(url); link \(rendered(url))")
      }
    }
  }

  // Every public symbol has a page, and the page is under a topic.
  let modules = (try? FileManager.default.contentsOfDirectory(atPath: graphs.path)) ?? []
  var symbolCount = 0
  for module in modules.sorted() {
    let folder = graphs.appendingPathComponent(module)
    for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
      for case let symbol as Object in readJSON(folder.appendingPathComponent(file))["symbols"]
        as? [Any] ?? []
      {
        let id = (symbol["identifier"] as? Object)?["precise"] as? String ?? ""
        let name = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
        // An extension of another module's type is a container, not a symbol: its members are.
        if (symbol["kind"] as? Object)?["identifier"] as? String == "swift.extension" { continue }
        symbolCount += 1
        guard let path = pageByExternalID[id] else {
          problems.append("\(module): \(name) has no page")
          continue
        }
        let identifier = (pages[path]?["identifier"] as? Object)?["url"] as? String ?? ""
        if !listed.contains(identifier) { problems.append("\(module): \(name) is under no topic") }
      }
    }
    if !hrefs.contains("documentation/\(module.lowercased())/") {
      problems.append("index.html does not link \(module)")
    }
    // A module with a catalog curates its own top level: DocC's automatic groups stay empty.
    if cataloged.contains(module) {
      let page = pages["/documentation/\(module.lowercased())"] ?? [:]
      for section in page["topicSections"] as? [Object] ?? []
      where section["generated"] as? Bool == true {
        let names = (section["identifiers"] as? [String] ?? []).map {
          $0.components(separatedBy: "/").last ?? $0
        }
        problems.append(
          "\(module): not under a topic of its catalog: \(names.joined(separator: ", "))")
      }
    }
  }
  if symbolCount == 0 { problems.append("no symbols in \(graphs.path)") }
  if !problems.isEmpty { fail(problems.sorted()) }
  print(
    "docs: \(pages.count) pages; \(symbolCount) public symbols of \(modules.count) modules, each under a topic; \(hrefs.count) index links and \(links) links of the rendered guides resolve"
  )
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "index" where arguments.count >= 3:
  let rest = Array(arguments.dropFirst())
  writeIndex(site: URL(fileURLWithPath: rest[0]), entries: Array(rest.dropFirst()))
case "render" where arguments.count == 2:
  renderDocs(site: URL(fileURLWithPath: Array(arguments)[1]))
case "rebase" where arguments.count == 3:
  let rest = Array(arguments.dropFirst())
  rebase(site: URL(fileURLWithPath: rest[0]), base: basePath(rest[1]))
case "check" where arguments.count >= 3:
  var rest = Array(arguments.dropFirst())
  var base = "/"
  if let option = rest.firstIndex(of: "--base"), option + 1 < rest.count {
    base = basePath(rest[option + 1])
    rest.removeSubrange(option...(option + 1))
  }
  check(
    site: URL(fileURLWithPath: rest[0]), graphs: URL(fileURLWithPath: rest[1]),
    cataloged: Set(rest.dropFirst(2)), base: base)
default:
  fail([
    "usage: docs-site.swift index OUTPUT [=HEADING] MODULE… | render OUTPUT | rebase OUTPUT BASE"
      + " | check OUTPUT GRAPHS [--base BASE] CATALOGED…"
  ])
}
