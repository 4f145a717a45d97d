/// Where one record of `TreeEvaluation.animations` comes from, so that a few records (the rows on
/// screen) can be evaluated without evaluating the whole tree: the sublayer indices from the root
/// down to the layer holding the animation, then its index in that layer's animations and, inside
/// groups, the child indices.
public struct RecordAddress: Hashable, Sendable {
  /// Indices into `sublayers`, from the root down (empty for the root layer).
  public var layerIndices: [Int]
  /// The index into the layer's `animations`, then into each enclosing group's children.
  public var animationIndices: [Int]
  /// The record's `parentPath` (`root/group`).
  public var parentPath: String

  public init(layerIndices: [Int], animationIndices: [Int], parentPath: String) {
    self.layerIndices = layerIndices
    self.animationIndices = animationIndices
    self.parentPath = parentPath
  }
}

extension Layer {
  /// The addresses of records `range` of `evaluate(atMediaTime:).animations` (same order: a
  /// layer's animations, groups before their children, then its sublayers'). Walks the tree once,
  /// building paths only for the records in `range`; indices past the last record are left out.
  public func recordAddresses(in range: Range<Int>) -> [RecordAddress] {
    var addresses: [RecordAddress] = []
    addresses.reserveCapacity(range.count)
    var next = 0
    func visit(_ animation: Animation, layers: [Int], indices: [Int], parentPath: @autoclosure () -> String) {
      if next >= range.upperBound { return }
      let count = animation.recordCount
      // A whole subtree before the range is skipped by its count.
      if next + count <= range.lowerBound {
        next += count
        return
      }
      let parent = parentPath()
      if range.contains(next) {
        addresses.append(RecordAddress(layerIndices: layers, animationIndices: indices, parentPath: parent))
      }
      next += 1
      let children = animation.children
      guard !children.isEmpty else { return }
      let path = joinPath(parent, animation.id)
      for index in children.indices {
        visit(children[index], layers: layers, indices: indices + [index], parentPath: path)
      }
    }
    func visit(_ layer: Layer, layers: [Int], path: String) {
      for index in layer.animations.indices {
        visit(layer.animations[index], layers: layers, indices: [index], parentPath: path)
      }
      for index in layer.sublayers.indices where next < range.upperBound {
        let sublayer = layer.sublayers[index]
        visit(sublayer, layers: layers + [index], path: joinPath(path, sublayer.id))
      }
    }
    visit(self, layers: [], path: id)
    return addresses
  }

  /// The record at `address` at global `mediaTime` (seconds): the same value as the record in
  /// `evaluate(atMediaTime:)`, evaluating only the layers and groups above it. Nil when the
  /// address is not in this tree.
  public func evaluateRecord(at address: RecordAddress, mediaTime: Double) -> AnimationEvaluation? {
    record(at: address, mediaTime: mediaTime)
  }

  /// The timing of the record at `address` at global `mediaTime` (seconds): the same as
  /// `RecordTiming` of `evaluateRecord(at:mediaTime:)`, without its path or (but for colours) its
  /// value. Nil when the address is not in this tree.
  public func evaluateRecordTiming(at address: RecordAddress, mediaTime: Double) -> RecordTiming? {
    record(at: address, mediaTime: mediaTime)
  }

  private func record<Record: EvaluationRecord>(at address: RecordAddress, mediaTime: Double) -> Record? {
    // Down the tree in loops: layers and animations share their storage, so holding the current
    // one copies a reference, and the record is built once, not copied up through each level.
    var layer = self
    var time = localTime(atParentTime: mediaTime)
    for index in address.layerIndices {
      guard layer.sublayers.indices.contains(index) else { return nil }
      layer = layer.sublayers[index]
      time = layer.localTime(atParentTime: time)
    }
    let indices = address.animationIndices
    guard let first = indices.first, layer.animations.indices.contains(first) else { return nil }
    var animation = layer.animations[first]
    var parentTime: Double? = time
    var absentPhase = TimingPhase.before
    var inherited: Double?
    var enclosingActive = true
    for step in indices.indices.dropLast() {
      // An enclosing group: its record gives its children their time (G1–G4).
      let group: RecordTiming = animation.record(
        parentTime: parentTime, absentPhase: absentPhase, inheritedDuration: inherited, inGroup: step > 0,
        enclosingActive: enclosingActive, parentPath: "", model: layer.properties)
      guard case .group(let children) = animation.content, children.indices.contains(indices[step + 1]) else {
        return nil
      }
      parentTime = group.timing.flatMap { animation.childParentTime(for: $0) }
      absentPhase = group.phase
      inherited = animation.effectiveDuration(inherited: inherited)
      enclosingActive = group.isActive
      animation = children[indices[step + 1]]
    }
    return animation.record(
      parentTime: parentTime, absentPhase: absentPhase, inheritedDuration: inherited, inGroup: indices.count > 1,
      enclosingActive: enclosingActive, parentPath: address.parentPath, model: layer.properties)
  }
}

extension Animation {
  /// Records this node has in an evaluation: one, plus its children's for a group.
  public var recordCount: Int {
    guard case .group(let children) = content else { return 1 }
    return children.reduce(1) { $0 + $1.recordCount }
  }
}
