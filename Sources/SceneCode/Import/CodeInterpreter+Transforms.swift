import MediaTiming
import Scenes

/// `CATransform3D` and `CGAffineTransform` in code: their functions, initializers and methods,
/// and whole-transform animations, which enter the scene decomposed into the sub-key paths Core
/// Animation interpolates (`transform.scale.x`, `transform.rotation.z`, …).
extension CodeInterpreter {
  /// `CATransform3DMakeScale(…)`, `CGAffineTransformRotate(t, a)`, … (nil: not a transform function).
  mutating func transformFunction(_ name: String, _ args: [CodeExpression]) -> RuntimeValue? {
    guard name.hasPrefix("CATransform3D") || name.hasPrefix("CGAffineTransform") else { return nil }
    let values = args.map { evaluate($0) }
    let numbers = values.compactMap(\.number)
    func transform(_ i: Int) -> CodeTransform? {
      if i < values.count, case .transform(let t) = values[i] { return t }
      return nil
    }
    let rest = Array(numbers)
    switch name {
    case "CATransform3D" where rest.count == 16 && values.count == 16:
      // `CATransform3D(m11: …, …, m44: …)` or an Objective-C compound literal: the matrix itself.
      return .transform(CodeTransform(m: rest))
    case "CATransform3DMakeScale" where rest.count == 3: return .transform(.scale(rest[0], rest[1], rest[2]))
    case "CATransform3DMakeTranslation" where rest.count == 3:
      return .transform(.translation(rest[0], rest[1], rest[2]))
    case "CATransform3DMakeRotation" where rest.count == 4:
      return .transform(.rotation(rest[0], rest[1], rest[2], rest[3]))
    case "CATransform3DScale" where rest.count == 3:
      return transform(0).map { .transform($0.prepending(.scale(rest[0], rest[1], rest[2]))) }
    case "CATransform3DTranslate" where rest.count == 3:
      return transform(0).map { .transform($0.prepending(.translation(rest[0], rest[1], rest[2]))) }
    case "CATransform3DRotate" where rest.count == 4:
      return transform(0).map { .transform($0.prepending(.rotation(rest[0], rest[1], rest[2], rest[3]))) }
    case "CATransform3DConcat", "CGAffineTransformConcat":
      guard let a = transform(0), let b = transform(1) else { return nil }
      return .transform(a.concatenating(b))
    case "CATransform3DMakeAffineTransform", "CATransform3DGetAffineTransform":
      return transform(0).map { .transform($0) }
    case "CATransform3DIsIdentity": return transform(0).map { .bool($0 == .identity) }
    case "CATransform3DInvert", "CGAffineTransformInvert": return transform(0).map { .transform($0.inverted) }
    case "CGAffineTransformMakeScale" where rest.count == 2: return .transform(.scale(rest[0], rest[1], 1))
    case "CGAffineTransformMakeTranslation" where rest.count == 2: return .transform(.translation(rest[0], rest[1], 0))
    case "CGAffineTransformMakeRotation" where rest.count == 1: return .transform(.rotation(rest[0], 0, 0, 1))
    case "CGAffineTransformMake" where rest.count == 6:
      return .transform(.affine(rest[0], rest[1], rest[2], rest[3], rest[4], rest[5]))
    case "CGAffineTransformScale" where rest.count == 2:
      return transform(0).map { .transform($0.prepending(.scale(rest[0], rest[1], 1))) }
    case "CGAffineTransformTranslate" where rest.count == 2:
      return transform(0).map { .transform($0.prepending(.translation(rest[0], rest[1], 0))) }
    case "CGAffineTransformRotate" where rest.count == 1:
      return transform(0).map { .transform($0.prepending(.rotation(rest[0], 0, 0, 1))) }
    default: return nil
    }
  }

