import HeadlessUI
import LoginDomain
import MVVMCore

extension ConformanceCase {
  static var rulesAndLanguageCases: [ConformanceCase] {
    [
      ConformanceCase(
        "sign-in rules check the e-mail and the password's length", .rulesAndLanguages
      ) {
        run in
        let probe = await run.makeProbe(model: LoginModel(rules: .signIn))
        let steps: [(id: String?, password: String?, shows: String)] = [
          ("alice", "secret", "Entered email is not valid."),
          ("alice@example", "secret", "Entered email is not valid."),
          ("a@b.c", "secret", "Entered email is not valid."),
          ("a b@example.com", "secret", "Entered email is not valid."),
          ("a@b.co", "secret", "OK"),
          ("alice@example.com", "12345", "Password has to be from 6 to 20 characters long."),
          ("alice@example.com", "123456", "OK"),
          ("alice@example.com", String(repeating: "x", count: 20), "OK"),
          (
            "alice@example.com", String(repeating: "x", count: 21),
            "Password has to be from 6 to 20 characters long."
          ),
          ("alice@example.com", String(repeating: "👩‍👩‍👧‍👦", count: 6), "OK"),
          (
            "alice@example.com", String(repeating: "e\u{301}", count: 5),
            "Password has to be from 6 to 20 characters long."
          ),
          (nil, "12345", "ID has not been entered."),
          ("alice", nil, "Entered email is not valid."),
          (nil, nil, "ID and Password are not entered."),
        ]
        for step in steps {
          await probe.type(id: step.id, password: step.password)
          let input =
            "ID \(describe(step.id)) and a \(step.password?.count ?? 0)-character password"
          probe.check(input)
          run.check(
            probe.view.validationLabel.text == step.shows,
            "\(input) shows \(describe(probe.view.validationLabel.text)), not \(describe(step.shows))"
          )
        }
      },

      ConformanceCase(
        "the ID is trimmed for every check; the password never is", .rulesAndLanguages
      ) {
        run in
        let probe = await run.makeProbe(model: LoginModel(rules: .signIn))
        await probe.type(id: " \t alice@example.com \n", password: "  abcd")
        probe.check("an ID in whitespace and a 6-character password with leading spaces")
        probe.checkValidation(
          shows: "OK", after: "typing a trimmable ID and an untrimmed password")
        await probe.typePassword("abc  ")
        probe.check("a 5-character password with trailing spaces")
        await probe.typePassword(" \n\t ")
        probe.check("a password of whitespace only")
        run.check(
          probe.view.passwordErrorLabel.text == "Password has not been entered.",
          "a whitespace-only password counts as entered")
      },

      ConformanceCase("every message shows in Japanese", .rulesAndLanguages) { run in
        for rules in ValidationRules.allCases {
          let probe = await run.makeProbe(model: LoginModel(rules: rules, language: .japanese))
          probe.checkValidation(
            shows: "IDとPasswordが未入力です。", after: "making a Japanese \(rules) screen")
          probe.check("making a Japanese \(rules) screen")
          for (id, password) in [
            ("alice", nil), (nil, "123"), ("alice", "123"), ("a@b.co", "secret"),
          ] {
            await probe.type(id: id, password: password)
            probe.check("typing ID \(describe(id)) on a Japanese \(rules) screen")
          }
        }
      },
    ]
  }
}

/// A value as a failure message shows it.
func describe(_ text: String?) -> String {
  text.map { $0.count > 40 ? "\"\($0.prefix(40))…\" (\($0.count) characters)" : "\"\($0)\"" }
    ?? "nil"
}
