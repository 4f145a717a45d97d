import MediaTiming
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-matrix interpolation (decompose, interpolate, recompose), with expectations worked out
/// by hand: rotations about one axis turn by the angle between, the short way; two rotations of
/// half a turn about y and z meet halfway in half a turn about the axis between them.
@Suite("Transform3D interpolation")
struct Transform3DInterpolationTests {
  func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
    zip(a.m, b.m).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// `CATransform3DMakeRotation(angle, 0, 1, 0)`: about y (m13 = −sin, m31 = sin in CA's rows).
  func rotationY(_ angle: Double) -> Transform3D {
    Transform3D([cos(angle), 0, -sin(angle), 0, 0, 1, 0, 0, sin(angle), 0, cos(angle), 0, 0, 0, 0, 1])!
  }

  @Test func decomposingAndRecomposingGivesTheMatrixBack() {
    var perspective = Transform3D.identity.m
    perspective[11] = -1.0 / 500
    let matrices = [
      Transform3D.scale(2, 3, 1).concatenating(.rotationZ(0.7)).concatenating(.translation(5, -4, 0)),
      rotationY(1.1).concatenating(.translation(0, 0, 8)),
      Transform3D(perspective)!.concatenating(rotationY(0.4)),
      Transform3D.rotationZ(-2.5).concatenating(.scale(0.5, 0.5, 1)),
    ]
    for matrix in matrices {
      let parts = matrix.decomposed
      #expect(parts != nil)
      if let parts { #expect(close(Transform3D(parts), matrix), "\(matrix.m)") }
    }
  }

  @Test func oneAxisTurnsByTheAngleBetweenTheShortWay() {
    let quarter = Transform3D.interpolate(from: .identity, to: .rotationZ(.pi / 2), fraction: 0.5)
    #expect(close(quarter, .rotationZ(.pi / 4)))
    // 270° is −90°: halfway is −45°, not 135°.
    let back = Transform3D.interpolate(from: .identity, to: .rotationZ(3 * .pi / 2), fraction: 0.5)
    #expect(close(back, .rotationZ(-.pi / 4)))
  }

  @Test func halfTurnsAboutYAndZMeetAboutTheAxisBetween() {
    // π about the unit axis u = (0, √½, √½) is 2uuᵀ − I: rows (−1, 0, 0), (0, 0, 1), (0, 1, 0).
    let middle = Transform3D.interpolate(from: rotationY(.pi), to: .rotationZ(.pi), fraction: 0.5)
    #expect(close(middle, Transform3D([-1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1])!), "\(middle.m)")
  }

  @Test func translationAndScaleMoveLinearlyAndTheEndsAreExact() {
    let a = Transform3D.identity
    let b = Transform3D.scale(3, 3, 1).concatenating(.translation(10, 20, 0))
    let quarter = Transform3D.interpolate(from: a, to: b, fraction: 0.25)
    #expect(close(quarter, Transform3D.scale(1.5, 1.5, 1).concatenating(.translation(2.5, 5, 0))))
    #expect(Transform3D.interpolate(from: a, to: b, fraction: 1) == b)
    #expect(Transform3D.interpolate(from: a, to: b, fraction: 0) == a)
  }

  // A matrix without an inverse (scale 0) cannot be taken apart: the value switches halfway.
  @Test func aSingularMatrixSwitchesHalfway() {
    let flat = Transform3D.scale(0, 0, 0)
    #expect(Transform3D.interpolate(from: flat, to: .identity, fraction: 0.4) == flat)
    #expect(Transform3D.interpolate(from: flat, to: .identity, fraction: 0.6) == .identity)
  }
}
