import Benchmark
import MediaTiming
import SceneCode
import Scenes

// Work that must grow linearly with its input: each benchmark runs at 1×, 10× and 100× the same
// input, so a quadratic step shows as ×100 between rows instead of ×10 (20,000 notation items
// took 50 s before ids were made with `UniqueNames`).

/// `n` notation items of the same kind (every one gets an id from the same base).
func notationText(_ n: Int) -> String {
  (0..<n).map { "duration=\(1 + $0 % 3) beginTime=\($0 % 5)" }.joined(separator: "; ")
}

/// Swift set-up code adding `n` animations to one layer.
func swiftCode(_ n: Int) -> String {
  (0..<n).map { i in
    """
    let fade\(i) = CABasicAnimation(keyPath: "opacity")
    fade\(i).fromValue = 1
    fade\(i).toValue = 0
    fade\(i).duration = \(1 + i % 3)
    layer.add(fade\(i), forKey: "fade")

    """
  }.joined()
}

/// Paced keyframes through `n` values, some of them huge (the plan is built when they are made).
func pacedKeyframes(_ n: Int) -> Keyframes {
  Keyframes(values: (0..<n).map { .number($0 % 7 == 0 ? 1e300 : Double($0)) }, calculationMode: .paced)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 200)
  for n in [200, 2_000, 20_000] {
    let text = notationText(n)
    Benchmark("notation read \(n) items") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try? Scene.parseNotation(text)) }
    }
    let scene = try! Scene.parseNotation(text)
    Benchmark("notation write \(n) items") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(scene.notation) }
    }
    Benchmark("code export \(n) animations") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try? CodeExport.code(scene, language: .swift)) }
    }
  }
  for n in [50, 500, 5_000] {
    let code = swiftCode(n)
    Benchmark("code import \(n) animations") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try? CodeImport.read(code)) }
    }
  }
  for n in [10, 100, 1_000] {
    Benchmark(
      "paced keyframes, \(n) values with 1e300, built and sampled 100 times",
      configuration: .init(timeUnits: .microseconds)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        let keyframes = pacedKeyframes(n)
        for step in 0..<100 { blackHole(keyframes.value(at: Double(step) / 100)) }
      }
    }
  }
}
