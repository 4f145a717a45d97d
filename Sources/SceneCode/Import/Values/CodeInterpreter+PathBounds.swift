import MediaTiming

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path's bounding boxes and its stroked outline's, as Core Graphics gives them:
/// `boundingBoxOfPath` (`CGPathGetPathBoundingBox`: the curves' own extent), `boundingBox` and a
/// `UIBezierPath`'s `bounds` (`CGPathGetBoundingBox`: control points included), and
/// `CGPath(__byStroking:…)` / `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` /
/// `CGPathCreateCopyByStrokingPath`, whose outline code reads back only as a box (a layer sized
/// to fit its stroke).
extension CodeInterpreter {
  /// How a stroked copy was stroked: line width (points), cap, join, miter limit.
  struct StrokeStyle: Hashable {
    var width: Double
    var cap = "butt"
    var join = "miter"
    var miterLimit = 10.0
  }

  /// The box member (`boundingBoxOfPath`, `boundingBox`, `bounds`) of path `i`; nil for others.
  func pathBox(_ i: Int, _ member: String) -> RuntimeValue? {
    let tight: Bool
    switch member {
    case "boundingBoxOfPath": tight = true
    case "boundingBox", "bounds": tight = false
    default: return nil
    }
    guard let shape = try? KeyframePath(parsing: paths[i].data.joined(separator: " ")) else {
      return .rect(.infinity, .infinity, 0, 0)  // an empty path's box is CGRect.null
    }
    let box = paths[i].stroke.map { Self.strokedBox(shape, $0) } ?? Self.box(shape, tight: tight)
    return .rect(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY)
  }

  /// A stroked copy of path `p`: `width` and the style's names as Swift or C spells them
  /// (`.round`, `kCGLineCapRound`).
  mutating func strokedCopy(_ p: Int, width: Double, cap: String?, join: String?, miterLimit: Double?) -> RuntimeValue {
    var copy = paths[p]
    func name(_ text: String?, _ fallback: String) -> String {
      guard let text else { return fallback }
      for known in ["round", "square", "butt", "miter", "bevel"] where text.lowercased().hasSuffix(known) {
        return known
      }
      return fallback
    }
    copy.stroke = StrokeStyle(
      width: width, cap: name(cap, "butt"), join: name(join, "miter"), miterLimit: miterLimit ?? 10)
    paths.append(copy)
    return .path(paths.count - 1)
  }

  struct Box {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    mutating func add(_ p: SIMD2<Double>) {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
  }

  /// The parameters in (0, 1) where a segment's x or y turns (its derivative's roots).
  static func turningParameters(_ s: KeyframePath.Segment) -> [Double] {
    var roots: [Double] = []
    func solve(_ a: Double, _ b: Double, _ c: Double) {
      // a t² + b t + c = 0
      if abs(a) < 1e-12 {
        if abs(b) > 1e-12 { roots.append(-c / b) }
        return
      }
      let d = b * b - 4 * a * c
      guard d >= 0 else { return }
      roots += [(-b + d.squareRoot()) / (2 * a), (-b - d.squareRoot()) / (2 * a)]
    }
    switch s.shape {
    case .line: break
    case .quad(let c):
      for axis in 0..<2 { solve(0, 2 * (s.end[axis] - 2 * c[axis] + s.start[axis]), 2 * (c[axis] - s.start[axis])) }
    case .cubic(let c1, let c2):
      for axis in 0..<2 {
        let (p0, p1, p2, p3) = (s.start[axis], c1[axis], c2[axis], s.end[axis])
        solve(3 * (-p0 + 3 * p1 - 3 * p2 + p3), 6 * (p0 - 2 * p1 + p2), 3 * (p1 - p0))
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  /// The path's box: its curves' extent (`tight`) or with every control point.
  static func box(_ shape: KeyframePath, tight: Bool) -> Box {
    var box = Box()
    for s in shape.segments {
      box.add(s.start)
      box.add(s.end)
      if tight {
        for t in turningParameters(s) { box.add(s.point(at: t)) }
      } else {
        switch s.shape {
        case .line: break
        case .quad(let c): box.add(c)
        case .cubic(let c1, let c2):
          box.add(c1)
          box.add(c2)
        }
      }
    }
    return box
  }

  /// The box of the path's stroke: each segment's edges half the width out on both sides
  /// (curves sampled finely, and at their turning points), the caps at open ends (round: a
  /// disc; square: half the width beyond the end; butt: nothing more), the joins between
  /// segments (round: a disc; miter: the tip, when within the miter limit).
  static func strokedBox(_ shape: KeyframePath, _ style: StrokeStyle) -> Box {
    let half = style.width / 2
    var box = Box()
    func unit(_ v: SIMD2<Double>) -> SIMD2<Double>? {
      let n = (v.x * v.x + v.y * v.y).squareRoot()
      return n > 1e-12 ? v / n : nil
    }
    func disc(_ p: SIMD2<Double>) {
      box.add(p - SIMD2(half, half))
      box.add(p + SIMD2(half, half))
    }
    func cap(_ p: SIMD2<Double>, _ outward: SIMD2<Double>) {
      switch style.cap {
      case "round": disc(p)
      case "square":
        let normal = SIMD2(-outward.y, outward.x) * half
        box.add(p + outward * half + normal)
        box.add(p + outward * half - normal)
      default: break
      }
    }
    func join(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) {
      let cosine = Swift.max(-1, Swift.min(1, a.x * b.x + a.y * b.y))
      guard cosine < 1 - 1e-9 else { return }  // smooth: the edges meet
      switch style.join {
      case "round": disc(p)
      case "miter":
        // The miter's length over the line width is 1 / sin(θ/2), θ the angle between the edges.
        let theta = Double.pi - acos(cosine)
        let ratio = 1 / Swift.max(sin(theta / 2), 1e-12)
        guard ratio <= style.miterLimit, let bisector = unit(a - b) else { return }
        box.add(p + bisector * (half * ratio))
      default: break
      }
    }
    let segments = shape.segments
    for (index, s) in segments.enumerated() {
      var parameters = (0...64).map { Double($0) / 64 } + turningParameters(s)
      if case .line = s.shape { parameters = [0, 1] }
      for t in parameters {
        guard let d = unit(s.derivative(at: t)) else { continue }
        let normal = SIMD2(-d.y, d.x) * half
        box.add(s.point(at: t) + normal)
        box.add(s.point(at: t) - normal)
      }
      let startsSubpath = index == 0 || segments[index - 1].end != s.start
      let endsSubpath = index == segments.count - 1 || segments[index + 1].start != s.end
      if startsSubpath, let d = unit(s.derivative(at: 0)) { cap(s.start, -d) }
      if endsSubpath, let d = unit(s.derivative(at: 1)) { cap(s.end, d) }
      if !endsSubpath, let a = unit(s.derivative(at: 1)), let b = unit(segments[index + 1].derivative(at: 0)) {
        join(s.end, a, b)
      }
    }
    return box
  }
}
