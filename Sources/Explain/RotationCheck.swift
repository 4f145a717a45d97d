import MediaTiming
import Scenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `matrix-rotation`: a whole-`transform` animation that turns half a turn or more from one value
/// to the next. Core Animation interpolates matrices, and a matrix holds no number of turns: it
/// turns the short way round (270° written goes 90° back, 360° does not move), and at exactly half
/// a turn the way round is left to rounding. `transform.rotation.z` (x, y) turns as written.
enum RotationCheck {
  /// Half a turn, less what hand-written matrices round away (0.06°).
  static let halfTurn = Double.pi - 1e-3

  /// From the scene's matrices: a step of half a turn (more cannot be told from matrices; code
  /// import says when the code wrote more, see `fromNotes`).
  static func check(_ s: Subject, _ probe: Probe) -> Diagnostic? {
    guard s.animation.keyPath == "transform", let matrices = matrices(s, probe), matrices.count > 1 else { return nil }
    let decomposed = matrices.map(\.decomposed)
    var step: Int?
    for k in 1..<matrices.count {
      guard let a = decomposed[k - 1], let b = decomposed[k] else { continue }
      let cosine = min(abs((a.quaternion * b.quaternion).sum()), 1)
      if 2 * acos(cosine) >= halfTurn {
        step = k
        break
      }
    }
    guard let step else { return nil }
    let between =
      matrices.count == 2 ? "from its from value to its to value" : "from value \(step) to value \(step + 1)"
    var fix = Fix(
      "animate transform.rotation.z (x, y) with the angles written out instead of whole matrices")
    if let turn = axisTurn(matrices) {
      let values = chained(turn.angles, matrices, axis: turn.axis)
      var edits = [Edits.field(s, "keyPath", .string("transform.rotation.\(turn.axis)"))]
      if case .keyframe = s.animation.content {
        edits.append(Edits.field(s, "values", .array(values.map(JSONValue.number))))
      } else {
        edits += [
          Edits.field(s, "from", .number(values[0])), Edits.field(s, "to", .number(values[1])),
          Edits.field(s, "by", nil),
        ]
      }
      edits += modelEdits(s, axis: turn.axis, end: values[values.count - 1])
      let degrees = values.map { Words.number($0 * 180 / .pi) + "°" }.joined(separator: " → ")
      fix = Fix(
        "animate transform.rotation.\(turn.axis) through \(degrees) (the way it turns now; change a sign to turn the "
          + "other way)", edits: edits)
    }
    return .finding(
      "matrix-rotation", s, time: s.sceneStart,
      "animation \(s.animation.id) turns a whole transform half a turn \(between): Core Animation interpolates the "
        + "matrices, which do not say which way round to go, so the direction is left to rounding",
      fix: fix)
  }

  /// What code import said of a rotation written as more than the matrix holds, as a finding on
  /// the animation it names (import notes carry the animation's id and a fix whose edits name it
  /// alone: `["spin"]`, rewritten here to its place in the scene).
  static func fromNotes(_ notes: [Diagnostic], _ subjects: [Subject], only: String?) -> [Diagnostic] {
    notes.compactMap { note -> Diagnostic? in
      guard note.code == "matrix-rotation", let id = note.animation,
        let s = subjects.first(where: { $0.animation.id == id }), only == nil || s.path == only
      else { return nil }
      let fix = note.fix.map { fix in
        var edits = fix.edits.map { SceneEdit(ids: s.ids, field: $0.field, value: $0.value) }
        var end = edits.last { $0.field == "to" }?.value
        if case .array(let values)? = edits.last(where: { $0.field == "values" })?.value { end = values.last }
        if let keyPath = s.animation.keyPath, keyPath.hasPrefix("transform.rotation."),
          case .number(let angle, _)? = end
        {
          edits += modelEdits(s, axis: String(keyPath.dropFirst("transform.rotation.".count)), end: angle)
        }
        return Fix(fix.summary, edits: edits)
      }
      return .finding("matrix-rotation", s, time: s.sceneStart, note.message, fix: fix)
    }
  }

  /// The layer's model turned to where the rotation ends, as the part the fixed animation
  /// animates (the whole transform back to the identity, so it does not turn the part again).
  static func modelEdits(_ s: Subject, axis: String, end: Double) -> [SceneEdit] {
    [
      Edits.model(s, "transform", .matrix(.identity)),
      Edits.model(s, "transform.rotation.\(axis)", .number(end)),
    ]
  }

  /// The animation's matrices in order: from and to (resolved against the model), or its keyframes.
  static func matrices(_ s: Subject, _ probe: Probe) -> [Transform3D]? {
    let values: [AnimatedValue]
    switch s.animation.content {
    case .basic(let v), .spring(_, let v):
      let start = s.sceneStart ?? 0
      guard let ends = v.ends(current: { probe.read(s, at: start).model ?? .matrix(.identity) }) else { return nil }
      values = [ends.from, ends.to]
    case .keyframe(let keyframes): values = keyframes.values
    case .group, .transition: return nil
    }
    let matrices = values.compactMap { value -> Transform3D? in
      if case .matrix(let m) = value { return m }
      return nil
    }
    return matrices.count == values.count ? matrices : nil
  }

  /// When every matrix is a turn about one axis and nothing else: the axis and each angle
  /// (radians, in −π…π).
  static func axisTurn(_ matrices: [Transform3D]) -> (axis: String, angles: [Double])? {
    let angle: [String: (Transform3D) -> Double] = [
      "z": { atan2($0.m[1], $0.m[0]) }, "x": { atan2($0.m[6], $0.m[5]) }, "y": { atan2($0.m[8], $0.m[0]) },
    ]
    for axis in ["z", "x", "y"] {
      let angles = matrices.map(angle[axis]!)
      let exact = zip(matrices, angles).allSatisfy { m, a in
        zip(m.m, rotation(a, about: axis).m).allSatisfy { abs($0 - $1) < 1e-6 }
      }
      if exact { return (axis, angles) }
    }
    return nil
  }

  static func rotation(_ angle: Double, about axis: String) -> Transform3D {
    switch axis {
    case "z": .rotationZ(angle)
    case "x": .rotationX(angle)
    default: .rotationY(angle)
    }
  }

  /// The angles made continuous the way the engine turns between them: each step is the short
  /// one, or at half a turn the one whose halfway matrix the engine shows.
  static func chained(_ angles: [Double], _ matrices: [Transform3D], axis: String) -> [Double] {
    var out = [angles[0]]
    for k in 1..<angles.count {
      let previous = out[k - 1]
      var step = remainder(angles[k] - previous, 2 * .pi)
      let half = Transform3D.interpolate(from: matrices[k - 1], to: matrices[k], fraction: 0.5)
      if zip(rotation(previous + step / 2, about: axis).m, half.m).contains(where: { abs($0 - $1) > 1e-6 }) {
        step = step > 0 ? step - 2 * .pi : step + 2 * .pi
      }
      out.append(previous + step)
    }
    return out
  }
}
