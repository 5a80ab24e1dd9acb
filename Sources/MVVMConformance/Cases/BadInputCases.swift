import HeadlessUI
import LoginDomain
import MVVMCore

extension ConformanceCase {
  static var badInputCases: [ConformanceCase] {
    [
      ConformanceCase("odd text in either field shows what the rules say", .badInput) { run in
        for rules in ValidationRules.allCases {
          let probe = await run.makeProbe(model: LoginModel(rules: rules))
          for (name, text) in oddTexts {
            await probe.typeID(text)
            probe.check("typing \(name) as the \(rules) ID")
            await probe.typePassword(text)
            probe.check("typing \(name) as the \(rules) password")
            await probe.type(id: Fixtures.email, password: Fixtures.password)
            probe.check("typing a valid form after \(name) under \(rules)")
          }
        }
      },

      ConformanceCase("a 1 MB ID and password are shown, checked and sent", .badInput) { run in
        // What only a huge text catches is a strategy whose own handling of a field's text
        // grows faster than the text (a scan by offsets, a trim by `removeFirst`): at 1 MB it
        // cannot finish within the time limit. One pass of each text through both fields shows
        // that: spaces are read to their end (the blank check, the trim), emoji are not ASCII
        // (so an offset is not a byte), letters are sent. How each rule set judges a 1 MB text
        // is the model's answer, the same under every strategy: LoginDomainTests checks it once.
        let probe = await run.makeProbe()
        for (name, text) in megabyteTexts {
          await probe.type(id: text, password: text)
          probe.check("typing \(name) in both fields")
        }
        await probe.tapLogin()
        await probe.finishLogin(with: .failure(.invalidCredentials), "logging in with a 1 MB ID")
      },

      ConformanceCase("10 000 rapid edits end in the state of the last one", .badInput) { run in
        // 10 000, not the 1 000 of the other bursts: a stream buffer that drops the newest
        // once full (`.bufferingOldest(1_024)`) passes every 1 000-edit burst and fails here.
        let probe = await run.makeProbe()
        for edit in 0..<10_000 {
          switch edit % 4 {
          case 0: await probe.typeID(edit.isMultiple(of: 8) ? Fixtures.id : " ", settling: false)
          case 1: await probe.typePassword(nil, settling: false)
          case 2: await probe.typeID(edit.isMultiple(of: 3) ? "" : "b\(edit)", settling: false)
          default: await probe.typePassword("p\(edit)", settling: false)
          }
        }
        await probe.settle()
        probe.check("10 000 edits with no settle between them")
        await probe.typeID(nil)
        probe.check("one more edit after the burst")
      },

      ConformanceCase(
        "a burst of edits during a login ends in its last edit and the result", .badInput
      ) {
        run in
        let (probe, service) = await run.makeFilledProbe()
        guard await probe.tapLogin(awaitingCall: 1, at: service) else { return }
        for edit in 0..<1_000 {
          if edit.isMultiple(of: 2) {
            await probe.typeID(edit % 6 == 0 ? " " : "b\(edit)", settling: false)
          } else {
            await probe.typePassword(edit % 5 == 0 ? nil : "p\(edit)", settling: false)
          }
        }
        await probe.settle(includingLogin: false)
        probe.check("1 000 edits with no settle between them, the login still in flight")
        await probe.finishLogin(openingGateOf: service, "the login ending after the burst")
      },
    ]
  }

  /// The 1 MB texts, made once for every strategy the case runs on (a text is a value: no
  /// strategy can change what the next one is given).
  static let megabyteTexts: [(name: String, text: String)] = {
    let megabyte = 1 << 20
    return [
      ("1 MB of spaces", String(repeating: " ", count: megabyte)),
      ("1 MB of emoji", String(repeating: "😀", count: megabyte / 4)),
      ("1 MB of letters", String(repeating: "a", count: megabyte)),
    ]
  }()

  /// Texts a person, a paste or a fuzzer might put in a field, with a name a failure can print.
  static let oddTexts: [(name: String, text: String?)] = [
    ("nil", nil),
    ("an empty string", ""),
    ("spaces", "   "),
    ("tabs and newlines", "\t\n\r\n"),
    ("an ideographic space", "\u{3000}"),
    ("a no-break space", "\u{00A0}"),
    ("a zero-width space", "\u{200B}"),
    ("a NUL", "\0"),
    ("text around a NUL", "a\0b"),
    ("a family emoji", "👩‍👩‍👧‍👦"),
    ("a flag", "🇯🇵"),
    ("a lone combining mark", "\u{301}"),
    ("a space with a combining mark", " \u{301}"),
    ("a decomposed accent", "e\u{301}e\u{301}e\u{301}"),
    ("right-to-left text", "\u{202E}drowssap"),
    ("Japanese", "ログイン"),
    ("an address in whitespace", "\n alice@example.com \t"),
  ]
}
