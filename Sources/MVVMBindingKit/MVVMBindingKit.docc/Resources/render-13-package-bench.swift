// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "RenderStrategy",
  // The kit's own minimum: on Apple platforms it needs macOS 14.
  platforms: [.macOS(.v14)],
  dependencies: [
    // The kit, checked out in the folder beside this one.
    .package(name: "MVVMBindingKit", path: "../MVVMBindingKit")
  ],
  targets: [
    // Your strategy: a library, so that both the tests and a benchmark can use it.
    .target(
      name: "RenderStrategy",
      dependencies: [.product(name: "MVVMBindingKit", package: "MVVMBindingKit")]),
    .testTarget(
      name: "RenderStrategyTests",
      dependencies: [
        "RenderStrategy",
        .product(name: "MVVMBindingKit", package: "MVVMBindingKit"),
        .product(name: "MVVMConformance", package: "MVVMBindingKit"),
        .product(name: "MVVMTestSupport", package: "MVVMBindingKit"),
      ]),
    // The benchmark: AllocationCounting stands in for malloc in the whole binary that links
    // it, so only this executable depends on it.
    .executableTarget(
      name: "render-bench",
      dependencies: [
        "RenderStrategy",
        .product(name: "MVVMBindingKit", package: "MVVMBindingKit"),
        .product(name: "BindingBenchmark", package: "MVVMBindingKit"),
        .product(name: "AllocationCounting", package: "MVVMBindingKit"),
      ]),
  ]
)
