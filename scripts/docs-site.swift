// The documentation site's two jobs after DocC has built it, run by scripts/docs.sh:
//   swift scripts/docs-site.swift index OUTPUT [=HEADING] MODULE…
//     writes OUTPUT/index.html, linking every module under its heading
//   swift scripts/docs-site.swift check OUTPUT GRAPHS CATALOGED…
// `check` fails (exit 1, one line per problem) unless every public symbol in the symbol graphs
// under GRAPHS (one folder per module) has a page listed under some topic, each module in
// CATALOGED lists its every top-level symbol under a topic of its own (none left to DocC's
// automatic groups), and every link within the site — the index's and the pages' — resolves to
// a file of the site.
// The catalogs link the guides' Markdown and the other modules root-relatively (`/docs/…`,
// `/documentation/…`): those links resolve in the site scripts/docs.sh builds — which merges
// every module's archive and copies docs/ to its root — and only there. The package names no
// repository address to link the guides absolutely, and a module's catalog cannot link another
// module's symbols; on Swift Package Index, or under a hosting base path, such links 404.
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
    <a href="docs/architecture.md">Architecture (Markdown)</a></p>
    \(rows.joined(separator: "\n"))
    <p>Every module in one list, as DocC shows it: <a href="documentation/">documentation</a>.
    The guides' Markdown is published beside the reference, under <code>docs/</code>, as in the
    repository.</p>
    </body>
    </html>

    """
  do {
    try html.write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
  } catch { fail(["cannot write the index: \(error)"]) }
}

func check(site: URL, graphs: URL, cataloged: Set<String>) {
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
    // host's (see the top of this file). A tutorial chapter is a
    // heading of the tutorials' navigation, not a page.
    let chapters = ((page["hierarchy"] as? Object)?["modules"] as? [Object] ?? []).compactMap {
      $0["reference"] as? String
    }
    for case let reference as Object in (page["references"] as? Object ?? [:]).values
    where !chapters.contains(reference["identifier"] as? String ?? "") {
      let url = reference["url"] as? String ?? ""
      if url.hasPrefix("/") && !resolves(String(url.dropFirst()), in: site) {
        problems.append("\(path): broken link \(url)")
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
    "docs: \(pages.count) pages; \(symbolCount) public symbols of \(modules.count) modules, each under a topic; \(hrefs.count) index links resolve"
  )
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "index" where arguments.count >= 3:
  let rest = Array(arguments.dropFirst())
  writeIndex(site: URL(fileURLWithPath: rest[0]), entries: Array(rest.dropFirst()))
case "check" where arguments.count >= 3:
  let rest = Array(arguments.dropFirst())
  check(
    site: URL(fileURLWithPath: rest[0]), graphs: URL(fileURLWithPath: rest[1]),
    cataloged: Set(rest.dropFirst(2)))
default:
  fail(["usage: docs-site.swift index OUTPUT [=HEADING] MODULE… | check OUTPUT GRAPHS CATALOGED…"])
}
