import MVVMBindingKit
import MVVMTestSupport

/// `mvvm-kit run [--strategy ID|all] [--screen login|signup] [--accounts FILE] FILE|-`: plays a
/// script of inputs.
enum RunCommand {
  @MainActor
  static func run(arguments: [String], roster: Roster) async -> Int32 {
    var strategyID = "all"
    var screen = Screen.login
    var accountsPath: String?
    var scriptPath: String?
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--strategy", "--accounts", "--screen":
        guard let value = words.popFirst() else { return usageError("\(word) needs a value") }
        switch word {
        case "--strategy": strategyID = value
        case "--accounts": accountsPath = value
        default:
          switch Screen.named(value, for: "run") {
          case .success(let named): screen = named
          case .failure(let problem): return usageError(problem.text)
          }
        }
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
      strategies = roster.all
    } else if let strategy = roster.named(strategyID) {
      strategies = strategy.id == BindingStrategy.direct.id ? [] : [strategy]
    } else {
      return usageError(roster.unknownIDMessage(strategyID, alsoValid: ["all"]))
    }

    let table: SessionTable
    switch screen {
    case .login:
      var accounts = Accounts.demo
      if let accountsPath {
        do { accounts = try Accounts.load(accountsPath) } catch {
          return usageError(error.description)
        }
      }
      let script: Script<ScreenInput>
      do { script = try ScriptParser.load(scriptPath) } catch { return usageError(error.message) }
      let rows = await SessionPlayer(strategies: strategies, accounts: accounts).play(script)
      table = .login(strategies: strategies, rows: rows, style: style)
    case .signup:
      if accountsPath != nil {
        return usageError(
          "--accounts is for the login screen; the sign-up service knows \(Accounts.takenText) as taken"
        )
      }
      let script: Script<SignupInput>
      do { script = try ScriptParser.loadSignup(scriptPath) } catch {
        return usageError(error.message)
      }
      let rows = await SignupSessionPlayer(strategies: strategies).play(script)
      table = .signup(strategies: strategies, rows: rows, style: style)
    }
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
