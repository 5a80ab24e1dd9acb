// The two `.signIn` checks of the contract (docs/Contract.md §1), kept apart from the model so the rules read as a table.

/// Whether the whole (already trimmed) ID is an e-mail address of the contract's pattern.
func isWellFormedEmail(_ id: Substring) -> Bool {
  // Built per call: a `Regex` is not `Sendable`, so it cannot be a shared static in Swift 6, and
  // this path runs only under `.signIn`, where matching costs far more than building.
  let pattern = /[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}/
  return id.wholeMatch(of: pattern) != nil
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
