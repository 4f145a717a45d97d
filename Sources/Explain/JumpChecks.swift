import MediaTiming
import Scenes

/// Where what is on screen jumps at an animation's ends, read from the engine around each end:
/// `snap-back` and `autoreverse-end` (it ends and the model value shows, different from its last
/// value), `zombie-fill` (it ends but a forwards fill holds a value the model does not have),
/// `start-flash` (it starts after it was added, without a backwards fill, from another value than
/// the one shown before).
enum JumpChecks {
  static func check(_ s: Subject, _ probe: Probe) -> [Diagnostic] {
    if s.animation.isGroup { return groupEnd(s, probe) + groupStart(s, probe) }
    guard let keyPath = s.animation.keyPath, KeyPathAddress.of(keyPath) != nil, !s.animation.isGroup,
      !s.animation.isAdditive
    else { return [] }
    var found: [Diagnostic] = []
    let held = probe.holding(s)
    if let end = s.sceneEnd, !probe.isHidden(s, at: end + Probe.epsilon) {
      // The same instant with and without the animation holding its end.
      let shown = probe.read(s, at: end + Probe.epsilon)
      let holding = held.read(s, at: end + Probe.epsilon)
      if !shown.applied, Probe.visiblyDiffer(holding.presented, shown.presented, keyPath: keyPath),
        !Probe.differ(shown.presented, shown.model),
        let last = holding.contribution
      {
        found.append(endsOnTheModel(s, keyPath, at: end, last: last, shown: shown))
      } else if shown.applied, Probe.visiblyDiffer(shown.presented, shown.model, keyPath: keyPath),
        s.animation.fillMode.fillsForwards,
        !s.animation.removedOnCompletion
      {
        found.append(zombie(s, keyPath, at: end, held: shown))
      }
    }
    // Before a delayed start the model value shows (nothing else animates the key path), and the
    // animation's first value is another.
    // (Not on a layer hidden until then: one that code adds when the animation starts.)
    if let start = s.sceneStart, start > Probe.epsilon, !probe.isHidden(s, at: start - Probe.epsilon) {
      let shown = probe.read(s, at: start - Probe.epsilon)
      let holding = held.read(s, at: start - Probe.epsilon)
      if !shown.applied, !Probe.differ(shown.presented, shown.model),
        Probe.visiblyDiffer(holding.presented, shown.presented, keyPath: keyPath)
      {
        found.append(
          .finding(
            "start-flash", s, time: start,
            "animation \(s.animation.id) starts at \(Words.time(start)), after it was added, and has no "
              + "backwards fill: until then \(keyPath) shows its model value \(Words.value(shown.presented)), "
              + "then jumps to \(Words.value(holding.contribution))",
            fix: Fix(
              "fill backwards, so its first value shows from the moment it is added",
              edits: Edits.fillingBackwards(s).map { [$0] } ?? [])))
      }
    }
    return found
  }

  /// A group removed at its end takes every child's value with it: for each key path its
  /// children animate, the same comparison as for one animation. One `snap-back` for the group,
  /// naming the key paths; the fix sets each one's model value to where the group leaves it.
  static func groupEnd(_ s: Subject, _ probe: Probe) -> [Diagnostic] {
    guard let end = s.sceneEnd, !s.animation.isAdditive, !probe.isHidden(s, at: end + Probe.epsilon) else { return [] }
    var keyPaths: [String] = []
    var leaves: [(animation: Animation, ids: [String])] = []
    func collect(_ animation: Animation, ids: [String]) {
      for child in animation.children {
        if child.isGroup {
          collect(child, ids: ids + [child.id])
        } else if let keyPath = child.keyPath, KeyPathAddress.of(keyPath) != nil, !child.isAdditive {
          leaves.append((child, ids + [child.id]))
          if !keyPaths.contains(keyPath) { keyPaths.append(keyPath) }
        }
      }
    }
    collect(s.animation, ids: s.ids)
    let held = probe.holding(s)
    var jumps: [(keyPath: String, from: AnimatedValue, to: AnimatedValue?)] = []
    for keyPath in keyPaths {
      let shown = probe.read(s, at: end + Probe.epsilon, keyPath: keyPath)
      let holding = held.read(s, at: end + Probe.epsilon, keyPath: keyPath)
      if !shown.applied, let last = holding.presented,
        Probe.visiblyDiffer(last, shown.presented, keyPath: keyPath), !Probe.differ(shown.presented, shown.model)
      {
        jumps.append((keyPath, last, shown.presented))
      }
    }
    guard !jumps.isEmpty else { return [] }
    // One-sided children read the model value: write their ends out first, so the motion stays.
    var edits: [SceneEdit] = []
    for leaf in leaves {
      guard let keyPath = leaf.animation.keyPath, jumps.contains(where: { $0.keyPath == keyPath }),
        let model = probe.read(s, at: end + Probe.epsilon, keyPath: keyPath).model
      else { continue }
      edits += Edits.explicitEnds(leaf.animation, ids: leaf.ids, model: model)
    }
    edits += jumps.map { Edits.model(s, $0.keyPath, $0.from) }
    if let start = s.sceneStart, start > Probe.epsilon, let fill = Edits.fillingBackwards(s) { edits.append(fill) }
    let what = jumps.map { "\($0.keyPath) from \(Words.value($0.from)) to \(Words.value($0.to))" }
    return [
      .finding(
        "snap-back", s, time: end,
        "group \(s.animation.id) ends at \(Words.time(end)) and is removed with its animations: "
          + Words.list(what) + " snap back to their model values",
        fix: Fix("set the model values to where the group leaves them when adding it", edits: edits))
    ]
  }

