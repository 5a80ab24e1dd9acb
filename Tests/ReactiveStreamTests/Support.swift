import ReactiveStream
import ReactiveStreamTesting
import XCTest

/// The error every test sends.
struct TestError: Error, Equatable {
  let code: Int
}

let testError = TestError(code: 1)

/// Events of `Int` at virtual times.
typealias Events = [Recorded<Event<Int>>]
