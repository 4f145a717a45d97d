import MediaTiming

/// A `CAGradientLayer`'s axial gradient as the stage shades it: `colors` spread at `locations`
/// (evenly when nil or of another count) along the line from `start` to `end`, which are in the
/// unit square of the layer's bounds. Lines across the axis are perpendicular in the layer's points
/// (not its unit square), and the end colours continue past either end, as Core Animation draws.
package struct StageGradient: Hashable, Sendable {
  package var colors: [RGBColor]
  package var locations: [Double]?
  package var start: SIMD2<Double>
  package var end: SIMD2<Double>

  package init(colors: [RGBColor], locations: [Double]?, start: SIMD2<Double>, end: SIMD2<Double>) {
    self.colors = colors
    self.locations = locations
    self.start = start
    self.end = end
  }

  /// The colour at `unit` (0…1 across and down the bounds) of a layer `size` points big; nil
  /// without colours.
  package func color(atUnit unit: SIMD2<Double>, size: SIMD2<Double>) -> RGBColor? {
    guard let first = colors.first else { return nil }
    guard colors.count > 1 else { return first }
    let s = start * size
    let axis = end * size - s
    let length = axis.x * axis.x + axis.y * axis.y
    let p = unit * size - s
    let t = length > 0 ? (p.x * axis.x + p.y * axis.y) / length : 0
    return color(atFraction: t)
  }

  /// The colour at fraction `t` of the axis (0 = start, 1 = end; outside, the end colours).
  package func color(atFraction t: Double) -> RGBColor? {
    guard let first = colors.first, let last = colors.last else { return nil }
    let stops =
      locations.flatMap { $0.count == colors.count ? $0 : nil }
      ?? colors.indices.map { Double($0) / Double(max(colors.count - 1, 1)) }
    guard t.isFinite else { return first }
    if t <= stops[0] { return first }
    if t >= stops[stops.count - 1] { return last }
    for i in 1..<stops.count where t <= stops[i] {
      let span = stops[i] - stops[i - 1]
      let f = span > 0 ? (t - stops[i - 1]) / span : 1
      let a = colors[i - 1]
      let b = colors[i]
      return RGBColor(
        red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
        blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
    return last
  }
}
