// edit-profile: runs a fixed number of `edit` events on one strategy (on SCREENS screens sharing
// one view model, if given), for valgrind's callgrind,
// which counts instructions repeatably on a noisy machine. Run it through
// Benchmarks/Profiling/profile-edit.sh, which subtracts two runs to get instructions per event.
//
// Why not binding-bench: its timing loop calibrates by the clock, so its instruction count is not
// repeatable; and callgrind (3.19) crashes on an `async` main, whose main thread parks in
// dispatch's sigsuspend. This main is synchronous and services the main actor with a run loop.

import Foundation
import MVVMBindingKit

let arguments = Array(CommandLine.arguments.dropFirst())
guard (2...3).contains(arguments.count), let strategy = BindingStrategy.named(arguments[0]),
  let count = Int(arguments[1]), count > 0, let screenCount = Int(arguments.count == 3 ? arguments[2] : "1"),
  screenCount > 0
else {
  let ids = (BindingStrategy.all + [.direct]).map(\.id).joined(separator: ", ")
  FileHandle.standardError.write(Data("usage: edit-profile STRATEGY EVENTS [SCREENS]  (STRATEGY: \(ids))\n".utf8))
  exit(2)
}

Task { @MainActor in
  // One screen, or SCREENS sharing a view model with edits going round them (fan-out).
  let screens = strategy.makeScreens(count: screenCount, service: InMemoryLoginService(accounts: [:]))
  for index in 0..<count {
    let view = screens[index % screenCount].view
    switch index % 4 {
    case 0: view.idField.enterText("alice")
    case 1: view.passwordField.enterText("secret")
    case 2: view.idField.enterText("")
    default: view.passwordField.enterText("")
    }
    for screen in screens { await screen.settle() }
  }
  print(screens[0].view.snapshot.validation.text ?? "")
  exit(0)
}
RunLoop.main.run()
