/// What an output told a test, in order: a main-actor class, so a `@Sendable` observer can
/// hold it.
@MainActor
final class Recorder<Value> {
  private(set) var values: [Value] = []

  func record(_ value: Value) {
    values.append(value)
  }
}
