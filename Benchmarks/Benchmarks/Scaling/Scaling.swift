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

/// About `lines` lines of Swift written the way libraries write indicators: a view class per 50
/// lines, each with a helper that makes a dot, a loop of begin offsets over an array, a group,
/// a teardown (the importer's target: 5,000 lines in under 100 ms).
func libraryCode(lines: Int) -> String {
  (0..<max(1, lines / 50)).map { k in
    """
    final class Indicator\(k)View: UIView {
        private var dots: [CALayer] = []
        private let delays: [CFTimeInterval] = [0, 0.12, 0.24, 0.36]
        private let size: CGFloat = \(8 + k % 5)

        override init(frame: CGRect) {
            super.init(frame: frame)
            for index in 0..<delays.count {
                let dot = makeDot(at: index)
                layer.addSublayer(dot)
                dots.append(dot)
            }
        }

        required init?(coder: NSCoder) { fatalError() }

        private func makeDot(at index: Int) -> CALayer {
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: size, height: size)
            dot.position = CGPoint(x: size / 2 + CGFloat(index) * size * 1.5, y: size / 2)
            dot.cornerRadius = size / 2
            dot.backgroundColor = UIColor.systemBlue.cgColor
            return dot
        }

        func startAnimating() {
            let now = CACurrentMediaTime()
            for (dot, delay) in zip(dots, delays) {
                let scale = CAKeyframeAnimation(keyPath: "transform.scale")
                scale.values = [1, 0.4, 1]
                scale.keyTimes = [0, 0.5, 1]
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.3
                let pulse = CAAnimationGroup()
                pulse.animations = [scale, fade]
                pulse.duration = \(1 + Double(k % 4) / 10)
                pulse.repeatCount = .infinity
                pulse.autoreverses = \(k % 2 == 0)
                pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                pulse.beginTime = now + delay
                dot.add(pulse, forKey: "pulse")
            }
        }

        func stopAnimating() {
            dots.forEach { $0.removeAllAnimations() }
        }
    }

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
  for lines in [500, 5_000] {
    let code = libraryCode(lines: lines)
    Benchmark("code import, \(lines) lines shaped as libraries write them") { benchmark in
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