  /// Swift's `CGAffineTransform(scaleX:y:)`, `(rotationAngle:)`, `(translationX:y:)`,
  /// `(a:b:c:d:tx:ty:)` and `CATransform3D()`.
  mutating func transformInitializer(_ type: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard type == "CGAffineTransform" || type == "CATransform3D" else { return nil }
    let labels = arguments.map { $0.label ?? "_" }
    let n = numbers(arguments.map(\.value))
    guard let n else { return arguments.isEmpty ? .transform(.identity) : nil }
    switch labels {
    case []: return .transform(.identity)
    case ["scaleX", "y"]: return .transform(.scale(n[0], n[1], 1))
    case ["translationX", "y"]: return .transform(.translation(n[0], n[1], 0))
    case ["rotationAngle"]: return .transform(.rotation(n[0], 0, 0, 1))
    case ["a", "b", "c", "d", "tx", "ty"]: return .transform(.affine(n[0], n[1], n[2], n[3], n[4], n[5]))
    default: return nil
    }
  }

  /// `t.scaledBy(x:y:)`, `.rotated(by:)`, `.translatedBy(x:y:)`, `.concatenating(_:)`, `.inverted()` (nil: none).
  mutating func transformMethod(
    _ t: CodeTransform, _ method: String, _ arguments: [CodeExpression.Argument]
  )
    -> RuntimeValue?
  {
    if method == "inverted", arguments.isEmpty { return .transform(t.inverted) }
    if method == "concatenating", let other = arguments.first.map({ evaluate($0.value) }),
      case .transform(let b) = other
    {
      return .transform(t.concatenating(b))
    }
    guard let n = numbers(arguments.map(\.value)) else { return nil }
    switch (method, n.count) {
    case ("scaledBy", 2): return .transform(t.prepending(.scale(n[0], n[1], 1)))
    case ("translatedBy", 2): return .transform(t.prepending(.translation(n[0], n[1], 0)))
    case ("rotated", 1): return .transform(t.prepending(.rotation(n[0], 0, 0, 1)))
    default: return nil
    }
  }

  /// `t.m34`, `t.b` and the other entries; `isIdentity`.
  func transformMember(_ t: CodeTransform, _ member: String) -> RuntimeValue? {
    if member == "isIdentity" { return .bool(t == .identity) }
    return CodeTransform.fieldIndex(member).map { .number(t.m[$0]) }
  }

  /// `t.m34 = -1.0 / 500`, `t.b = tan(θ)` (a shear) on a transform a variable holds. An entry of
  /// the 3×3 part means the rotations it was built from no longer describe it; perspective and
  /// translation entries keep them.
  func settingEntry(_ t: CodeTransform, _ member: String, _ value: RuntimeValue) -> CodeTransform? {
    guard let x = value.number, let i = CodeTransform.fieldIndex(member) else { return nil }
    var out = t
    out.m[i] = x
    if i < 11, i % 4 != 3 { out.writtenRotations = [] }
    return out
  }

  // MARK: Whole-transform animations

