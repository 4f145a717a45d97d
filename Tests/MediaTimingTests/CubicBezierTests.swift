import Foundation
import MediaTiming
import PropertyBased
import Testing

/// An independent reference: the same curve solved in 80-bit floats by plain bisection on s to
/// full Float80 precision, then y in Float80, rounded to Double (about 1e-19 from exact).
func referenceProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
  #if arch(x86_64) && !os(Windows)
    typealias Wide = Float80
  #else
    typealias Wide = Double
  #endif
  let (wx1, wy1, wx2, wy2, wx) = (Wide(x1), Wide(y1), Wide(x2), Wide(y2), Wide(x))
  func bezier(_ p1: Wide, _ p2: Wide, _ s: Wide) -> Wide {
    let t = 1 - s
    return 3 * t * t * s * p1 + 3 * t * s * s * p2 + s * s * s
  }
  if x <= 0 || x >= 1 { return x <= 0 ? 0 : 1 }
  // For x1 = 1, x2 = 0, x(s) is flat at s = ½ and bisection on x(s) < x cannot resolve s better
  // than the cube root of the rounding (~1e-7). Expanding by hand: 3(1−s)²s + s³ − ½ =
  // 3s − 6s² + 4s³ − ½ = 4(s − ½)³, so compare 4(s − ½)³ with x − ½ instead (x − ½ is exact).
  let cusp = x1 == 1 && x2 == 0
  var low: Wide = 0
  var high: Wide = 1
  for _ in 0..<80 {
    let middle = (low + high) / 2
    let below = cusp ? 4 * (middle - 0.5) * (middle - 0.5) * (middle - 0.5) < wx - 0.5 : bezier(wx1, wx2, middle) < wx
    if below { low = middle } else { high = middle }
  }
  return Double(bezier(wy1, wy2, (low + high) / 2))
}

@Suite("Cubic Bézier timing functions")
struct CubicBezierTests {
  static let accuracy = 4e-15

