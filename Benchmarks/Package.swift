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
    benchmark("Curves", using: ["MediaTiming"]),
    benchmark("SceneEvaluation", using: ["MediaTiming", "Scenes"]),
    benchmark("Screen", using: ["Scenes", "TermGrid", "Explorer"]),
    benchmark("Scaling", using: ["MediaTiming", "Scenes", "SceneCode"]),
    benchmark("Capture", using: ["TimingLabCapture", "Scenes"]),
    // Not a benchmark: the run loop for N frames, for callgrind (scripts/frame-instructions.sh).
    .executableTarget(
      name: "FrameCount", dependencies: ["Scenes", "TermGrid", "Explorer"].map { .product(name: $0, package: root) },
      path: "Benchmarks/FrameCount"),
  ]
)

/// A benchmark executable in `Benchmarks/NAME` using these products of the main package.
func benchmark(_ name: String, using products: [String]) -> Target {
  .executableTarget(
    name: name,
    dependencies: products.map { .product(name: $0, package: root) } + [.product(name: "Benchmark", package: "benchmark")],
    path: "Benchmarks/\(name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}
