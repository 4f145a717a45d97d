/// A `CGPath` as a shape layer's `path` value: written back as SVG data, and morphed as Core
/// Animation morphs paths. Apple: paths with the same number and kinds of elements interpolate
/// point by point; "if the two paths have a different number of control points or segments, the
/// results are undefined" — TimingLab shows the first path until halfway, then the second.
extension KeyframePath {
  /// A path of `segments`, with its SVG data written from them (`M` where a segment does not
  /// start where the previous one ended).
  public init(segments: [Segment]) {
    var parts: [String] = []
    var current: SIMD2<Double>?
    func point(_ p: SIMD2<Double>) -> String { shortestText(p.x) + " " + shortestText(p.y) }
    for segment in segments {
      if current != segment.start { parts.append("M " + point(segment.start)) }
      switch segment.shape {
      case .line: parts.append("L " + point(segment.end))
      case .quad(let c): parts.append("Q " + point(c) + " " + point(segment.end))
      case .cubic(let c1, let c2): parts.append("C " + point(c1) + " " + point(c2) + " " + point(segment.end))
      }
      current = segment.end
    }
    self.segments = segments
    self.data = parts.joined(separator: " ")
  }

  /// Every point's coordinates in order (each element's start, control points and end).
  public var coordinates: [Double] {
    segments.flatMap { segment -> [Double] in
      var points = [segment.start]
      switch segment.shape {
      case .line: break
      case .quad(let c): points.append(c)
      case .cubic(let c1, let c2): points += [c1, c2]
      }
      points.append(segment.end)
      return points.flatMap { [$0.x, $0.y] }
    }
  }

  /// True when both have the same number and kinds of elements (what a morph needs).
  public func hasSameElements(as other: KeyframePath) -> Bool {
    segments.count == other.segments.count
      && zip(segments, other.segments).allSatisfy { a, b in
        switch (a.shape, b.shape) {
        case (.line, .line), (.quad, .quad), (.cubic, .cubic): true
        default: false
        }
      }
  }

  /// The path with every coordinate of `self` and `other` combined by `combine`; nil when the
  /// elements differ.
  public func combined(with other: KeyframePath, _ combine: (Double, Double) -> Double) -> KeyframePath? {
    guard hasSameElements(as: other) else { return nil }
    func c(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> { SIMD2(combine(a.x, b.x), combine(a.y, b.y)) }
    return KeyframePath(
      segments: zip(segments, other.segments).map { a, b in
        let shape: Segment.Shape
        switch (a.shape, b.shape) {
        case (.quad(let p), .quad(let q)): shape = .quad(c(p, q))
        case (.cubic(let p1, let p2), .cubic(let q1, let q2)): shape = .cubic(c(p1, q1), c(p2, q2))
        default: shape = .line
        }
        return Segment(start: c(a.start, b.start), shape: shape, end: c(a.end, b.end))
      })
  }

  /// Every coordinate mapped by `transform`.
  public func mapped(_ transform: (Double) -> Double) -> KeyframePath {
    combined(with: self) { a, _ in transform(a) } ?? self
  }

  /// The morph `fraction` of the way from `from` to `to`: point by point when their elements
  /// match, else `from` before halfway and `to` from halfway on.
  public static func interpolate(from: KeyframePath, to: KeyframePath, fraction: Double) -> KeyframePath {
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    return from.combined(with: to) { lerp($0, $1, fraction) } ?? (fraction < 0.5 ? from : to)
  }
}