  static let benchmarkCurves: [(Double, Double, Double, Double)] = [
    (0, 0, 1, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
    (0.68, -0.55, 0.265, 1.55), (0.9, 0, 0.1, 1),
  ]

  struct Vector: Decodable {
    var p1x: Double, p1y: Double, p2x: Double, p2y: Double, x: Double, y: Double
    var y_mp: Double?
    var tolerance: Double
    var source: String
  }

  // Published vectors (Chromium, Blink): within the stricter of their tolerance and 4e-15 of the
  // exact value y_mp (50-digit arithmetic); extrapolated inputs (no y_mp) exactly as published.
  @Test func publishedVectors() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Fixtures/bezier-published.json")
    struct File: Decodable { var vectors: [Vector] }
    let vectors = try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).vectors
    #expect(vectors.count == 64)
    for v in vectors {
      let f = try TimingFunction(controlPoints: v.p1x, v.p1y, v.p2x, v.p2y)
      let y = f.progress(at: v.x)
      if let exact = v.y_mp {
        #expect(abs(y - exact) <= Self.accuracy, "\(v.source) x=\(v.x): \(y) vs \(exact)")
        #expect(
          abs(y - v.y) <= max(v.tolerance, Self.accuracy) + 1e-15 || v.tolerance == 0 && abs(y - v.y) <= Self.accuracy)
      } else {
        #expect(abs(y - v.y) <= max(v.tolerance, 1e-15), "\(v.source) x=\(v.x): \(y) vs \(v.y)")
      }
    }
  }

  // Dense comparison with the Float80 reference for the benchmark's seven curves, 20,001 points
  // each, including the ends.
  @Test(arguments: benchmarkCurves.indices)
  func denseAgainstReference(index: Int) throws {
    let (x1, y1, x2, y2) = Self.benchmarkCurves[index]
    let f = try TimingFunction(controlPoints: x1, y1, x2, y2)
    var worst = 0.0
    for i in 0...20_000 {
      let x = Double(i) / 20_000
      worst = max(worst, abs(f.progress(at: x) - referenceProgress(x1, y1, x2, y2, at: x)))
    }
    #expect(worst <= Self.accuracy, "worst \(worst)")
  }

  // Inputs on the solver's table nodes (i/128, and 0.5, 0.25, … that animations hit all the time)
  // and one ulp either side: exact to 4e-15, and in order up to rounding (an ulp or two: the
  // output is not correctly rounded), for the seven curves.
  @Test(arguments: benchmarkCurves.indices)
  func tableNodesAndNeighbours(index: Int) throws {
    let (x1, y1, x2, y2) = Self.benchmarkCurves[index]
    let f = try TimingFunction(controlPoints: x1, y1, x2, y2)
    for i in 1..<128 {
      let node = Double(i) / 128
      let xs = [node.nextDown, node, node.nextUp]
      let ys = xs.map { f.progress(at: $0) }
      for (x, y) in zip(xs, ys) {
        #expect(abs(y - referenceProgress(x1, y1, x2, y2, at: x)) <= Self.accuracy, "x = \(x)")
      }
      let rising = referenceProgress(x1, y1, x2, y2, at: node.nextUp) >= referenceProgress(x1, y1, x2, y2, at: node)
      let slack = 2 * ys[1].ulp
      if index != 5 && rising {
        #expect(ys[0] <= ys[1] + slack && ys[1] <= ys[2] + slack, "x = \(node): \(ys)")
      }
    }
  }

  // Random valid curves (x in 0...1, y overshooting) at random inputs, including tiny and
  // near-one inputs where the slope of x(s) can vanish.
  @Test func randomCurvesAgainstReference() async {
    let coordinate = Gen.double(in: 0...1)
    let overshoot = Gen.double(in: -1...2)
    let input = Gen.oneOf(Gen.double(in: 0...1), Gen.double(in: 0...1e-6), Gen.double(in: 0.999999...1))
    await propertyCheck(count: 3000, input: coordinate, overshoot, coordinate, overshoot, input) { x1, y1, x2, y2, x in
      let f = try! TimingFunction(controlPoints: x1, y1, x2, y2)
      let y = f.progress(at: x)
      #expect(abs(y - referenceProgress(x1, y1, x2, y2, at: x)) <= Self.accuracy)
      #expect(y.isFinite)
    }
  }

  // Degenerate curves: flat ends (x1 = 0 or x2 = 1), all points at a corner, a cusp-like curve.
  @Test(arguments: [
    (0.0, 1.0, 0.0, 1.0), (1.0, 0.0, 1.0, 0.0), (0.0, 0.0, 0.0, 0.0), (1.0, 1.0, 1.0, 1.0), (0.0, 0.5, 1.0, 0.5),
    (1.0, 0.0, 0.0, 1.0),
  ])
  func degenerateCurves(x1: Double, y1: Double, x2: Double, y2: Double) throws {
    let f = try TimingFunction(controlPoints: x1, y1, x2, y2)
    #expect(f.progress(at: 0) == 0)
    #expect(f.progress(at: 1) == 1)
    for i in 0...2000 {
      let x = Double(i) / 2000
      #expect(abs(f.progress(at: x) - referenceProgress(x1, y1, x2, y2, at: x)) <= Self.accuracy)
    }
  }

  // Monotone wherever the true curve is: y control points in 0...1 make y(x) non-decreasing.
  @Test(arguments: benchmarkCurves.indices.filter { ![5].contains($0) })
  func monotone(index: Int) throws {
    let (x1, y1, x2, y2) = Self.benchmarkCurves[index]
    let f = try TimingFunction(controlPoints: x1, y1, x2, y2)
    var previous = 0.0
    for i in 0...100_000 {
      let y = f.progress(at: Double(i) / 100_000)
      #expect(y >= previous)
      previous = y
    }
  }

  @Test func rejectsInvalidControlPoints() {
    #expect(throws: TimingFunction.CreationError.controlPointXOutOfRange(1.2)) {
      try TimingFunction(controlPoints: 1.2, 0, 1, 1)
    }
    #expect(throws: TimingFunction.CreationError.controlPointXOutOfRange(-0.1)) {
      try TimingFunction(controlPoints: 0, 0, -0.1, 1)
    }
    #expect(throws: (any Error).self) { try TimingFunction(controlPoints: .nan, 0, 1, 1) }
    #expect(throws: (any Error).self) { try TimingFunction(controlPoints: 0, .infinity, 1, 1) }
  }

  // The named functions have Apple's control points; easeInEaseOut is symmetric: f(1−x) = 1 − f(x).
  @Test func namedFunctions() {
    #expect(TimingFunction.easeIn.cssText == "cubic-bezier(0.42, 0, 1, 1)")
    #expect(TimingFunction.default.cssText == "cubic-bezier(0.25, 0.1, 0.25, 1)")
    #expect(TimingFunction.easeInEaseOut.progress(at: 0.5) == 0.5)
    for x in stride(from: 0.0, through: 1, by: 0.01) {
      let a = TimingFunction.easeInEaseOut.progress(at: x)
      let b = TimingFunction.easeInEaseOut.progress(at: 1 - x)
      #expect(abs(a + b - 1) <= 2e-15)
    }
  }
}
