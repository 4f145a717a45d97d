import Benchmark
import MediaTiming

/// The seven curves of issue 3: the five named ones, an overshooting back curve and a steep
/// ease-in-out.
let curves: [TimingFunction] = [
  .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
  try! TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55),
  try! TimingFunction(controlPoints: 0.9, 0, 0.1, 1),
]

/// 1,024 inputs spread over 0…1 (a fixed, irregular sequence so branch prediction cannot learn it).
let inputs: [Double] = (0..<1024).map { index in
  let golden = 0.6180339887498949
  return (Double(index) * golden).truncatingRemainder(dividingBy: 1)
}

/// 1,000 inputs as animations produce them: frame times (k/60 s) over common durations, so many
/// land on round fractions (0.5, 0.25, 0.0625…) — the solver's table nodes.
let frameInputs: [Double] = {
  var inputs: [Double] = []
  while inputs.count < 1000 {
    for duration in [0.25, 0.5, 1, 1.5, 2, 3, 0.8] as [Double] {
      for frame in 1..<Int(duration * 60) { inputs.append(Double(frame) / 60 / duration) }
    }
  }
  return Array(inputs.prefix(1000))
}()

/// The baseline the issue compares against: a plain bracketed Newton at full precision, starting
/// from s = x, bisecting when a step leaves the bracket.
func bracketedNewton(_ x1: Double, _ x2: Double, _ y1: Double, _ y2: Double, at x: Double) -> Double {
  let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
  let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
  var low = 0.0, high = 1.0, s = x
  for _ in 0..<100 {
    let error = ((ax * s + bx) * s + cx) * s - x
    if error == 0 { break }
    if error > 0 { high = s } else { low = s }
    if high - low <= s.ulp { break }
    let slope = (3 * ax * s + 2 * bx) * s + cx
    var next = slope > 0 ? s - error / slope : .nan
    if !(next > low && next < high) { next = (low + high) / 2 }
    s = next
  }
  return ((ay * s + by) * s + cy) * s
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(2), maxIterations: 100_000)

  // Each iteration evaluates 1,000 inputs: the time per iteration in nanoseconds / 1,000 is the
  // time per evaluation.
  for (index, curve) in curves.enumerated() {
    Benchmark("progress(at:) \(index) \(curve.name ?? curve.cssText)") { benchmark in
      for _ in benchmark.scaledIterations {
        var sum = 0.0
        for x in inputs.prefix(1000) { sum += curve.progress(at: x) }
        blackHole(sum)
      }
    }
  }

  // Frame-aligned inputs (what a running animation asks for): each curve at 1,000 of them, so
  // time per iteration / 1,000 is again the time per evaluation.
  for (index, curve) in curves.enumerated() {
    Benchmark("progress(at:) \(index) frame-aligned \(curve.name ?? curve.cssText)") { benchmark in
      for _ in benchmark.scaledIterations {
        var sum = 0.0
        for x in frameInputs { sum += curve.progress(at: x) }
        blackHole(sum)
      }
    }
  }

  Benchmark("baseline bracketed Newton, all seven curves") { benchmark in
    let points: [(Double, Double, Double, Double)] = [
      (0, 0, 1, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
      (0.68, -0.55, 0.265, 1.55), (0.9, 0, 0.1, 1),
    ]
    for _ in benchmark.scaledIterations {
      var sum = 0.0
      for (i, x) in inputs.prefix(1000).enumerated() {
        let p = points[i % 7]
        sum += bracketedNewton(p.0, p.2, p.1, p.3, at: x)
      }
      blackHole(sum)
    }
  }

  // The same inputs and curves as the baseline, through `TimingFunction.progress(at:)` from this
  // package (as any package depending on MediaTiming calls it): issue 15's target is ≤ 0.35 of the
  // baseline's time.
  Benchmark("progress(at:) all seven curves in turn") { benchmark in
    for _ in benchmark.scaledIterations {
      var sum = 0.0
      for (i, x) in inputs.prefix(1000).enumerated() { sum += curves[i % 7].progress(at: x) }
      blackHole(sum)
    }
  }

  Benchmark("fraction(reaching:) all seven curves") { benchmark in
    for _ in benchmark.scaledIterations {
      var sum = 0.0
      for (i, p) in inputs.prefix(1000).enumerated() {
        sum += curves[i % 7].fraction(reaching: p) ?? 0
      }
      blackHole(sum)
    }
  }
}
