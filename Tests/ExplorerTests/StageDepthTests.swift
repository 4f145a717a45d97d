import MediaTiming
import Scenes
import Testing

@testable import Explorer

/// Layers turned in depth on the stage, as Core Animation projects them (values by hand).
@Suite("Stage in depth")
struct StageDepthTests {
  func corners(_ transform: [Double]) throws -> [SIMD2<Double>] {
    let scene = try Scene.decode(
      """
      {"name": "d", "layer": {"id": "root", "sublayers": [{"id": "card", "properties": {"bounds": [0, 0, 20, 10],
        "position": [50, 50], "transform": \(transform)}}]}}
      """)
    let layer = try #require(StageLayer.layers(scene.root, at: 0).last)
    return layer.corners.map { SIMD2(($0.x * 1e6).rounded() / 1e6, ($0.y * 1e6).rounded() / 1e6) }
  }

  // 60° about y without perspective: x scales by cos 60° = ½, the height stays: 45 … 55 × 45 … 55.
  @Test func aTurnAboutYNarrowsTheLayer() throws {
    let (c, s) = (0.5, 0.8660254037844386)
    let c4 = try corners([c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1])
    #expect(c4 == [SIMD2(45, 45), SIMD2(55, 45), SIMD2(55, 55), SIMD2(45, 55)])
  }

  // The same turn with m34 = −1/100 applied after it: the edge that turned away (x = +10,
  // z = −8.66) has w = 1 + 8.66/100, so it is nearer the middle and shorter:
  // x = 50 + 5/1.0866025, y = 50 ± 5/1.0866025; the near edge x = 50 − 5/0.9133975, y = 50 ± 5/0.9133975.
  @Test func perspectiveMakesTheFarEdgeSmaller() throws {
    let (c, s) = (0.5, 0.8660254037844386)
    // R then P: the rows of R with column 4 = (0, 0, −1/100, 1)·… → m14 = −s·(−1/100)·… (R·P).
    let rp = [c, 0, -s, s / 100, 0, 1, 0, 0, s, 0, c, -c / 100, 0, 0, 0, 1]
    let c4 = try corners(rp)
    let far = 1 + s * 10 / 100
    let near = 1 - s * 10 / 100
    func r(_ x: Double) -> Double { (x * 1e6).rounded() / 1e6 }
    #expect(c4[0] == SIMD2(r(50 - 5 / near), r(50 - 5 / near)))
    #expect(c4[1] == SIMD2(r(50 + 5 / far), r(50 - 5 / far)))
    #expect(c4[2] == SIMD2(r(50 + 5 / far), r(50 + 5 / far)))
  }

  // The readout names a whole transform by its parts (a quarter turn about y, moved 20 points).
  @Test func theReadoutSaysWhatAMatrixDoes() {
    #expect(Readout.describe(Transform3D.identity) == "identity")
    let turned = Transform3D.rotationY(.pi / 2).concatenating(.translation(20, 0, 0))
    #expect(Readout.describe(turned) == "turn 90° about (0, 1, 0) · move (20, 0)")
    var perspective = Transform3D.identity.m
    perspective[11] = -0.002
    #expect(Readout.describe(Transform3D(perspective)!) == "perspective m34 -0.002")
  }

  // A shape layer draws its path, not its bounds: the triangle's corners in stage points, filled
  // even-odd (a square inside a square is a hole).
  @Test func aShapeDrawsItsPath() throws {
    let scene = try Scene.decode(
      """
      {"name": "t", "layer": {"id": "root", "sublayers": [{"id": "tri", "class": "CAShapeLayer",
        "properties": {"bounds": [0, 0, 10, 10], "position": [5, 5], "fillColor": "#FF0000",
          "path": "M 0 0 L 10 0 L 0 10 Z"}}]}}
      """)
    let tri = try #require(StageLayer.layers(scene.root, at: 0).last)
    #expect(tri.outline == [[SIMD2(0, 0), SIMD2(10, 0), SIMD2(0, 10), SIMD2(0, 0)]])
    #expect(tri.shapeFill == RGBColor(red: 1, green: 0, blue: 0))
    #expect(tri.fill == nil)
    let ring = [
      [SIMD2(0.0, 0), SIMD2(10, 0), SIMD2(10, 10), SIMD2(0, 10)],
      [SIMD2(3.0, 3), SIMD2(7, 3), SIMD2(7, 7), SIMD2(3, 7)],
    ]
    #expect(StageView.contains(ring, SIMD2(1, 1)))
    #expect(!StageView.contains(ring, SIMD2(5, 5)))
    #expect(StageView.contains([ring[0]], SIMD2(5, 5)))
  }
}
