import BindingBenchmark
import Foundation
import MVVMBindingKit

/// What the kit knows of one registered strategy, derived from its registration alone: the line
/// `mvvm-kit list --json` prints for it, which scripts and tests read instead of Swift source.
public struct StrategyRecord: Codable, Sendable, Equatable {
  /// The id, as `--strategy` takes it.
  public let id: String
  /// The human title.
  public let title: String
  /// The module its login screen is declared in (its folder under `Sources/`).
  public let module: String
  /// Its guide, relative to the package root.
  public let guide: String
  /// Its guide in Japanese, relative to the package root.
  public let japaneseGuide: String
  /// Whether it binds the sign-up screen too.
  public let bindsSignup: Bool
  /// Its reference mechanism's benchmark row (`ref-ID`, scenario `edit`), if the benchmark has one.
  public let referenceRow: String?
  /// Whether it is `direct`, the baseline every strategy is compared with.
  public let isBaseline: Bool

  /// The record of `strategy`, its module read from the type of a screen it makes.
  @MainActor
  public init(_ strategy: BindingStrategy) {
    id = strategy.id
    title = strategy.title
    module = Self.module(of: strategy)
    guide = "docs/Guides/\(strategy.id).md"
    japaneseGuide = "docs/ja/Guides/\(strategy.id).md"
    bindsSignup = strategy.supportsSignup
    referenceRow =
      ReferenceMechanism.available.first { $0.rawValue == "ref-\(strategy.id)" }?
      .rawValue
    isBaseline = strategy.id == BindingStrategy.direct.id
  }

  enum CodingKeys: String, CodingKey {
    case id, title, module, guide, japaneseGuide, bindsSignup, referenceRow, isBaseline
  }

  /// Encodes every key, `referenceRow` as `null` where there is none, so a script can read it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(module, forKey: .module)
    try container.encode(guide, forKey: .guide)
    try container.encode(japaneseGuide, forKey: .japaneseGuide)
    try container.encode(bindsSignup, forKey: .bindsSignup)
    try container.encode(referenceRow, forKey: .referenceRow)
    try container.encode(isBaseline, forKey: .isBaseline)
  }

  /// The records of `direct` and then `strategies`, in that order: the order the comparison's
  /// columns and the line counts take.
  @MainActor
  public static func records(of strategies: [BindingStrategy]) -> [StrategyRecord] {
    ([.direct] + strategies).map(StrategyRecord.init)
  }

  /// The records as `mvvm-kit list --json` prints them: a JSON array, keys sorted.
  public static func json(_ records: [StrategyRecord]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Safe to force: a record holds only strings, booleans and nil.
    return String(decoding: try! encoder.encode(records), as: UTF8.self) + "\n"
  }

  /// The module of the first type in a made screen's qualified name that is not the contract's:
  /// a screen generic over a view model is named by the view model's module.
  @MainActor
  private static func module(of strategy: BindingStrategy) -> String {
    let screen = strategy.makeScreen(service: InMemoryLoginService(accounts: [:]))
    let name = String(reflecting: type(of: screen))
    let modules = name.split(whereSeparator: {
      !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "."
    })
    .compactMap { $0.split(separator: ".").first.map(String.init) }
    return modules.first { !["MVVMCore", "Swift"].contains($0) } ?? modules.first ?? ""
  }
}
