import LoginDomain

/// How a traced value reads: `"text"` in quotes, or `nil`.
package func traced(_ text: String?) -> String {
  text.map { "\"\($0)\"" } ?? "nil"
}

/// How a traced password reads: one `•` per character, in quotes, or `nil`.
package func traced(_ password: Password) -> String {
  traced(password.masked)
}

/// How a traced login result reads: the display name it welcomes, or the error's message.
package func traced(_ result: Result<LoginResponse, LoginError>) -> String {
  switch result {
  case .success(let response): "success(\(traced(response.displayName)))"
  case .failure(let error): "failure(\(traced(error.message(in: .english))))"
  }
}
