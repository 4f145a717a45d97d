// swift-tools-version: 6.1
// The benchmarks live in a package of their own so that building TimingLab stays lean.
// Run: cd Benchmarks && swift package benchmark
import Foundation
import PackageDescription

/// The main package's identity is the name of its folder (a path dependency), whatever the clone
/// is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "TimingLabBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "Curves",
      dependencies: [
        .product(name: "MediaTiming", package: root),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Curves",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "SceneEvaluation",
      dependencies: [
        .product(name: "MediaTiming", package: root),
        .product(name: "Scenes", package: root),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SceneEvaluation",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Screen",
      dependencies: [
        .product(name: "Scenes", package: root),
        .product(name: "TermGrid", package: root),
        .product(name: "Explorer", package: root),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Screen",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
