/// The state of a whole layer tree at one global media time: every layer's local time and one
/// record per animation, in depth-first order (a layer's animations, then its sublayers).
public struct TreeEvaluation: Hashable, Sendable {
  /// The global media time evaluated, seconds.
  public var mediaTime: Double
  /// Every layer, root first.
  public var layers: [LayerEvaluation]
  /// Every animation and group, a group before its children.
  public var animations: [AnimationEvaluation]

  /// The record of the animation at `path` (`"root/group/child"`), if any.
  public func animation(_ path: String) -> AnimationEvaluation? {
    animations.first { $0.hasPath(path) }
  }

  /// The record of the layer at `path` (`"root/child"`), if any.
  public func layer(_ path: String) -> LayerEvaluation? {
    layers.first { $0.path == path }
  }
}

/// One layer's time at one media time.
public struct LayerEvaluation: Hashable, Sendable {
  /// Ids from the root down, joined by `/`.
  public var path: String
  /// The layer's parent time (the superlayer's local time, or media time for the root), seconds.
  public var parentTime: Double
  /// The layer's local time (L1), seconds.
  public var localTime: Double
}

/// The evaluation record of one animation (or group) in a tree: its timing intermediates, whether
/// it is active through its enclosing groups, and the value it presents.
public struct AnimationEvaluation: Hashable, Sendable {
  /// The path of the layer or group that holds this node (`root/group`), shared by its siblings.
  public var parentPath: String
  /// The node's id.
  public var id: String
  /// The animated property; nil for a group.
  public var keyPath: String?
  /// True for a group.
  public var isGroup: Bool
  /// The node's own timing; nil when an enclosing group is not applied, so no time reaches it (G4).
  public var timing: TimingSample?
  /// The node's own phase; without `timing`, the phase of the enclosing group that is not applied.
  public var phase: TimingPhase
  /// True when this node and every enclosing group are in their active phase (closed interval).
  public var isActive: Bool
  /// The value the animation contributes (after cumulative repeats; for an additive animation,
  /// what it adds), or nil when not applied (or the animation has no values).
  public var value: AnimatedValue?
  /// A path animation's rotation (radians) with a `rotationMode`, added to the layer's z rotation.
  public var rotation: Double?

  /// Ids from the root layer down, joined by `/` (`root/group/child`). Built on each access;
  /// `hasPath` compares without building it.
  public var path: String { joinPath(parentPath, id) }

  /// True when `path` is `text`.
  public func hasPath(_ text: String) -> Bool {
    let t = text.utf8
    let parent = parentPath.utf8
    return t.count == parent.count + 1 + id.utf8.count && t.starts(with: parent)
      && t.dropFirst(parent.count).first == UInt8(ascii: "/") && t.dropFirst(parent.count + 1).elementsEqual(id.utf8)
  }

  /// True when the animation has an effect.
  public var isApplied: Bool { timing?.iteration != nil }
  /// Whole cycles completed, nil when not applied.
  public var repeatIndex: Int? { timing?.iteration?.repeatIndex }
  /// Basic local time in `0...duration` seconds, nil when not applied.
  public var basicLocalTime: Double? { timing?.iteration?.basicLocalTime }
  /// Un-eased progress in `0...1`, nil when not applied.
  public var progress: Double? { timing?.iteration?.progress }
  /// Eased progress, nil when not applied.
  public var easedProgress: Double? { timing?.iteration?.easedProgress }
}

extension Layer {
  /// Evaluates the tree rooted at this layer at global `mediaTime` (seconds; the root layer's
  /// parent time).
  public func evaluate(atMediaTime mediaTime: Double) -> TreeEvaluation {
    var result = TreeEvaluation(mediaTime: mediaTime, layers: [], animations: [])
    var layers: [LayerEvaluation]? = []
    layers?.reserveCapacity(8)
    result.animations.reserveCapacity(32)
    appendRecords(parentTime: mediaTime, parentPath: nil, into: &result.animations, layers: &layers)
    result.layers = layers ?? []
    return result
  }

  /// The timings of every record of `evaluate(atMediaTime:).animations` (same order) at global
  /// `mediaTime` (seconds), into `records` (emptied first, its storage kept): no paths, no
  /// values but colours, no layer records.
  public func evaluateTimings(atMediaTime mediaTime: Double, into records: inout [RecordTiming]) {
    records.removeAll(keepingCapacity: true)
    var layers: [LayerEvaluation]?
    appendRecords(parentTime: mediaTime, parentPath: nil, into: &records, layers: &layers)
  }

