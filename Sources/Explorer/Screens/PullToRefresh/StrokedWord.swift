import Saturating
import TermGrid

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The word "Load" as a stroked path (seed 002's pull-to-refresh draws it by animating
/// `strokeEnd`): polylines in letter boxes of 0…1, drawn in braille up to a fraction of the whole
/// path's length.
enum StrokedWord {
  /// The pen's strokes in writing order; each stroke is drawn continuously, the pen lifts between.
  static let load: [[(Double, Double)]] = {
    func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from start: Double) -> [(Double, Double)] {
      (0...16).map { step in
        let angle = start - Double(step) / 16 * 2 * Double.pi
        return (cx + rx * cos(angle), cy + ry * sin(angle))
      }
    }
    func shifted(_ stroke: [(Double, Double)], _ letter: Double) -> [(Double, Double)] {
      stroke.map { ($0.0 + letter, $0.1) }
    }
    return [
      shifted([(0.15, 0.0), (0.15, 1.0), (0.8, 1.0)], 0),
      shifted(ellipse(0.45, 0.68, 0.33, 0.32, from: -Double.pi / 2), 1),
      shifted(ellipse(0.42, 0.7, 0.32, 0.3, from: -Double.pi / 4), 2), shifted([(0.78, 0.38), (0.78, 1.0)], 2),
      shifted(ellipse(0.4, 0.7, 0.32, 0.3, from: -Double.pi / 4), 3), shifted([(0.76, 0.0), (0.76, 1.0)], 3),
    ]
  }()

  /// Draws the first `fraction` (0…1, the `strokeEnd`) of the word into `area`, letters
  /// `area.width / 4` columns wide, in `color`.
  static func draw(fraction: Double, into grid: inout CellGrid, area: Rect, theme: Theme, color: RGB) {
    guard area.width >= 4, area.height >= 2 else { return }
    var canvas = BrailleCanvas(columns: area.width, rows: area.height)
    let letterWidth = Double(canvas.dotWidth) / 4.25
    let height = Double(canvas.dotHeight - 1)
    func point(_ p: (Double, Double)) -> (x: Int, y: Int) {
      (Int(saturating: (p.0 * letterWidth).rounded()), Int(saturating: (p.1 * height).rounded()))
    }
    func length(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
      hypot((b.0 - a.0) * letterWidth, (b.1 - a.1) * height)
    }
    let total = load.reduce(0) { sum, stroke in
      sum + zip(stroke, stroke.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) }
    }
    var remaining = min(max(fraction, 0), 1) * total
    strokes: for stroke in load {
      for (a, b) in zip(stroke, stroke.dropFirst()) {
        let segment = length(a, b)
        if remaining <= 0 { break strokes }
        if remaining >= segment {
          canvas.line(from: point(a), to: point(b), color: color)
        } else {
          let f = remaining / segment
          canvas.line(from: point(a), to: point((a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f)), color: color)
        }
        remaining -= segment
      }
    }
    canvas.draw(into: &grid, at: (area.x, area.y), theme: theme)
  }
}
