/// Addressing nodes of a layer tree by path: ids from the root down (`["root", "child", "anim"]`,
/// written `root/child/anim`). The tree is the root layer value.
public struct NodePath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// Ids from the root layer down.
  public var ids: [String]

  public init(_ ids: [String]) { self.ids = ids }

  /// Splits `"root/child/anim"` at `/`.
  public init(_ text: String) {
    self.ids = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
  }

  public init(stringLiteral value: String) { self.init(value) }

  public var description: String { ids.joined(separator: "/") }
}

/// One step on the way from the root down to a node.
enum PathStep {
  case layer(Layer)
  /// An animation; `inGroup` when its parent is a group; `inheritedDuration` nil on a layer.
  case animation(Animation, inheritedDuration: Double?, inGroup: Bool)
}

extension Layer {
  /// The nodes from this (root) layer down to `path`, or nil when no node has that path.
  func steps(to path: NodePath) -> [PathStep]? {
    guard let first = path.ids.first, first == id else { return nil }
    var steps: [PathStep] = [.layer(self)]
    var layer = self
    var index = 1
    while index < path.ids.count {
      let name = path.ids[index]
      if let sublayer = layer.sublayers.first(where: { $0.id == name }) {
        steps.append(.layer(sublayer))
        layer = sublayer
        index += 1
        continue
      }
      guard var animation = layer.animations.first(where: { $0.id == name }) else { return nil }
      var inherited: Double? = nil
      var inGroup = false
      steps.append(.animation(animation, inheritedDuration: inherited, inGroup: inGroup))
      index += 1
      while index < path.ids.count {
        let childName = path.ids[index]
        guard let child = animation.children.first(where: { $0.id == childName }) else { return nil }
        inherited = animation.effectiveDuration(inherited: inherited)
        inGroup = true
        steps.append(.animation(child, inheritedDuration: inherited, inGroup: inGroup))
        animation = child
        index += 1
      }
    }
    return steps
  }

  /// The layer at `path` (this layer for `[id]`), or nil.
  public func layer(at path: NodePath) -> Layer? {
    guard case .layer(let layer)? = steps(to: path)?.last else { return nil }
    return layer
  }

  /// The animation at `path`, or nil.
  public func animation(at path: NodePath) -> Animation? {
    guard case .animation(let animation, _, _)? = steps(to: path)?.last else { return nil }
    return animation
  }

  /// Applies `change` to the layer at `path`, passing that layer's parent time at `mediaTime`.
  /// Returns false (and changes nothing) when `path` names no layer.
  @discardableResult
  public mutating func modifyLayer(
    at path: NodePath, atMediaTime mediaTime: Double, _ change: (inout Layer, _ parentTime: Double) -> Void
  ) -> Bool {
    guard path.ids.first == id else { return false }
    return modify(ids: path.ids.dropFirst(), parentTime: mediaTime, change)
  }

  private mutating func modify(
    ids: ArraySlice<String>, parentTime: Double, _ change: (inout Layer, Double) -> Void
  ) -> Bool {
    guard let next = ids.first else {
      change(&self, parentTime)
      return true
    }
    guard let index = sublayers.firstIndex(where: { $0.id == next }) else { return false }
    let localTime = localTime(atParentTime: parentTime)
    return sublayers[index].modify(ids: ids.dropFirst(), parentTime: localTime, change)
  }

  /// Pauses the layer at `path` at global `mediaTime` (Apple's recipe). False when no such layer.
  @discardableResult
  public mutating func pauseLayer(at path: NodePath, atMediaTime mediaTime: Double) -> Bool {
    modifyLayer(at: path, atMediaTime: mediaTime) { $0.pause(atParentTime: $1) }
  }

  /// Resumes the layer at `path` at global `mediaTime` (Apple's recipe). False when no such layer.
  @discardableResult
  public mutating func resumeLayer(at path: NodePath, atMediaTime mediaTime: Double, speed: Double = 1) -> Bool {
    modifyLayer(at: path, atMediaTime: mediaTime) { $0.resume(atParentTime: $1, speed: speed) }
  }

  /// Changes the speed of the layer at `path` at global `mediaTime` without a jump.
  @discardableResult
  public mutating func changeSpeed(
    ofLayerAt path: NodePath, to speed: Double, atMediaTime mediaTime: Double
  )
    -> Bool
  {
    modifyLayer(at: path, atMediaTime: mediaTime) { $0.changeSpeed(to: speed, atParentTime: $1) }
  }

  /// Adds `animation` to the layer at `path` at global `mediaTime`, replacing a `beginTime` of 0 by
  /// that layer's local time then (L3). False when no such layer.
  @discardableResult
  public mutating func addAnimation(
    _ animation: Animation, toLayerAt path: NodePath, atMediaTime mediaTime: Double
  )
    -> Bool
  {
    modifyLayer(at: path, atMediaTime: mediaTime) { $0.addAnimation(animation, atParentTime: $1) }
  }
}
