#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Keyframes {
  /// The value at `fraction` of one repeat (V3–V5): the animation's eased progress `q` in the
  /// linear, discrete and cubic modes, its un-eased progress in the paced modes. Nil without
  /// keyframes; the one value with one keyframe.
  ///
  /// Linear and cubic find the segment with `kᵢ ≤ q < kᵢ₊₁` (a repeated key time shows the value
  /// after the jump), ease `u` by the segment's function, then interpolate (a line, the spline,
  /// or the path's element). Outside 0…1 (an overshooting animation timing function) the end
  /// segments extrapolate; discrete holds its first or last value.
  public func value(at fraction: Double) -> AnimatedValue? {
    let plan = self.plan
    let values = plan.values
    guard let first = values.first else { return nil }
    guard values.count > 1 else { return first }
    switch calculationMode {
    case .discrete:
      return values[discreteIndex(at: fraction)]
    case .linear, .cubic:
      let (segment, u) = segmentAndFraction(at: fraction)
      let eased = timingFunctions.flatMap { segment < $0.count ? $0[segment].progress(at: u) : nil } ?? u
      return interpolate(segment: segment, at: eased)
    case .paced, .cubicPaced:
      let q = min(max(fraction, 0), 1)
      if q == 1 { return values[values.count - 1] }
      if plan.totalLength > 0, plan.totalLength.isFinite,
        plan.segments != nil || (calculationMode == .cubicPaced && !plan.tangentsOut.isEmpty)
      {
        // Constant speed along the curve: arc length q·L.
        var remaining = q * plan.totalLength
        var segment = 0
        while segment < plan.lengths.count - 1 && remaining > plan.lengths[segment] {
          remaining -= plan.lengths[segment]
          segment += 1
        }
        let length = plan.lengths[segment]
        if let segments = plan.segments {
          let path = segments[segment]
          let p = path.point(at: path.parameter(atLength: remaining, total: length))
          return .point(p.x, p.y)
        }
        return Spline.value(
          atLength: min(remaining, length), total: length, from: values[segment], to: values[segment + 1],
          tangentOut: plan.tangentsOut[segment], tangentIn: plan.tangentsIn[segment + 1])
      }
      // Paced values (and nothing to measure): linear between the generated key times.
      let (segment, u) = segmentAndFraction(at: q)
      return interpolate(segment: segment, at: u)
    }
  }

  /// The angle (radians, in the superlayer's coordinates) of the path's tangent at `fraction`,
  /// plus π for `autoReverse` (§7, K24); nil without a path or a rotation mode.
  public func rotation(at fraction: Double) -> Double? {
    guard let rotationMode, let segments = plan.segments, !segments.isEmpty else { return nil }
    var segment: Int
    var t: Double
    switch calculationMode {
    case .discrete:
      segment = min(discreteIndex(at: fraction), segments.count - 1)
      t = discreteIndex(at: fraction) >= segments.count ? 1 : 0
    case .paced, .cubicPaced:
      let q = min(max(fraction, 0), 1)
      var remaining = q * plan.totalLength
      segment = 0
      while segment < plan.lengths.count - 1 && remaining > plan.lengths[segment] {
        remaining -= plan.lengths[segment]
        segment += 1
      }
      t = segments[segment].parameter(atLength: remaining, total: plan.lengths[segment])
    case .linear, .cubic:
      let (index, u) = segmentAndFraction(at: fraction)
      segment = index
      t = timingFunctions.flatMap { index < $0.count ? $0[index].progress(at: u) : nil } ?? u
    }
    let element = segments[segment]
    var d = element.derivative(at: min(max(t, 0), 1))
    if norm(d) < 1e-12 {
      // A degenerate derivative (a control point on an end): a nearby difference, then the chord.
      let near = min(max(t, 0), 1) < 0.5 ? 1e-6 : -1e-6
      d = (element.point(at: min(max(t, 0), 1) + near) - element.point(at: min(max(t, 0), 1))) * (near > 0 ? 1 : -1)
      if norm(d) < 1e-12 { d = element.end - element.start }
    }
    let angle = atan2(d.y, d.x)
    return rotationMode == .autoReverse ? angle + Double.pi : angle
  }

  /// The value at the end of one repeat cycle, `E` of the cumulative rule (V6, §10): the last
  /// keyframe, or the first with autoreverses (a cycle ends where it started).
  public func cycleEndValue(autoreverses: Bool) -> AnimatedValue? {
    autoreverses ? plan.values.first : plan.values.last
  }

  /// Discrete: the largest j in 0…n−1 with `kⱼ ≤ q`; the last value from q ≥ 1, the first below 0.
  func discreteIndex(at q: Double) -> Int {
    let n = plan.values.count
    guard q < 1 else { return n - 1 }
    let times = plan.keyTimes
    var index = 0
    for j in 0..<n where times[j] <= q { index = j }
    return index
  }

  /// The segment i with `kᵢ ≤ q < kᵢ₊₁` (zero-length segments never match) and
  /// `u = (q − kᵢ)/(kᵢ₊₁ − kᵢ)`; q = 1 gives the last segment at u = 1; outside 0…1 the end
  /// segments with u unclamped.
  func segmentAndFraction(at q: Double) -> (segment: Int, u: Double) {
    let times = plan.keyTimes
    let last = plan.values.count - 2
    var segment = last
    if q < 0 {
      segment = 0
    } else if q < 1 {
      for index in 0...last where times[index] <= q && q < times[index + 1] {
        segment = index
        break
      }
    }
    let start = times[segment]
    let end = times[segment + 1]
    let u = end > start ? (q - start) / (end - start) : (q >= end ? 1 : 0)
    return (segment, u)
  }

  /// The value `u` of the way through `segment` (a line, the spline, or the path's element).
  func interpolate(segment: Int, at u: Double) -> AnimatedValue? {
    let plan = self.plan
    if let segments = plan.segments {
      let p = segments[segment].point(at: u)
      return .point(p.x, p.y)
    }
    let a = plan.values[segment]
    let b = plan.values[segment + 1]
    // Matrices and shape paths have no spline (KeyframePlan): interpolated segment by segment.
    if calculationMode == .cubic || calculationMode == .cubicPaced, !plan.tangentsOut.isEmpty {
      return Spline.value(
        from: a, to: b, tangentOut: plan.tangentsOut[segment], tangentIn: plan.tangentsIn[segment + 1], at: u)
    }
    return AnimatedValue.interpolate(from: a, to: b, fraction: u)
  }
}

extension Keyframes {
  /// How far along the keyframes the animation is at `fraction` (as `value(at:)` takes it), as
  /// `(segment + eased u) / (n − 1)`: 0 at the first keyframe, 1 at the last — the curve the
  /// explorer plots for a keyframe animation. Discrete steps; the paced modes use the generated
  /// key times.
  public func keyframePosition(at fraction: Double) -> Double {
    let n = plan.values.count
    guard n > 1 else { return fraction }
    if calculationMode == .discrete { return Double(discreteIndex(at: fraction)) / Double(n - 1) }
    let q = isPaced ? min(max(fraction, 0), 1) : fraction
    let (segment, u) = segmentAndFraction(at: q)
    let eased = isPaced ? u : (timingFunctions.flatMap { segment < $0.count ? $0[segment].progress(at: u) : nil } ?? u)
    return (Double(segment) + eased) / Double(n - 1)
  }
}
