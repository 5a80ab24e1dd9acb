import MVVMBindingKit

/// `mvvm-kit run [--strategy ID|all] [--accounts FILE] FILE|-`: plays a script of inputs.
enum RunCommand {
  @MainActor
  static func run(arguments: [String]) async -> Int32 {
    var strategyID = "all"
    var accountsPath: String?
    var scriptPath: String?
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--strategy", "--accounts":
        guard let value = words.popFirst() else { return usageError("\(word) needs a value") }
        if word == "--strategy" { strategyID = value } else { accountsPath = value }
      case _ where word.hasPrefix("--"):
        return usageError("unknown option '\(word)' for run")
      default:
        guard scriptPath == nil else {
          return usageError("run takes one script, got '\(scriptPath!)' and '\(word)'")
        }
        scriptPath = word
      }
    }
    guard let scriptPath else {
      return usageError("run needs a script file, or - for standard input")
    }

    let strategies: [BindingStrategy]
    if strategyID == "all" {
      strategies = BindingStrategy.all
    } else if let strategy = BindingStrategy.named(strategyID) {
      strategies = strategy.id == BindingStrategy.direct.id ? [] : [strategy]
    } else {
      return usageError(BindingStrategy.unknownIDMessage(strategyID, alsoValid: ["all"]))
    }

    var accounts = Accounts.demo
    if let accountsPath {
      do { accounts = try Accounts.load(accountsPath) } catch {
        return usageError(error.description)
      }
    }

    let script: Script
    do { script = try ScriptParser.load(scriptPath) } catch { return usageError(error.message) }

    let rows = await SessionPlayer(strategies: strategies, accounts: accounts).play(script)
    let table = SessionTable(strategies: strategies, rows: rows)
    table.lines(style: style).forEach { print($0) }
    print()
    if table.disagreementCount == 0 {
      print(style.green("Every strategy agreed with direct at every step."))
      return 0
    }
    print(style.red("\(table.disagreementCount) step(s) differ from direct."))
    return 1
  }
}
