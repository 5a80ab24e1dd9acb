import Foundation
import MVVMBindingKit

/// The accounts the in-memory services know during `run`, the tour and the demo.
enum Accounts {
  /// The documented default: alice (and alice@example.com for sign-in), password wonderland.
  static let demo = ["alice": "wonderland", "alice@example.com": "wonderland"]

  /// The usernames the sign-up service knows as taken during `run`, the tour and the demo.
  static let takenUsernames: Set<String> = ["alice", "admin"]

  /// The taken usernames as a sentence says them: "admin and alice".
  static let takenText = takenUsernames.sorted().joined(separator: " and ")

  /// How long the sign-up form waits for the typing to pause: "300 ms".
  static let checkDelayText = "\(Int(SignupModel().checkDelay / .milliseconds(1))) ms"

  /// A problem with an accounts file.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads `ID PASSWORD` lines (blank lines and `#` comments ignored) from `path`.
  static func load(_ path: String) throws(Failure) -> [String: String] {
    let text: String
    do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
      throw Failure(description: "cannot read accounts file '\(path)'")
    }
    var accounts: [String: String] = [:]
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let words = line.split(whereSeparator: \.isWhitespace)
      if words.isEmpty || words[0].hasPrefix("#") { continue }
      guard words.count == 2 else {
        throw Failure(description: "\(path), line \(index + 1): expected 'ID PASSWORD'")
      }
      accounts[String(words[0])] = String(words[1])
    }
    return accounts
  }
}
