// edit-profile: runs a fixed number of `edit` events on one strategy, for valgrind's callgrind,
// which counts instructions repeatably on a noisy machine. Run it through
// Benchmarks/Profiling/profile-edit.sh, which subtracts two runs to get instructions per event.
//
// Why not binding-bench: its timing loop calibrates by the clock, so its instruction count is not
// repeatable; and callgrind (3.19) crashes on an `async` main, whose main thread parks in
// dispatch's sigsuspend. This main is synchronous and services the main actor with a run loop.

import Foundation
import MVVMBindingKit

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let strategy = BindingStrategy.named(arguments.first!),
  let count = Int(arguments.last!), count > 0
else {
  let ids = (BindingStrategy.all + [.direct]).map(\.id).joined(separator: ", ")
  FileHandle.standardError.write(Data("usage: edit-profile STRATEGY EVENTS  (STRATEGY: \(ids))\n".utf8))
  exit(2)
}

Task { @MainActor in
  let screen = strategy.makeScreen(service: InMemoryLoginService(accounts: [:]))
  for index in 0..<count {
    switch index % 4 {
    case 0: screen.view.idField.enterText("alice")
    case 1: screen.view.passwordField.enterText("secret")
    case 2: screen.view.idField.enterText("")
    default: screen.view.passwordField.enterText("")
    }
    await screen.settle()
  }
  print(screen.view.snapshot.validation.text ?? "")
  exit(0)
}
RunLoop.main.run()
