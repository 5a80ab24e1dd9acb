import BindingBenchmark
import Foundation
import MVVMBindingKit
import MVVMTestSupport

/// A strategy's recorded delivery profile: what `deliveryProfile(of:)` measured of it, under
/// `compare`'s keys, with the toolchain it was measured on, kept in a file of its own that
/// `mvvm-kit record-profiles` writes and DeliveryProfileTests holds a fresh measurement to.
public enum RecordedProfile {
  /// Where the profiles live, relative to the package root: `<id>.json` each.
  public static let directory = "Tests/ConformanceTests/DeliveryProfiles"

  /// The toolchain this build measures on, as a recorded profile names it.
  public static let toolchain = Toolchain.swift

  /// The recorded profile of `id`, relative to the package root.
  public static func path(of id: String) -> String {
    "\(directory)/\(id).json"
  }

  /// The one command that writes the profile of `id`.
  public static func recordCommand(for id: String) -> String {
    "swift run mvvm-kit record-profiles --strategy \(id)"
  }

  /// The file's text for `profile` of `id`: a JSON object, keys sorted, a final newline.
  public static func text(of profile: DeliveryProfile, id: String) -> String {
    let object = ["strategy": id, "swift": toolchain].merging(
      DeliveryProfile.figures.jsonObject(of: profile)
    ) { a, _ in a }
    // Safe to force: the object holds only strings, numbers, booleans and null.
    let data = try! JSONSerialization.data(
      withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A recorded file read back: the toolchain it was measured on, and the profile.
  public static func read(_ data: Data) throws -> (swift: String, profile: DeliveryProfile) {
    struct MeasuredOn: Decodable {
      let swift: String
    }
    let decoder = JSONDecoder()
    return (
      try decoder.decode(MeasuredOn.self, from: data).swift,
      try decoder.decode(DeliveryProfile.self, from: data)
    )
  }
}
