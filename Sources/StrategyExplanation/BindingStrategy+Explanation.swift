import MVVMCore

extension BindingStrategy {
  /// How it binds, for `mvvm-kit explain` and a learner; nil for a strategy that says nothing
  /// more than its summary.
  public var explanation: Explanation? { attachment(Explanation.self) }

  /// This strategy, explained in these words.
  public func explained(_ explanation: Explanation) -> BindingStrategy {
    attaching(explanation)
  }
}

extension BindingStrategy {
  /// How a strategy binds, in the words `mvvm-kit explain` prints, and the files a learner
  /// reads next: declared beside the strategy's registration, so the kit says it in one place,
  /// and kept apart from the contract (`MVVMCore` holds it as an attachment it does not read).
  public struct Explanation: Sendable {
    /// How it binds, in a phrase, in each language the kit speaks: the READMEs' table of
    /// strategies says it so (`mvvm-kit list --markdown` writes that table).
    public let binding: Phrase
    /// The objects a screen of this strategy involves.
    public let objects: [String]
    /// Who observes whom, and how a value travels.
    public let flow: [String]
    /// Where observers are removed, and what ends a binding.
    public let teardown: [String]
    /// Files to read next, each with symbols defined in it.
    public let readNext: [SourceReference]
    /// The sign-up screen: how this style waits for the typing to pause and drops stale answers.
    public let signup: [String]
    /// Sign-up files to read next, each with symbols defined in it.
    public let signupReadNext: [SourceReference]

    /// An explanation in these words.
    public init(
      binding: Phrase, objects: [String], flow: [String], teardown: [String],
      readNext: [SourceReference], signup: [String], signupReadNext: [SourceReference]
    ) {
      self.binding = binding
      self.objects = objects
      self.flow = flow
      self.teardown = teardown
      self.readNext = readNext
      self.signup = signup
      self.signupReadNext = signupReadNext
    }

    /// What every style but reactive shares, direct included: the session's one pending check.
    public static let sessionTime = [
      "Time is SignupSession's: each well-formed username edit restarts its UsernameCheck — a task",
      "that sleeps on the injected clock until the deadline, then calls isAvailable — and any other",
      "edit cancels it. A cancelled task reports nothing, even if the service answers anyway.",
    ]

    /// The files of the shared session's time, for every style that leaves time to it.
    public static let sessionFiles: [SourceReference] = [
      SourceReference(
        "Sources/MVVMCore/Signup/SignupSession.swift", ["usernameChanged", "onChange"]),
      SourceReference(
        "Sources/MVVMCore/Signup/UsernameCheck.swift", ["restart", "cancel", "Task.isCancelled"]),
    ]
  }

  /// A phrase in English and in Japanese.
  public struct Phrase: Sendable, Equatable {
    /// The phrase in English.
    public let english: String
    /// The phrase in Japanese.
    public let japanese: String

    /// `english`, and its Japanese (the English again, when there is none).
    public init(_ english: String, japanese: String? = nil) {
      self.english = english
      self.japanese = japanese ?? english
    }
  }

  /// A file to read (relative to the package root) and symbols defined in it.
  public struct SourceReference: Sendable, Equatable {
    /// The file, relative to the package root.
    public let file: String
    /// Symbols a reader finds in it.
    public let symbols: [String]

    /// `file`, read for `symbols`.
    public init(_ file: String, _ symbols: [String]) {
      self.file = file
      self.symbols = symbols
    }
  }
}
