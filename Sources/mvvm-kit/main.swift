// mvvm-kit: a thin shell. The commands live in MVVMKitCommandLine, where a test can run them
// in-process; this file hands them the words after the command's name and exits with their
// status: 0 fine, 1 strategies disagree or a run failed, 2 bad usage or input.

import Foundation
import MVVMKitCommandLine

exit(await CommandLineTool().run(Array(CommandLine.arguments.dropFirst())))