  /// A `transform` animation whose values are whole transforms, as one animation per sub-key path
  /// that any value moves from the identity (the first keeps `id`); nil when the animation has no
  /// whole-transform values. Rotations go the short way between values, as Core Animation's
  /// decomposed interpolation does; the perspective entry is left out (said so).
  mutating func splitTransform(
    _ i: Int, members: [(key: String, value: JSONValue)], id: String
  )
    -> [[(key: String, value: JSONValue)]]?
  {
    let a = animations[i]
    // Whole transforms on `transform` (or, as some libraries write them, on one of its sub-key
    // paths, where Core Animation still reads the whole matrix).
    guard let keyPath = a.keyPath, keyPath == "transform" || keyPath.hasPrefix("transform."), !a.transforms.isEmpty
    else { return nil }
    // Transforms the sub-key paths can show (one rotation axis, no skew, mirror or perspective)
    // become one animation per moved part; the others stay whole matrices, which the scene
    // interpolates as Core Animation does (decomposed, the rotation by quaternion).
    var parts: [String: [[Double]]] = [:]
    var whole = false
    for (key, values) in a.transforms {
      var decomposed: [[Double]] = []
      for t in values {
        guard !t.hasPerspective, let p = t.parts else {
          whole = true
          break
        }
        decomposed.append(p)
      }
      parts[key] = decomposed
    }
    let axes = (3...5).filter { c in parts.values.contains { $0.contains { abs($0[c]) > 1e-12 } } }
    if whole || axes.count > 1 {
      // Nothing is lost or assumed; only a turn the matrices cannot hold is said.
      noteTurns(i, parts, ids: [:], whole: id)
      var copy = members
      copy.removeAll { ["from", "to", "by", "values", "keyPath"].contains($0.key) }
      copy.insert(("keyPath", .string("transform")), at: copy.firstIndex { $0.key == "id" }.map { $0 + 1 } ?? 0)
      for key in ["from", "to", "by", "values"] {
        guard let values = a.transforms[key] else { continue }
        let matrices = values.map { t in JSONValue.array(t.m.map { .number($0) }) }
        copy.append((key, key == "values" ? .array(matrices) : matrices[0]))
      }
      return [copy]
    }
    // Rotations: the short way from each value to the next.
    let order = ["from", "to", "by", "values"]
    for axis in 3...5 {
      if var values = parts["values"] {
        for k in values.indices.dropFirst() {
          values[k][axis] = values[k - 1][axis] + Self.shortest(values[k][axis] - values[k - 1][axis])
        }
        parts["values"] = values
      }
      if let from = parts["from"]?.first, var to = parts["to"] {
        to[0][axis] = from[axis] + Self.shortest(to[0][axis] - from[axis])
        parts["to"] = to
      }
    }
    let moved = (0..<9).filter { c in
      parts.values.contains { $0.contains { abs($0[c] - CodeTransform.identityParts[c]) > 1e-12 } }
    }
    let names = Self.transformPartNames
    var out: [[(key: String, value: JSONValue)]] = []
    for (n, c) in (moved.isEmpty ? [5] : moved).enumerated() {
      var copy = members
      copy.removeAll { order.contains($0.key) || $0.key == "keyPath" || $0.key == "id" }
      copy.insert(("keyPath", .string(CodeTransform.partKeyPaths[c])), at: 0)
      copy.insert(("id", .string(n == 0 ? id : "\(id)-\(names[c])")), at: 0)
      for key in order {
        guard let values = parts[key] else { continue }
        let numbers = values.map { JSONValue.number($0[c]) }
        copy.append((key, key == "values" ? .array(numbers) : numbers[0]))
      }
      out.append(copy)
    }
    var ids: [Int: String] = [:]
    for (n, c) in (moved.isEmpty ? [5] : moved).enumerated() { ids[c] = n == 0 ? id : "\(id)-\(names[c])" }
    noteTurns(i, parts, ids: ids, whole: id)
    if out.count > 1 {
      site = a.site
      note(
        "\(name(ofAnimation: i)): its whole-transform values are shown as \(out.count) animations of \(moved.map { CodeTransform.partKeyPaths[$0] }.joined(separator: ", ")), interpolated as Core Animation interpolates the transform"
      )
    }
    return out
  }

  /// The suffixes of the animations a whole-transform animation is split into (`key-rotationZ`),
  /// in `CodeTransform.partKeyPaths` order.
  static let transformPartNames = [
    "scaleX", "scaleY", "scaleZ", "rotationX", "rotationY", "rotationZ", "translationX", "translationY",
    "translationZ",
  ]

  /// The other ids an animation added under `key` may have been split into: adding again under
  /// `key`, or removing `key`, replaces or removes them all, as it does the one animation in Core
  /// Animation.
  static func splitIDs(_ key: String) -> [String] { transformPartNames.map { "\(key)-\($0)" } }