  /// A group that starts after it was added without a backwards fill: before it starts, each key
  /// path its children animate shows the model value, then jumps to the children's first values.
  /// One `start-flash` for the group, naming the key paths; the fix fills the group backwards.
  static func groupStart(_ s: Subject, _ probe: Probe) -> [Diagnostic] {
    guard let start = s.sceneStart, start > Probe.epsilon, !s.animation.isAdditive,
      !probe.isHidden(s, at: start - Probe.epsilon)
    else { return [] }
    var keyPaths: [String] = []
    func collect(_ animation: Animation) {
      for child in animation.children {
        if child.isGroup {
          collect(child)
        } else if let keyPath = child.keyPath, KeyPathAddress.of(keyPath) != nil, !child.isAdditive,
          !keyPaths.contains(keyPath)
        {
          keyPaths.append(keyPath)
        }
      }
    }
    collect(s.animation)
    let held = probe.holding(s)
    let jumps = keyPaths.compactMap { keyPath -> String? in
      let shown = probe.read(s, at: start - Probe.epsilon, keyPath: keyPath)
      let holding = held.read(s, at: start - Probe.epsilon, keyPath: keyPath)
      guard !shown.applied, !Probe.differ(shown.presented, shown.model),
        Probe.visiblyDiffer(holding.presented, shown.presented, keyPath: keyPath)
      else { return nil }
      return "\(keyPath) shows its model value \(Words.value(shown.presented)), then jumps to "
        + Words.value(holding.presented)
    }
    guard !jumps.isEmpty else { return [] }
    return [
      .finding(
        "start-flash", s, time: start,
        "group \(s.animation.id) starts at \(Words.time(start)), after it was added, and has no backwards fill: "
          + "until then " + Words.list(jumps),
        fix: Fix(
          "fill the group backwards, so its animations' first values show from the moment it is added",
          edits: Edits.fillingBackwards(s).map { [$0] } ?? []))
    ]
  }

  /// `snap-back`, or `autoreverse-end` when autoreversing brought it back to its start.
  static func endsOnTheModel(
    _ s: Subject, _ keyPath: String, at end: Double, last: AnimatedValue, shown: Probe.Reading
  ) -> Diagnostic {
    // Where the motion is meant to end: a spring's target (a cut spring stops short of it),
    // otherwise its last value.
    var target = last
    if case .spring(_, let values) = s.animation.content, !s.animation.autoreverses, let model = shown.model,
      let ends = values.ends(current: { model })
    {
      target = ends.to
    }
    var edits = Edits.explicitEnds(s, model: shown.model) + [Edits.model(s, keyPath, target)]
    if let start = s.sceneStart, start > Probe.epsilon, let fill = Edits.fillingBackwards(s) { edits.append(fill) }
    let fix = Fix("set the model value to \(Words.value(target)) when adding it", edits: edits)
    if s.animation.autoreverses {
      return .finding(
        "autoreverse-end", s, time: end,
        "animation \(s.animation.id) autoreverses back to \(Words.value(last)), then is removed at "
          + "\(Words.time(end)) and \(keyPath) jumps to its model value \(Words.value(shown.presented))",
        fix: fix)
    }
    return .finding(
      "snap-back", s, time: end,
      "animation \(s.animation.id) ends at \(Words.time(end)) and is removed: \(keyPath) snaps back from "
        + "\(Words.value(last)) to its model value \(Words.value(shown.presented))",
      fix: fix)
  }

  static func zombie(_ s: Subject, _ keyPath: String, at end: Double, held: Probe.Reading) -> Diagnostic {
    var edits = Edits.explicitEnds(s, model: held.model) + [Edits.model(s, keyPath, held.presented!)]
    edits.append(Edits.field(s, "removedOnCompletion", nil))
    if let fill = Edits.notFillingForwards(s) { edits.append(fill) }
    if let start = s.sceneStart, start > Probe.epsilon, let fill = Edits.fillingBackwards(s) {
      // A delayed one keeps showing its start before it begins.
      edits.removeAll { $0.field == "fillMode" }
      edits.append(SceneEdit(ids: fill.ids, field: "fillMode", value: .string("backwards")))
    }
    return .finding(
      "zombie-fill", s, time: end,
      "animation \(s.animation.id) ends at \(Words.time(end)) but a forwards fill with removedOnCompletion = false "
        + "keeps \(keyPath) at \(Words.value(held.presented)) while the model value is "
        + "\(Words.value(held.model)): it looks done, but hit-testing and later animations see the model value",
      fix: Fix(
        "set the model value to \(Words.value(held.presented)) and let the animation be removed", edits: edits))
  }
}
