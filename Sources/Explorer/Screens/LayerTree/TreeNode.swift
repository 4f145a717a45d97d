import MediaTiming

/// One node of the scene tree as the layer-tree screen lists it.
package struct TreeNode: Hashable, Sendable {
  package enum Kind: String, Hashable, Sendable {
    case layer, group, animation
  }
  /// `root/sub/anim`.
  package var path: String
  package var depth: Int
  package var kind: Kind
  package var beginTime: Double
  package var speed: Double
  package var timeOffset: Double
  /// Speed relative to global time: the product of the speeds from the root down to this node.
  package var effectiveSpeed: Double
}

extension Layer {
  /// Every node (layers, groups, animations), depth first, with its effective speed.
  package var treeNodes: [TreeNode] {
    var nodes: [TreeNode] = []
    func visit(_ layer: Layer, path: String, depth: Int, speed: Double) {
      let effective = speed * layer.speed
      nodes.append(
        TreeNode(
          path: path, depth: depth, kind: .layer, beginTime: layer.beginTime, speed: layer.speed,
          timeOffset: layer.timeOffset, effectiveSpeed: effective))
      func add(_ animation: Animation, parent: String, depth: Int, speed: Double) {
        let childPath = parent + "/" + animation.id
        let effectiveAnimation = speed * animation.speed
        nodes.append(
          TreeNode(
            path: childPath, depth: depth, kind: animation.isGroup ? .group : .animation,
            beginTime: animation.beginTime,
            speed: animation.speed, timeOffset: animation.timeOffset, effectiveSpeed: effectiveAnimation))
        for child in animation.children { add(child, parent: childPath, depth: depth + 1, speed: effectiveAnimation) }
      }
      for animation in layer.animations { add(animation, parent: path, depth: depth + 1, speed: effective) }
      for sublayer in layer.sublayers {
        visit(sublayer, path: path + "/" + sublayer.id, depth: depth + 1, speed: effective)
      }
    }
    visit(self, path: id, depth: 0, speed: 1)
    return nodes
  }

  /// Applies `change` to the time mapping of the node at `path` — its `beginTime`, `speed` and
  /// `timeOffset`, presented as a layer so that the layer operations (the no-jump speed change,
  /// pause, resume) apply to animations too — with the node's parent time at global `mediaTime`.
  /// Returns false when nothing has that path or no time reaches it (a group not applied).
  @discardableResult
  package mutating func modifyNode(
    at path: NodePath, atMediaTime mediaTime: Double, _ change: (inout Layer, _ parentTime: Double) -> Void
  ) -> Bool {
    if layer(at: path) != nil { return modifyLayer(at: path, atMediaTime: mediaTime, change) }
    guard animation(at: path) != nil, path.ids.count >= 2,
      let parentTime = convertTime(mediaTime, from: nil, to: NodePath(Array(path.ids.dropLast())))
    else { return false }
    var layerIDs = path.ids
    var animationIDs: [String] = []
    while layer(at: NodePath(layerIDs)) == nil, !layerIDs.isEmpty {
      animationIDs.insert(layerIDs.removeLast(), at: 0)
    }
    func edit(_ animations: inout [Animation], _ ids: ArraySlice<String>) {
      guard let first = ids.first, let index = animations.firstIndex(where: { $0.id == first }) else { return }
      if ids.count == 1 {
        let a = animations[index]
        var timing = Layer(id: a.id, beginTime: a.beginTime, speed: a.speed, timeOffset: a.timeOffset)
        change(&timing, parentTime)
        animations[index].beginTime = timing.beginTime
        animations[index].speed = timing.speed
        animations[index].timeOffset = timing.timeOffset
      } else if case .group(var children) = animations[index].content {
        edit(&children, ids.dropFirst())
        animations[index].content = .group(children)
      }
    }
    return modifyLayer(at: NodePath(layerIDs), atMediaTime: mediaTime) { layer, _ in
      edit(&layer.animations, animationIDs[...])
    }
  }
}
