// mvvm-kit: a thin shell. It parses the arguments, dispatches to one command, and exits with
// that command's status: 0 fine, 1 strategies disagree or a run failed, 2 bad usage.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32

switch arguments.first {
case nil:
  status = await TourCommand.run()
case "list":
  status = ListCommand.run(arguments: Array(arguments.dropFirst()))
case "--help", "-h", "help":
  status = HelpCommand.run(topic: arguments.dropFirst().first)
case "--version":
  print("mvvm-kit \(kitVersion)")
  status = 0
case let unknown?:
  status = usageError("unknown command '\(unknown)'")
}
exit(status)