  /// Appends this layer's records, then its sublayers', and when `layers` is not nil each
  /// layer's time. `parentTime` is seconds of the superlayer's local time.
  private func appendRecords<Record: EvaluationRecord>(
    parentTime: Double, parentPath: String?, into records: inout [Record], layers: inout [LayerEvaluation]?
  ) {
    let path = Record.keepsPaths || layers != nil ? parentPath.map { joinPath($0, id) } ?? id : ""
    let localTime = localTime(atParentTime: parentTime)
    layers?.append(LayerEvaluation(path: path, parentTime: parentTime, localTime: localTime))
    // Through buffer pointers: an array element used in place (a subscript, even by index,
    // copies each animation out: a fifth of a 1,000-animation frame).
    animations.withUnsafeBufferPointer { animations in
      for index in animations.indices {
        animations[index].appendRecords(
          parentTime: localTime, inheritedDuration: nil, inGroup: false,
          enclosingActive: true, parentPath: path, model: properties, into: &records)
      }
    }
    sublayers.withUnsafeBufferPointer { sublayers in
      for index in sublayers.indices {
        sublayers[index].appendRecords(parentTime: localTime, parentPath: path, into: &records, layers: &layers)
      }
    }
  }
}

extension Animation {
  /// Appends this node's record and, for a group, its children's (G1–G4). A nil `parentTime`
  /// means the enclosing group is not applied; `absentPhase` is then reported as the phase.
  fileprivate func appendRecords<Record: EvaluationRecord>(
    parentTime: Double?, absentPhase: TimingPhase = .before, inheritedDuration: Double?, inGroup: Bool,
    enclosingActive: Bool, parentPath: String, model: [PropertyValue], into records: inout [Record]
  ) {
    let record: Record = self.record(
      parentTime: parentTime, absentPhase: absentPhase, inheritedDuration: inheritedDuration, inGroup: inGroup,
      enclosingActive: enclosingActive, parentPath: parentPath, model: model)
    records.append(record)
    guard case .group(let children) = content else { return }
    let path = Record.keepsPaths ? joinPath(parentPath, id) : ""
    let childTime = record.timing.flatMap { childParentTime(for: $0) }
    let groupDuration = effectiveDuration(inherited: inheritedDuration)
    children.withUnsafeBufferPointer { children in
      for index in children.indices {
        children[index].appendRecords(
          parentTime: childTime, absentPhase: record.phase, inheritedDuration: groupDuration, inGroup: true,
          enclosingActive: record.isActive, parentPath: path, model: model, into: &records)
      }
    }
  }

  /// This node's own record (not its children's); the parameters as for `appendRecords`.
  func record<Record: EvaluationRecord>(
    parentTime: Double?, absentPhase: TimingPhase, inheritedDuration: Double?, inGroup: Bool,
    enclosingActive: Bool, parentPath: String, model: [PropertyValue]
  ) -> Record {
    // `if let`, not closures: a closure capturing `self` may copy the whole animation.
    var timing: TimingSample?
    if let parentTime {
      timing = sample(atParentTime: parentTime, inheritedDuration: inheritedDuration, inGroup: inGroup)
    }
    let phase = timing?.phase ?? absentPhase
    let isActive = enclosingActive && timing != nil && phase == .active
    return Record(self, timing: timing, phase: phase, isActive: isActive, parentPath: parentPath, model: model)
  }
}

extension AnimationEvaluation: EvaluationRecord {
  public static var keepsPaths: Bool { true }

  public init(
    _ animation: Animation, timing: TimingSample?, phase: TimingPhase, isActive: Bool, parentPath: String,
    model: [PropertyValue]
  ) {
    var value: AnimatedValue?
    var rotation: Double?
    if let iteration = timing?.iteration {
      value = animation.value(
        atEasedProgress: iteration.easedProgress, repeatIndex: iteration.repeatIndex, model: model)
      rotation = animation.rotation(atEasedProgress: iteration.easedProgress)
    }
    self.init(
      parentPath: parentPath, id: animation.id, keyPath: animation.keyPath, isGroup: animation.isGroup,
      timing: timing, phase: phase, isActive: isActive, value: value, rotation: rotation)
  }
}

/// `parent/id`, built with one allocation at most.
func joinPath(_ parent: String, _ id: String) -> String {
  var path = parent
  path.reserveCapacity(parent.utf8.count + 1 + id.utf8.count)
  path += "/"
  path += id
  return path
}
