import LoginDomain
import SignupDomain

/// How a traced value reads: `"text"` in quotes with control characters escaped (a newline
/// shows as `\n`), or `nil`; one line, whatever was typed.
package func traced(_ text: String?) -> String {
  guard let text else { return "nil" }
  let escaped = text.unicodeScalars.map {
    $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
  }
  return "\"" + escaped.joined() + "\""
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

/// How a traced username status reads: `checking`, `available`, the error's name, or `none`.
package func traced(_ status: UsernameStatus?) -> String {
  switch status {
  case nil: "none"
  case .checking: "checking"
  case .available: "available"
  case .unusable(let error): "\(error)"
  }
}

/// How a traced sign-up result reads: the name it welcomes, or the error.
package func traced(signupResult result: Result<LoginResponse, any Error>) -> String {
  switch result {
  case .success(let response): "success(\(traced(response.displayName)))"
  case .failure(let error): "failure(\(error))"
  }
}
