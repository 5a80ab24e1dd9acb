// mvvm-kit: a thin shell. It parses the command word, dispatches to one command, and exits with
// that command's status: 0 fine, 1 strategies disagree or a run failed, 2 bad usage or input.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())
let status: Int32

switch arguments.first {
case nil: status = await TourCommand.run()
case "list": status = ListCommand.run(arguments: rest)
case "run": status = await RunCommand.run(arguments: rest)
case "demo": status = await DemoCommand.run(arguments: rest)
case "explain": status = ExplainCommand.run(arguments: rest)
case "trace": status = await TraceCommand.run(arguments: rest)
case "compare": status = await CompareCommand.run(arguments: rest)
case "bench": status = await BenchCommand.run(arguments: rest)
case "help", "--help", "-h": status = HelpCommand.run(arguments: rest)
case "--version":
  print("mvvm-kit \(kitVersion)")
  status = 0
case let unknown?:
  status = usageError("unknown command '\(unknown)'")
}
exit(status)