  /// `270°`, `-90°`, `12.5°`: radians as degrees, to 0.01°.
  static func degrees(_ radians: Double) -> String {
    shortestText((radians * 180 / Double.pi * 100).rounded() / 100) + "°"
  }

  /// An angle difference wrapped into (−π, π].
  static func shortest(_ d: Double) -> Double {
    var x = d.truncatingRemainder(dividingBy: 2 * Double.pi)
    if x > Double.pi { x -= 2 * Double.pi }
    if x <= -Double.pi { x += 2 * Double.pi }
    return x
  }

  /// Says when a rotation written in code turns differently from the matrices it makes (Core
  /// Animation interpolates whole transforms as matrices, the short way round): a step written
  /// as half a turn or more (`.pi`, `2 * .pi` does not move, `1.5 * .pi` turns a quarter back).
  /// The note is `explain`'s `matrix-rotation` on the animation (`ids[c]` for the part animation
  /// of rotation entry `c`, else `whole`), with a fix that writes the angles as written when the
  /// animation was split into parts.
  mutating func noteTurns(_ i: Int, _ parts: [String: [[Double]]], ids: [Int: String], whole: String) {
    let a = animations[i]
    for axis in 0..<3 {
      let c = 3 + axis
      func written(_ t: CodeTransform) -> Double {
        t.writtenRotations.filter { $0.axis == axis }.reduce(0) { $0 + $1.angle }
      }
      // The written angles in order, and what the matrices turn through.
      let key: String
      let writtenAngles: [Double]
      let turned: [Double]
      if let values = a.transforms["values"], let p = parts["values"], p.count == values.count {
        (key, writtenAngles, turned) = ("values", values.map(written), p.map { $0[c] })
      } else if let to = a.transforms["to"]?.first, let p = parts["to"]?.first {
        let from = a.transforms["from"]?.first
        (key, writtenAngles, turned) = (
          "to", [from.map(written) ?? 0, written(to)], [parts["from"]?.first?[c] ?? 0, p[c]]
        )
      } else {
        continue
      }
      guard writtenAngles.count > 1 else { continue }
      let steps = zip(writtenAngles, writtenAngles.dropFirst()).map { $1 - $0 }
      let turns = zip(turned, turned.dropFirst()).map { $1 - $0 }
      guard
        let k = steps.indices.first(where: {
          abs(steps[$0]) >= Double.pi - 1e-9 || abs(steps[$0] - turns[$0]) > 1e-9
        })
      else { continue }
      site = a.fieldSites[key] ?? a.site
      let axisName = ["x", "y", "z"][axis]
      let writtenStep = Self.degrees(steps[k])
      let halfTurn = abs(abs(turns[k]) - Double.pi) < 1e-9
      var fix = Fix("animate transform.rotation.\(axisName) from and to the angles written")
      if let part = ids[c] {
        let edits =
          key == "values"
          ? [SceneEdit(ids: [part], field: "values", value: .array(writtenAngles.map(JSONValue.number)))]
          : [
            SceneEdit(ids: [part], field: "from", value: .number(writtenAngles[0])),
            SceneEdit(ids: [part], field: "to", value: .number(writtenAngles[1])),
            SceneEdit(ids: [part], field: "by", value: nil),
          ]
        fix = Fix(
          "animate transform.rotation.\(axisName) through the angles written (\(writtenAngles.map(Self.degrees).joined(separator: " → ")))",
          edits: edits)
      }
      note(
        "\(name(ofAnimation: i)): a whole-transform rotation written as \(writtenStep) is interpolated as matrices, "
          + (halfTurn
            ? "where half a turn is as short either way round: which way it turns is left to rounding"
            : "which turn the short way (\(Self.degrees(turns[k]))), not \(writtenStep)"),
        code: "matrix-rotation", animation: ids[c] ?? whole, fix: fix)
    }
  }
}
