// swift-tools-version: 6.1
// A package outside the kit, as a user's app would be: it depends on the kit by path and imports
// BindingParity alone, to prove its rewritten cart screen shows what the old one did.

import PackageDescription

let package = Package(
  name: "ParityOutside",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "MVVMBindingKit", path: "../..")],
  targets: [
    .target(name: "Cart"),
    .testTarget(
      name: "CartTests",
      dependencies: ["Cart", .product(name: "BindingParity", package: "MVVMBindingKit")]),
  ],
  swiftLanguageModes: [.v6]
)
