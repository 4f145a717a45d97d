import Explorer
import MediaTiming
import Scenes
import TermGrid
import Testing

/// A gradient layer on the stage: the colour at a point worked out by hand (the axis measured in
/// the layer's points, the end colours continuing past the ends, locations), and the cells of a
/// drawn gradient going from one colour to the other.
@Suite("Stage gradients")
struct StageGradientTests {
  let red = RGBColor(red: 1, green: 0, blue: 0)
  let blue = RGBColor(red: 0, green: 0, blue: 1)

  // Left to right across 200 × 100 pt: a quarter of the way across is a quarter of the way from
  // red to blue, whatever the height; before the start red, past the end blue.
  @Test func horizontalAxis() {
    let g = StageGradient(colors: [red, blue], locations: nil, start: SIMD2(0, 0.5), end: SIMD2(1, 0.5))
    let size = SIMD2<Double>(200, 100)
    #expect(g.color(atUnit: SIMD2(0.25, 0.9), size: size) == RGBColor(red: 0.75, green: 0, blue: 0.25))
    #expect(g.color(atUnit: SIMD2(-0.5, 0.5), size: size) == red)
    #expect(g.color(atUnit: SIMD2(1.5, 0.5), size: size) == blue)
  }

  // Corner to corner of a 200 × 100 pt layer: the top-right corner (200, 0) projects onto the
  // axis (200, 100) at (200·200) / (200² + 100²) = 0.8 — lines across the axis are square in
  // points, not in the unit square (where that corner would be halfway).
  @Test func diagonalAxisIsMeasuredInPoints() {
    let g = StageGradient(colors: [red, blue], locations: nil, start: SIMD2(0, 0), end: SIMD2(1, 1))
    let c = g.color(atUnit: SIMD2(1, 0), size: SIMD2(200, 100))
    #expect(abs((c?.red ?? 0) - 0.2) < 1e-12 && abs((c?.blue ?? 0) - 0.8) < 1e-12)
  }

  // Locations 0.2 and 0.8: red up to 0.2, blue from 0.8, halfway between at 0.5. Three colours
  // without locations sit at 0, 0.5 and 1; locations of another count are not used.
  @Test func locationsPlaceTheColours() throws {
    let g = StageGradient(colors: [red, blue], locations: [0.2, 0.8], start: SIMD2(0, 0), end: SIMD2(1, 0))
    #expect(g.color(atFraction: 0.1) == red && g.color(atFraction: 0.9) == blue)
    let half = try #require(g.color(atFraction: 0.5))
    #expect(abs(half.red - 0.5) < 1e-12 && abs(half.blue - 0.5) < 1e-12)
    let three = StageGradient(colors: [red, blue, red], locations: [0, 1], start: SIMD2(0, 0), end: SIMD2(1, 0))
    #expect(
      three.color(atFraction: 0.5) == blue && three.color(atFraction: 0.75) == RGBColor(red: 0.5, green: 0, blue: 0.5))
  }

  // A 40 × 20 pt gradient layer filling the stage, red at the left edge to blue at the right:
  // the first column's cells are nearly red, the last nearly blue, the middle between.
  @Test func drawnCellByCell() throws {
    let scene = try Scene.decode(
      #"""
      {"name": "g", "layer": {"id": "root", "properties": {"bounds": [0, 0, 40, 20], "position": [20, 10]},
        "sublayers": [{"id": "sheen", "class": "CAGradientLayer", "properties": {"bounds": [0, 0, 40, 20],
          "position": [20, 10], "colors": ["#FF0000", "#0000FF"], "startPoint": [0, 0.5], "endPoint": [1, 0.5]}}]}}
      """#)
    let layers = StageLayer.layers(scene.root, at: 0)
    #expect(layers.last?.gradient?.colors == [red, blue])
    var grid = CellGrid(width: 40, height: 10, fill: Cell("x"))
    StageView(layers: layers).render(into: &grid, area: Rect(x: 0, y: 0, width: 40, height: 10), theme: Theme())
    // Cell 0's centre is 0.5 of 40 across: 1/80 of the way; cell 39's 79/80.
    let left = try #require(grid[0, 5].style.background)
    let right = try #require(grid[39, 5].style.background)
    let middle = try #require(grid[20, 5].style.background)
    #expect(left.r > 240 && left.b < 10)
    #expect(right.b > 240 && right.r < 10)
    #expect(middle.r > 100 && middle.r < 140 && middle.b > 100 && middle.b < 140)
  }
}
