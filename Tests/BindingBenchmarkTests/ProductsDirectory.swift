import Foundation

/// Where `swift build` put the package's executables: beside the test bundle, which is how
/// `swift test` (having built them first) lets a test run `binding-bench` or `your-own-bench`.
var productsDirectory: URL {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    fatalError("no .xctest bundle found")
  #else
    return Bundle.main.bundleURL
  #endif
}
