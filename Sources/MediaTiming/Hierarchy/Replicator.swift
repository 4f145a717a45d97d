/// A `CAReplicatorLayer`'s copies: its sublayers are drawn `instanceCount` times (the first is
/// the sublayers themselves). Copy k lives `k × instanceDelay` seconds behind in time and is
/// placed by `instanceTransform` applied k times, about the replicator's anchor point (as
/// `sublayerTransform` is). The defaults (one copy, no delay, the identity) are
/// `CAReplicatorLayer`'s and mean "no copies" on any layer.
public struct Replicator: Hashable, Sendable {
  /// Copies drawn, including the source; 0 draws none.
  public var instanceCount: Int = 1
  /// Seconds of the replicator's local time between one copy and the next.
  public var instanceDelay: Double = 0
  /// The transform from one copy to the next (copy k has it k times).
  public var instanceTransform: Transform3D = .identity

  public init(instanceCount: Int = 1, instanceDelay: Double = 0, instanceTransform: Transform3D = .identity) {
    self.instanceCount = instanceCount
    self.instanceDelay = instanceDelay
    self.instanceTransform = instanceTransform
  }

  /// True when it changes nothing (one copy).
  public var isDefault: Bool { self == Replicator() }

  /// Copy `k`'s parent time for the sublayers: the replicator's local time `localTime` (seconds)
  /// less `k × instanceDelay`, so a sublayer's animations run `k × instanceDelay` later in copy k.
  public func parentTime(ofInstance k: Int, replicatorLocalTime localTime: Double) -> Double {
    localTime - Double(k) * instanceDelay
  }
}

/// One copy a replicator draws of one of its sublayers, beyond the source (instance 0).
public struct ReplicaCopy: Hashable, Sendable {
  /// The replicator's path (`root/dots`), then `#k` for the copy: the copy's layers are at
  /// `root/dots/#2/dot/…`.
  public var path: String
  /// The instance, 1 up to `instanceCount − 1`.
  public var instance: Int
  /// The copied sublayer (its subtree is the copy).
  public var layer: Layer
  /// The copy's parent time (seconds of the replicator's local time, less the copy's delay).
  public var parentTime: Double
}

extension Layer {
  /// Every copy the replicators in this tree draw at global `mediaTime` (seconds), beyond their
  /// sources, depth first (copies inside copies too), at most `limit` in all.
  public func replicaCopies(atMediaTime mediaTime: Double, limit: Int) -> [ReplicaCopy] {
    var out: [ReplicaCopy] = []
    func visit(_ layer: Layer, parentTime: Double, path: String) {
      let localTime = layer.localTime(atParentTime: parentTime)
      let copies = layer.copies
      guard copies.instanceCount > 0 else { return }
      for sublayer in layer.sublayers {
        visit(sublayer, parentTime: localTime, path: joinPath(path, sublayer.id))
      }
      for k in 1..<max(copies.instanceCount, 1) {
        let time = copies.parentTime(ofInstance: k, replicatorLocalTime: localTime)
        for sublayer in layer.sublayers {
          guard out.count < limit else { return }
          let copyPath = joinPath(path, "#\(k)")
          out.append(ReplicaCopy(path: copyPath, instance: k, layer: sublayer, parentTime: time))
          visit(sublayer, parentTime: time, path: joinPath(copyPath, sublayer.id))
        }
      }
    }
    visit(self, parentTime: mediaTime, path: id)
    return out
  }
}
