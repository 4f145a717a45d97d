/// `convertTime(_:from:to:)` between any two nodes of a layer tree (timing model L4; CA's
/// `convertTime:fromLayer:` generalised to animations).
///
/// A layer's time is its local time (L1); an animation's time is its active local time (T2).
/// Children of a layer live in the layer's local time; children of a group live in the group's
/// basic local time (G1). Going down is always a function (nil only where a group is not
/// applied); going up inverts Apple's formula, which fails (nil) at speed 0 and out of a group,
/// whose repeats and timing function do not invert.
extension Layer {
  /// Converts `time` (seconds) from the time space of the node at `from` to that of the node at
  /// `to`; a nil path is global media time (the root layer's parent time). Nil when a path names no
  /// node or the conversion is not a function (see the type's comment).
  public func convertTime(_ time: Double, from: NodePath?, to: NodePath?) -> Double? {
    guard let fromSteps = from.map({ steps(to: $0) }) ?? [],
      let toSteps = to.map({ steps(to: $0) }) ?? []
    else { return nil }
    let fromIDs = from?.ids ?? []
    let toIDs = to?.ids ?? []
    var common = 0
    while common < min(fromIDs.count, toIDs.count) && fromIDs[common] == toIDs[common] { common += 1 }
    if common == fromSteps.count && common == toSteps.count { return time }

    var t = time
    // Up: own time of step i → its parent's child space, until the first node not shared.
    var i = fromSteps.count - 1
    while i >= common {
      guard let up = fromSteps[i].parentTime(fromOwnTime: t) else { return nil }
      t = up
      // Continuing up needs the parent's own time, which a group's child space does not give.
      if i - 1 >= common, case .animation = fromSteps[i - 1] { return nil }
      i -= 1
    }
    if common == toSteps.count {
      // `to` is an ancestor of `from`: its child space is its own time only for a layer.
      if common > 0, case .animation = toSteps[common - 1] { return nil }
      return t
    }
    if common == fromSteps.count && common > 0 {
      // `from` is an ancestor of `to`: move from its own time into its child space.
      guard let inner = fromSteps[common - 1].childSpaceTime(fromOwnTime: t) else { return nil }
      t = inner
    }
    // Down: the parent's child space → own time of step j, then into its child space.
    for j in common..<toSteps.count {
      let parentTime = t
      t = toSteps[j].ownTime(fromParentTime: parentTime)
      if j < toSteps.count - 1 {
        guard let inner = toSteps[j].childSpaceTime(fromParentTime: parentTime) else { return nil }
        t = inner
      }
    }
    return t
  }

  /// This layer's parent time at global `mediaTime` when this is the root, or the parent time of the
  /// layer at `path`: the superlayer's local time. Nil when `path` names no layer.
  public func parentTime(ofLayerAt path: NodePath, atMediaTime mediaTime: Double) -> Double? {
    guard layer(at: path) != nil else { return nil }
    if path.ids.count == 1 { return mediaTime }
    return convertTime(mediaTime, from: nil, to: NodePath(Array(path.ids.dropLast())))
  }
}

extension PathStep {
  /// Apple's formula T2/L1 with this node's properties.
  func ownTime(fromParentTime parentTime: Double) -> Double {
    switch self {
    case .layer(let layer): layer.localTime(atParentTime: parentTime)
    case .animation(let a, _, _):
      TimingSteps.activeLocalTime(
        parentTime: parentTime, beginTime: a.beginTime, speed: a.speed, timeOffset: a.timeOffset)
    }
  }

  /// The inverse of `ownTime`: `(t − timeOffset) / speed + beginTime`; nil at speed 0.
  func parentTime(fromOwnTime ownTime: Double) -> Double? {
    switch self {
    case .layer(let layer):
      return layer.parentTime(atLocalTime: ownTime)
    case .animation(let a, _, _):
      guard a.speed != 0 else { return nil }
      return TimingSteps.saturating((ownTime - a.timeOffset) / a.speed + a.beginTime)
    }
  }

  /// The time this node's children receive when its parent time is `parentTime`: the local time of
  /// a layer, the basic local time of a group (nil when the group is not applied).
  func childSpaceTime(fromParentTime parentTime: Double) -> Double? {
    switch self {
    case .layer(let layer):
      return layer.localTime(atParentTime: parentTime)
    case .animation(let a, let inherited, let inGroup):
      guard a.isGroup else { return nil }
      return a.childParentTime(for: a.sample(atParentTime: parentTime, inheritedDuration: inherited, inGroup: inGroup))
    }
  }

  /// As `childSpaceTime(fromParentTime:)`, from the node's own time. At speed 0 every parent time
  /// gives the same state, so the begin time stands in for it.
  func childSpaceTime(fromOwnTime ownTime: Double) -> Double? {
    switch self {
    case .layer:
      return ownTime
    case .animation(let a, _, _):
      return childSpaceTime(fromParentTime: parentTime(fromOwnTime: ownTime) ?? a.beginTime)
    }
  }
}
