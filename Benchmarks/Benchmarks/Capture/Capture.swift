import Benchmark
import Scenes
import TimingLabCapture

/// A layer as an app's would answer a snapshot: ten animations of every class, model and
/// presentation values for what they animate.
final class BenchLayer: CaptureSource {
  let index: Int
  var sublayers: [BenchLayer] = []
  static let now = 86400.0

  init(_ index: Int) { self.index = index }

  static func animation(_ k: Int) -> CapturedAnimation {
    var timing = CapturedTiming(beginTime: now - 0.1 * Double(k), duration: 1 + Double(k) / 10)
    if k % 3 == 0 { timing.repeatCount = .infinity }
    switch k % 4 {
    case 0:
      var a = CapturedAnimation(className: "CABasicAnimation", timing: timing)
      a.property = .init(keyPath: "opacity")
      a.basic = .init(from: .number(0), to: .number(1))
      a.timingFunction = .controlPoints(0.42, 0, 0.58, 1)
      return a
    case 1:
      var a = CapturedAnimation(className: "CAKeyframeAnimation", timing: timing)
      a.property = .init(keyPath: "position", isAdditive: true)
      a.keyframes = .init(values: (0..<5).map { .point(x: Double($0) * 10, y: 0) }, keyTimes: [0, 0.2, 0.5, 0.8, 1])
      return a
    case 2:
      var a = CapturedAnimation(className: "CASpringAnimation", timing: timing)
      a.property = .init(keyPath: "transform.scale")
      a.basic = .init(from: .number(0.5), to: .number(1))
      a.spring = .init(stiffness: 300, damping: 15)
      return a
    default:
      var group = CapturedAnimation(className: "CAAnimationGroup", timing: timing)
      var colour = CapturedAnimation(className: "CABasicAnimation", timing: CapturedTiming(duration: 1))
      colour.property = .init(keyPath: "backgroundColor")
      colour.basic = .init(from: .color(red: 1, green: 0.584, blue: 0, alpha: 1), to: .color(red: 0, green: 0, blue: 1, alpha: 1))
      group.children = [colour]
      return group
    }
  }

  static let animations = (0..<10).map { (key: "key\($0)", animation: animation($0)) }

  var captureClassNames: [String] { ["CALayer"] }
  var captureName: String? { "layer\(index)" }
  var captureViewIdentifier: String? { nil }
  var captureViewClassName: String? { "UIView" }
  var captureTiming: CapturedTiming { CapturedTiming() }
  var captureSublayers: [any CaptureSource] { sublayers }
  var captureAnimationKeys: [String] { Self.animations.map(\.key) }
  func captureAnimation(forKey key: String) -> CapturedAnimation? {
    Self.animations.first { $0.key == key }?.animation
  }
  func captureModelValue(forKeyPath keyPath: String) -> CapturedValue? {
    switch keyPath {
    case "position": .point(x: Double(index), y: 10)
    case "bounds": .rect(x: 0, y: 0, width: 40, height: 40)
    case "opacity": .number(1)
    default: nil
    }
  }
  func capturePresentationValue(forKeyPath keyPath: String) -> CapturedValue? {
    switch keyPath {
    case "backgroundColor": .color(red: 0.5, green: 0.3, blue: 0.5, alpha: 1)
    case "position": .point(x: Double(index) + 5, y: 10)
    default: .number(0.5)
    }
  }
  func captureParentTime(atHostTime t: Double) -> Double { t }
  var captureAncestorsRate: Double { 1 }
}

/// 1,000 layers: a root with 10 children of 99 leaves each (1 + 10 + 990 = 1,001), 10 animations each.
func tree() -> BenchLayer {
  var next = 0
  func make() -> BenchLayer {
    next += 1
    return BenchLayer(next)
  }
  let root = make()
  root.sublayers = (0..<10).map { _ in
    let branch = make()
    branch.sublayers = (0..<99).map { _ in make() }
    return branch
  }
  return root
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 100)
  let root = tree()
  let text = TimingLabCapture.snapshot(of: root, atHostTime: BenchLayer.now)
  let scene: Scene
  do { scene = try Scene.decode(text) } catch { fatalError("\(String(describing: error).prefix(600))") }
  precondition(scene.root.sublayers.count == 10 && scene.root.animations.count == 10)

  // One snapshot of 1,001 layers × 10 animations (10,010): the walk, every value and the JSON text.
  Benchmark("Snapshot 1,001 layers × 10 animations") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(TimingLabCapture.snapshot(of: root, atHostTime: BenchLayer.now))
    }
  }

  // Opening it in timinglab: reading the file and comparing the engine at 0 with every recorded value.
  Benchmark("Read back and compare 1,001 layers × 10 animations") { benchmark in
    for _ in benchmark.scaledIterations {
      let read = try Scene.decode(text)
      blackHole(read.captureComparisons())
    }
  }
}
