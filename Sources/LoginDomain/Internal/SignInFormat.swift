// The two `.signIn` checks of the contract (docs/Contract.md §1), kept apart from the model so the rules read as a table.

/// Whether the whole (already trimmed) ID is an e-mail address of the contract's pattern,
/// `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}`, matched as a whole.
///
/// Written out by hand over the ID's UTF-8 bytes rather than as a `Regex`: every class of the
/// pattern is ASCII, so any other byte fails, and the pattern's one choice — where the domain
/// ends and the top-level domain begins — has one answer: the top-level domain is the run of
/// letters at the end, which a `.` must precede. No allocation, linear time; a `Regex` built and
/// run per edit cost about a hundred times the presence check. A test matches it against the
/// `Regex` on generated IDs.
func isWellFormedEmail(_ id: Substring) -> Bool {
  let bytes = id.utf8
  guard let at = bytes.firstIndex(of: UInt8(ascii: "@")) else { return false }
  let local = bytes[..<at]
  let domain = bytes[bytes.index(after: at)...]
  guard !local.isEmpty, local.allSatisfy(isLocalPartByte), domain.allSatisfy(isDomainByte)
  else { return false }
  let topLevelLength = domain.reversed().prefix(while: isASCIILetter).count
  guard (2...64).contains(topLevelLength),
    let dot = domain.index(
      domain.endIndex, offsetBy: -(topLevelLength + 1), limitedBy: domain.startIndex),
    dot != domain.startIndex, domain[dot] == UInt8(ascii: ".")
  else { return false }
  return true
}

/// `[A-Za-z]`.
private func isASCIILetter(_ byte: UInt8) -> Bool {
  (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
}

/// `[A-Za-z0-9]`.
private func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
  isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
}

/// `[A-Z0-9a-z._%+-]`, the address's local part.
private func isLocalPartByte(_ byte: UInt8) -> Bool {
  isASCIILetterOrDigit(byte) || "._%+-".utf8.contains(byte)
}

/// `[A-Za-z0-9.-]`, the domain.
private func isDomainByte(_ byte: UInt8) -> Bool {
  isASCIILetterOrDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
}

/// Whether the password is 6 to 20 `Character`s long; stops counting at 21, so a 1 MB password is cheap.
package func hasSignInLength(_ password: String) -> Bool {
  var count = 0
  for _ in password {
    count += 1
    if count > 20 { return false }
  }
  return count >= 6
}
