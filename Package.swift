// swift-tools-version: 6.1
// 6.1 is the contract's minimum toolchain (docs/Contract.md), and the first whose manifest accepts
// `MemberImportVisibility`.

import PackageDescription

let package = Package(
  name: "MVVMBindingKit",
  // macOS 14, not 15: the kit must not need `Synchronization` (docs/Contract.md).
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "MVVMBindingKit", targets: ["MVVMBindingKit"]),
    .library(name: "ReactiveStream", targets: ["ReactiveStream"]),
    // What RxTest is to RxSwift: the virtual-time scheduler and the marble-test tools, kept out of
    // the library an app ships.
    .library(name: "ReactiveStreamTesting", targets: ["ReactiveStreamTesting"]),
    // What drives screens deterministically — gated services, a manual clock, the delivery
    // probes — for tests and the command line; the umbrella does not re-export it.
    .library(name: "MVVMTestSupport", targets: ["MVVMTestSupport"]),
    .library(name: "MVVMConformance", targets: ["MVVMConformance"]),
    // The benchmark engine: any strategies, yours too, timed beside `direct` with the parity check.
    .library(name: "BindingBenchmark", targets: ["BindingBenchmark"]),
    // Differential testing of any two implementations of one screen, for any test framework.
    .library(name: "BindingParity", targets: ["BindingParity"]),
    // Exact allocation counts for a benchmark executable. It defines `malloc` for the whole
    // binary that links it: link it into a benchmark's executable only, never a test or an app.
    .library(name: "AllocationCounting", targets: ["AllocationCounting"]),
    .executable(name: "mvvm-kit", targets: ["mvvm-kit"]),
    .executable(name: "binding-bench", targets: ["binding-bench"]),
  ],
  dependencies: [],
  targets: [
    // The one model: rules, messages, the redacted password and the login service.
    .target(name: "LoginDomain"),
    // The sign-up form's model: username, password and repeat rules, and its service.
    .target(name: "SignupDomain", dependencies: ["LoginDomain"]),
    // A UIKit-shaped view layer with no UI framework beneath it.
    .target(name: "HeadlessUI"),
    // The kit's own RxSwift-shaped reactive library; it imports nothing of the kit.
    .target(name: "ReactiveStream"),
    // Two implementations of one screen on seeded random sessions, a difference shrunk to the
    // fewest inputs: it imports nothing of the kit, so any screen can be described.
    .target(name: "BindingParity"),
    // `TestScheduler`, `Recorded`, `TestableObserver`, `TestableObservable`, `Subscription`.
    .target(name: "ReactiveStreamTesting", dependencies: ["ReactiveStream"]),
    // The shared contract every strategy implements: the screen's view and the protocols, and
    // the one neutral hook (`BindingHooks`) its views and mechanisms report through.
    .target(name: "MVVMCore", dependencies: ["LoginDomain", "SignupDomain", "HeadlessUI"]),
    // The instruments, apart from the contract: the trace recorder the hook reports to, write
    // counting, and the observer counts a churn brings back to zero. A strategy module imports it
    // in one file, `Instrumentation.swift`, for its view models' `ObserverCounting` conformances.
    .target(name: "BindingInstruments", dependencies: ["HeadlessUI", "MVVMCore"]),
    // How each strategy binds, in the words `mvvm-kit explain` prints, apart from the contract:
    // a strategy module declares its explanation beside its registration.
    .target(name: "StrategyExplanation", dependencies: ["MVVMCore"]),
    // The baseline: no binding at all, a controller writing views directly.
    .target(name: "DirectBaseline",
      dependencies: [
        "LoginDomain", "SignupDomain", "HeadlessUI", "MVVMCore", "BindingInstruments", "StrategyExplanation",
      ]),
    // One module per binding strategy, so a learner reads one folder to learn one style.
    .target(
      name: "NotificationCenterBinding",
      dependencies: [
        "LoginDomain", "SignupDomain", "HeadlessUI", "MVVMCore", "BindingInstruments", "StrategyExplanation",
      ]),
    .target(name: "ClosureBinding",
      dependencies: [
        "LoginDomain", "SignupDomain", "HeadlessUI", "MVVMCore", "BindingInstruments", "StrategyExplanation",
      ]),
    .target(
      name: "ReactiveBinding",
      dependencies: [
        "LoginDomain", "SignupDomain", "HeadlessUI", "MVVMCore", "BindingInstruments", "ReactiveStream",
        "StrategyExplanation",
      ]),
    .target(name: "ObservationBinding",
      dependencies: [
        "LoginDomain", "SignupDomain", "HeadlessUI", "MVVMCore", "BindingInstruments", "StrategyExplanation",
      ]),
    .target(name: "AsyncStreamBinding",
      dependencies: [
        "LoginDomain", "SignupDomain", "HeadlessUI", "MVVMCore", "BindingInstruments", "StrategyExplanation",
      ]),
    // The newer APIs beside the classic ones, each built only where the compiler has it:
    // typed NotificationCenter messages (Swift 6.3), and `Observations` (Swift 6.2), which
    // iterates the observation strategy's own view model.
    .target(
      name: "NotificationMessagesBinding",
      dependencies: [
        "LoginDomain", "SignupDomain", "HeadlessUI", "MVVMCore", "BindingInstruments", "StrategyExplanation",
      ]),
    .target(
      name: "ObservationsBinding",
      dependencies: [
        "HeadlessUI", "MVVMCore", "BindingInstruments", "StrategyExplanation", "ObservationBinding",
      ]),
    // What drives and measures screens — a gated service, the delivery probes, the trace API
    // (`trace`, `traceSignup`), which plays inputs on gated services with a `TraceRecorder`
    // current — for tests and the CLI alike. It imports no test framework, so the command line
    // can use it too.
    .target(
      name: "MVVMTestSupport",
      dependencies: [
        "LoginDomain", "SignupDomain", "HeadlessUI", "MVVMCore", "BindingInstruments", "DirectBaseline",
        "BindingParity",
      ]),
    // The umbrella: re-exports every module above but the test tools (the instruments included,
    // so a strategy of a user's own can report to a trace) and lists the strategies.
    .target(
      name: "MVVMBindingKit",
      dependencies: [
        "LoginDomain", "SignupDomain", "HeadlessUI", "MVVMCore", "BindingInstruments", "ReactiveStream",
        "StrategyExplanation", "DirectBaseline",
        "NotificationCenterBinding", "ClosureBinding", "ReactiveBinding", "ObservationBinding",
        "AsyncStreamBinding", "NotificationMessagesBinding", "ObservationsBinding",
      ]),
    // The conformance cases for any strategy. It imports XCTest, so the umbrella does not re-export it.
    .target(
      name: "MVVMConformance",
      dependencies: [
        "LoginDomain", "SignupDomain", "HeadlessUI", "MVVMCore", "BindingInstruments", "MVVMTestSupport", "DirectBaseline",
        "BindingParity",
      ]),
    // Commands declared once: a command's options, flags and arguments give its parsing, its
    // `--help` and its usage errors, in one wording; and the console it writes to. A target, not
    // a product: mvvm-kit's and binding-bench's commands are written with it.
    .target(name: "CommandLineParsing"),
    // The command line's implementation — its commands, script players, tables, trace
    // transcripts and diagrams, the demo — as a library target (not a product) behind one entry
    // point, `CommandLineTool`, so a test can run the commands in-process on strategies of its own.
    .target(
      name: "MVVMKitCommandLine",
      dependencies: [
        "MVVMBindingKit", "MVVMTestSupport", "BindingBenchmark", "BindingParity", "CommandLineParsing",
      ]),
    // The thin shell: it hands its arguments to `CommandLineTool` and exits with the status.
    .executableTarget(name: "mvvm-kit", dependencies: ["MVVMKitCommandLine"]),

    // The benchmark: an engine library (mvvm-kit and a user's benchmark use it too), a thin
    // executable, and a C allocation counter with its Swift probe, which only benchmark
    // executables link — it interposes on malloc for a whole binary.
    .target(
      name: "BindingBenchmark", dependencies: ["MVVMBindingKit", "CommandLineParsing"],
      path: "Benchmarks/BindingBenchmark"),
    .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
    .target(
      name: "AllocationCounting", dependencies: ["BindingBenchmark", "AllocationCounter"],
      path: "Benchmarks/AllocationCounting"),
    .executableTarget(
      name: "binding-bench", dependencies: ["BindingBenchmark", "AllocationCounting", "CommandLineParsing"],
      path: "Benchmarks/binding-bench"),
    // A fixed number of edits on one strategy, for callgrind (Benchmarks/Profiling/profile-edit.sh).
    .executableTarget(
      name: "edit-profile", dependencies: ["BindingBenchmark", "MVVMBindingKit"], path: "Benchmarks/edit-profile"),
    // Where one edit's time goes, mark by mark (enqueues, view writes, threads): Linux only.
    .executableTarget(
      name: "edit-timeline", dependencies: ["BindingBenchmark", "MVVMBindingKit"],
      path: "Benchmarks/edit-timeline"),

    // Strategies of a user's own, built outside the kit as a user builds one: the guide
    // docs/Guides/your-own-strategy.md's delegation, and the DocC tutorial's render closures.
    // Their tests hold them to the conformance suite, and `your-own-bench` times both beside
    // `closures` — the way a user benchmarks their own strategy; `render-bench` times the
    // tutorial's alone.
    .target(name: "YourOwnStrategy", dependencies: ["MVVMBindingKit"], path: "Examples/YourOwnStrategy"),
    .target(name: "RenderStrategy", dependencies: ["MVVMBindingKit"], path: "Examples/RenderStrategy"),
    .executableTarget(
      name: "your-own-bench",
      dependencies: [
        "YourOwnStrategy", "RenderStrategy", "MVVMBindingKit", "BindingBenchmark", "AllocationCounting",
      ],
      path: "Examples/your-own-bench"),
    // The tutorial's benchmark: its `main.swift` imports the reader's module and the kit only, as
    // the fresh package scripts/tutorial-package.sh builds from the tutorial's files does.
    .executableTarget(
      name: "render-bench",
      dependencies: ["RenderStrategy", "MVVMBindingKit", "BindingBenchmark", "AllocationCounting"],
      path: "Examples/render-bench"),
    // A screen the kit does not have, migrated as a user migrates one: RxExample's search as you
    // type, before on ReactiveStream in RxSwift idiom and after on Swift Observation, each
    // described for `checkParity` on a clock and a gated service of its own.
    .target(
      name: "Migration", dependencies: ["ReactiveStream", "HeadlessUI", "BindingParity"],
      path: "Examples/Migration", exclude: ["README.md"]),

    .testTarget(name: "LoginDomainTests", dependencies: ["LoginDomain"]),
    // The parity runner on screens of the tests' own: generators, shrinking, settle, the report.
    .testTarget(name: "BindingParityTests", dependencies: ["BindingParity"]),
    .testTarget(name: "SignupDomainTests", dependencies: ["SignupDomain", "LoginDomain"]),
    .testTarget(name: "TestSupportTests", dependencies: ["MVVMTestSupport", "SignupDomain"]),
    .testTarget(
      name: "HeadlessUITests", dependencies: ["HeadlessUI", "LoginDomain", "MVVMCore", "BindingInstruments"]),
    // ManualClock drives ClockScheduler's tests; the library itself imports nothing of the kit.
    .testTarget(
      name: "ReactiveStreamTests",
      dependencies: ["ReactiveStream", "ReactiveStreamTesting", "MVVMTestSupport"]),
    .testTarget(name: "AsyncStreamBindingTests", dependencies: ["MVVMBindingKit"]),
    .testTarget(name: "ClosureBindingTests", dependencies: ["ClosureBinding"]),
    .testTarget(name: "ObservationBindingTests", dependencies: ["MVVMBindingKit"]),
    // The guide's strategy held to the conformance suite, in XCTest and in Swift Testing.
    .testTarget(
      name: "YourOwnStrategyTests", dependencies: ["YourOwnStrategy", "MVVMBindingKit", "MVVMConformance"]),
    // Each style's view model tested on its own, as its guide's "Test your view model" shows.
    .testTarget(
      name: "TestYourViewModelTests",
      dependencies: ["MVVMBindingKit", "MVVMTestSupport", "ReactiveStreamTesting"]),
    // The docs and sources read as text: links resolve, counts and costs match their sources,
    // no API newer than macOS 14 is called unguarded, and every target declares what it imports;
    // and every registered strategy (the registry, as `mvvm-kit list --json` prints it) has each
    // piece the kit keeps of it.
    .testTarget(name: "DocsTests", dependencies: ["MVVMKitCommandLine", "BindingBenchmark"]),
    // Not dependent on binding-bench, your-own-bench or AllocationCounting (that would link the
    // allocation counter into the tests); `swift test` builds every executable, and these tests
    // run them.
    .testTarget(
      name: "BindingBenchmarkTests", dependencies: ["BindingBenchmark", "MVVMBindingKit", "CommandLineParsing"]),
    // Each strategy's delivery profile held to the one recorded of it (`DeliveryProfiles/<id>.json`,
    // written by `mvvm-kit record-profiles`), read by path.
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["MVVMBindingKit", "MVVMConformance", "MVVMTestSupport", "MVVMKitCommandLine"],
      exclude: ["DeliveryProfiles"]),
    // The same suite as a Swift Testing user writes it: one test case per (strategy, case) pair,
    // a slice covering every case and every strategy on every behaviour.
    .testTarget(
      name: "SwiftTestingConformanceTests", dependencies: ["MVVMBindingKit", "MVVMConformance"]),
    // Every hop of one edit in each strategy, and the trace's turn rules and privacy.
    // The diagrams are drawn by the command line's `TraceDiagram`.
    // And a screen of the tests' own, which the trace, the script player and checkParity take.
    // Its goldens (`Goldens/<id>.txt`, written by `mvvm-kit record-goldens`) are read by path.
    .testTarget(
      name: "TraceTests",
      dependencies: [
        "MVVMBindingKit", "MVVMKitCommandLine", "MVVMTestSupport", "BindingParity", "HeadlessUI",
      ],
      exclude: ["Goldens"]),
    // A user's strategy written from the public API, correct and then with one realistic bug
    // at a time: the measure of what the conformance suite catches, and of what parity finds
    // alone (docs/Parity.md's bug table).
    .testTarget(
      name: "RealisticBugsTests",
      dependencies: ["MVVMBindingKit", "MVVMConformance", "MVVMTestSupport", "BindingParity"]),
    // docs/Exercises.md's answers, checked: each exercise's change made beside the kit and
    // measured with the tools the page names.
    .testTarget(
      name: "ExerciseTests",
      dependencies: ["MVVMBindingKit", "MVVMConformance", "MVVMKitCommandLine", "MVVMTestSupport"]),
    // The DocC tutorial "Bring your own binding": its code is these targets' sources — the
    // first draft (with the bug the suite finds) in a test target of its own, beside the tests
    // of the fixed strategy (Examples/RenderStrategy, benchmarked by `render-bench`).
    .testTarget(
      name: "BringYourOwnBindingTests",
      dependencies: ["RenderStrategy", "MVVMBindingKit", "MVVMConformance", "MVVMTestSupport"]),
    // The migration proven: each version's behaviour, before and after equal over random
    // sessions, and three one-line migration mistakes each caught and shrunk.
    .testTarget(name: "MigrationTests", dependencies: ["Migration", "BindingParity", "HeadlessUI"]),
    .testTarget(name: "BringYourOwnBindingDraftTests", dependencies: ["MVVMBindingKit", "MVVMConformance"]),
    // Runs the built `mvvm-kit` binary (the dependency makes `swift test` build it first), and
    // tests the command line's parts in-process.
    .testTarget(
      name: "CLITests",
      dependencies: [
        "mvvm-kit", "MVVMKitCommandLine", "MVVMBindingKit", "MVVMConformance", "BindingBenchmark",
        "MVVMTestSupport", "CommandLineParsing",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// Every target opts into the same upcoming features, so no module is stricter than another:
// `ExistentialAny` makes every existential visible as `any`, and `MemberImportVisibility` makes a
// file import the module whose members it uses instead of inheriting them from a neighbour's import.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
