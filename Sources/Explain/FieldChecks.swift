import MediaTiming
import Scenes

/// Findings about one animation's own fields, confirmed by the engine where a value is involved:
/// `spring-cut`, `no-visible-change`, `eased-repeat`, `unknown-key-path`, `matrix-rotation`.
enum FieldChecks {
  static func check(_ s: Subject, _ probe: Probe) -> [Diagnostic] {
    guard !s.animation.isGroup else { return [] }
    return [
      springCut(s, probe), noVisibleChange(s, probe), easedRepeat(s), unknownKeyPath(s), RotationCheck.check(s, probe),
    ].compactMap { $0 }
  }

  /// A spring stopped before it settles: its duration is shorter than `settlingDuration` and,
  /// where it stops, it is still visibly short of (or past) its target. (UIKit's springs end at
  /// their duration a thousandth of the distance away, springs.md §5.1: not a cut a person sees.)
  static func springCut(_ s: Subject, _ probe: Probe) -> Diagnostic? {
    guard case .spring(let spring, let values) = s.animation.content, let keyPath = s.animation.keyPath else {
      return nil
    }
    let duration = s.animation.effectiveDuration()
    let settling = spring.settlingDuration
    guard settling.isFinite, duration < settling - 1e-6 else { return nil }
    if let start = s.sceneStart, let model = probe.read(s, at: start).model,
      let ends = values.ends(current: { model }),
      let stopped = AnimatedValue.interpolate(
        from: ends.from, to: ends.to, fraction: spring.progress(atTime: duration)),
      !Probe.visiblyDiffer(stopped, ends.to, keyPath: keyPath)
    {
      return nil
    }
    let cut = s.toScene(s.localWindow.lowerBound + duration / max(abs(s.animation.speed), 1e-9))
    return .finding(
      "spring-cut", s, time: cut ?? s.sceneStart,
      "animation \(s.animation.id) is a spring that needs \(Words.time(settling)) to settle, but its duration is "
        + "\(Words.time(duration)): it is cut off while still moving",
      fix: Fix(
        "set duration to settlingDuration (\(Words.time(settling)))",
        edits: [Edits.field(s, "duration", .number(settling))]))
  }

  /// The animation contributes one value the whole time. Not said of a basic animation with none
  /// of from, to, by: Core Animation runs it from the previous presentation value, which a scene
  /// does not hold (the decoder already warns), and code read with its values left out comes out
  /// that way.
  static func noVisibleChange(_ s: Subject, _ probe: Probe) -> Diagnostic? {
    // A key path no layer animates is `unknown-key-path`: that is why nothing moves.
    guard let start = s.sceneStart, let keyPath = s.animation.keyPath, KeyPathAddress.of(keyPath) != nil else {
      return nil
    }
    if case .basic(let values) = s.animation.content, values.from == nil, values.to == nil, values.by == nil {
      return nil
    }
    let end = s.sceneEnd ?? start + max(s.animation.effectiveDuration(), 1)
    let times = (0...8).map { start + (end - start) * (0.02 + 0.96 * Double($0) / 8) }
    let values = times.map { probe.read(s, at: $0).contribution }
    guard let first = values.first ?? nil, values.allSatisfy({ !Probe.visiblyDiffer($0, first, keyPath: keyPath) })
    else { return nil }
    let model = probe.read(s, at: start).model
    let how = Probe.differ(first, model) ? "" : " (the model value too)"
    return .finding(
      "no-visible-change", s, time: start,
      "animation \(s.animation.id) animates \(keyPath) from \(Words.value(first)) to \(Words.value(first))\(how): "
        + "nothing moves",
      fix: Fix("give it a from or to value that differs from \(Words.value(first))"))
  }

  /// A repeating loop meant to be seamless (a full turn, a cumulative scroll) with an eased curve.
  static func easedRepeat(_ s: Subject) -> Diagnostic? {
    let a = s.animation
    let repeats = a.repeatCount > 1 || a.repeatDuration > a.effectiveDuration()
    guard repeats, !a.autoreverses, let function = a.timingFunction, function != .linear,
      let keyPath = a.keyPath
    else { return nil }
    var seamless = a.isCumulative
    if keyPath.hasPrefix("transform.rotation"), case .basic(let values) = a.content,
      let ends = values.ends(current: { .number(0) }), case .number(let from) = ends.from,
      case .number(let to) = ends.to
    {
      let turns = abs(to - from) / (2 * Double.pi)
      seamless = seamless || (turns >= 1 - 1e-9 && abs(turns - turns.rounded()) < 1e-9)
    }
    guard seamless else { return nil }
    let firstLoop = s.toScene(s.localWindow.lowerBound + a.effectiveDuration() / max(abs(a.speed), 1e-9))
    return .finding(
      "eased-repeat", s, time: firstLoop,
      "animation \(a.id) repeats a seamless loop of \(keyPath) with an eased timing function: it slows down and "
        + "stalls at the end of every loop",
      fix: Fix("use a linear timing function", edits: [Edits.field(s, "timingFunction", nil)]))
  }

  /// A key path Core Animation does not animate on a layer, with the nearest that it does.
  static func unknownKeyPath(_ s: Subject) -> Diagnostic? {
    guard let keyPath = s.animation.keyPath, KeyPathAddress.of(keyPath) == nil else { return nil }
    let nearest = closestMatch(to: keyPath, in: KeyPathAddress.knownKeyPaths, within: 3)
    return .finding(
      "unknown-key-path", s, time: s.sceneStart,
      "\(keyPath) is not a key path a layer animates, so animation \(s.animation.id) never moves anything"
        + (nearest.map { " (did you mean \($0)?)" } ?? ""),
      fix: nearest.map { Fix("use \($0)", edits: [Edits.field(s, "keyPath", .string($0))]) })
  }
}
