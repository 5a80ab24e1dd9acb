/// Where the commands print: standard output, or the collector a caller of
/// `CommandLineTool.run(_:output:)` gave for the length of one command.
enum Output {
  /// The collector of the command running in this task, if its caller gave one.
  @TaskLocal static var collector: (@Sendable (String) -> Void)?
}

/// `Swift.print`, sent to the running command's collector when it has one: every command of
/// this module prints through it, so a caller in the same process can read what it printed.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { "\($0)" }.joined(separator: separator) + terminator
  if let collector = Output.collector {
    collector(text)
  } else {
    Swift.print(text, terminator: "")
  }
}
