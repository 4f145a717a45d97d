import Explain
import MediaTiming
import SceneCode
import Scenes
import Testing

/// `matrix-rotation`: whole-`transform` animations that turn half a turn or more. Expectations by
/// hand: a matrix holds an orientation, not a number of turns, and Core Animation interpolates
/// matrices the short way round (scene-format.md, "whole transforms"), so 360° written is the
/// identity (no motion), 270° is −90°, and 180° is as short either way.
@Suite("explain: matrix rotations")
struct RotationExplainTests {
  static let identity = "[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]"
  /// Half a turn about z: cos π = −1, sin π = 0.
  static let halfTurnZ = "[-1,0,0,0,0,-1,0,0,0,0,1,0,0,0,0,1]"
  /// Half a turn about y.
  static let halfTurnY = "[-1,0,0,0,0,1,0,0,0,0,-1,0,0,0,0,1]"
  /// A quarter turn about z: cos = 0, sin = 1.
  static let quarterTurnZ = "[0,1,0,0,-1,0,0,0,0,0,1,0,0,0,0,1]"

  static func scene(_ notation: String) throws -> Scene { try Scene.parseNotation(notation) }

  static func presentedTransform(_ scene: Scene, at t: Double) -> Transform3D? {
    let root = scene.root
    let layer = root.presentation(in: root.evaluate(atMediaTime: t)).first
    guard case .matrix(let m)? = layer?.presentedValue(at: KeyPathAddress.of("transform")!) else { return nil }
    return m
  }

  @Test(arguments: [
    ("keyPath=transform from=\(identity) to=\(halfTurnZ) duration=1", "transform.rotation.z"),
    ("keyPath=transform from=\(identity) to=\(halfTurnY) duration=1", "transform.rotation.y"),
  ])
  func halfATurnOfMatricesIsFoundAndTheFixKeepsTheTurn(notation: String, fixedKeyPath: String) throws {
    let scene = try Self.scene(notation + "; layer transform=\(Self.halfTurnZ)")
    let findings = Explain.diagnose(scene).filter { $0.code == "matrix-rotation" }
    let finding = try #require(findings.first)
    #expect(finding.time == 0)
    #expect(finding.message.contains("half a turn"))
    let fixed = try Explain.fixed(scene, by: findings)
    let animation = try #require(fixed.root.animations.first)
    #expect(animation.keyPath == fixedKeyPath)
    #expect(Explain.diagnose(fixed).allSatisfy { $0.code != "matrix-rotation" })
    // The motion is kept: a quarter of the way, the same orientation (the way the matrices turned).
    for t in [0.25, 0.5, 0.75] {
      let before = try #require(Self.presentedTransform(scene, at: t))
      let after = try #require(Self.presentedTransform(fixed, at: t))
      #expect(zip(before.m, after.m).allSatisfy { abs($0 - $1) < 1e-9 }, "at \(t): \(before.m) vs \(after.m)")
    }
  }

  @Test(arguments: [
    // A quarter turn: the short way is the only way.
    "keyPath=transform from=\(identity) to=\(quarterTurnZ) duration=1",
    // A full turn written as the angle: transform.rotation.z turns as written.
    "keyPath=transform.rotation.z from=0 to=6.283185307179586 duration=1",
    // Keyframes of matrices a quarter turn apart: each step is short.
    "keyPath=transform values=[\(identity),\(quarterTurnZ),\(halfTurnZ)] duration=1",
  ])
  func shortTurnsAreClean(notation: String) throws {
    let found = Explain.diagnose(try Self.scene(notation)).filter { $0.code == "matrix-rotation" }
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  static func code(_ toValue: String) -> String {
    """
    import QuartzCore
    func spin(_ layer: CALayer) {
      let spin = CABasicAnimation(keyPath: "transform")
      spin.fromValue = CATransform3DIdentity
      spin.toValue = \(toValue)
      spin.duration = 1
      layer.add(spin, forKey: "spin")
    }
    """
  }

  /// Code says how many turns it meant: 360° written is the identity matrix (nothing moves: the
  /// finding is the rotation, not "no visible change"), 270° turns −90°; the fix writes the
  /// angles on `transform.rotation.z`.
  @Test(arguments: [
    ("CATransform3DMakeRotation(2 * .pi, 0, 0, 1)", 2 * Double.pi, "not 360°"),
    ("CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1)", 1.5 * Double.pi, "(-90°), not 270°"),
    ("CATransform3DMakeRotation(.pi, 0, 0, 1)", Double.pi, "left to rounding"),
  ])
  func codeThatTurnsFurtherThanItsMatrix(toValue: String, written: Double, words: String) throws {
    let read = try CodeImport.read(Self.code(toValue))
    let findings = Explain.diagnose(read.scene, notes: read.diagnostics)
    #expect(findings.allSatisfy { $0.code != "no-visible-change" }, "\(findings.map(\.code))")
    let finding = try #require(findings.first { $0.code == "matrix-rotation" })
    #expect(finding.animation == "layer/spin")
    #expect(finding.message.contains(words), "\(finding.message)")
    let fixed = try Explain.fixed(read.scene, by: [finding])
    let animation = try #require(fixed.root.animations.first)
    #expect(animation.keyPath == "transform.rotation.z")
    guard case .basic(let values) = animation.content else { throw Failure.notBasic }
    #expect(values.from == .number(0) && values.to == .number(written))
  }

  @Test func aQuarterTurnInCodeIsClean() throws {
    let read = try CodeImport.read(Self.code("CATransform3DMakeRotation(.pi / 2, 0, 0, 1)"))
    #expect(Explain.diagnose(read.scene, notes: read.diagnostics).allSatisfy { $0.code != "matrix-rotation" })
  }

  enum Failure: Error { case notBasic }
}
