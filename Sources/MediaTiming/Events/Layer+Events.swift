extension Layer {
  /// Applies `event` to this (root) layer's tree, the root's parent time being scene time.
  /// `clocks` keeps each layer's timing on Core Animation's own clock (see `EventClocks`).
  /// An event naming no layer of the tree changes nothing.
  mutating func apply(_ event: LayerEvent, clocks: inout EventClocks) {
    let path = event.layer
    switch event.change {
    case .setValue(let value):
      modifyLayer(at: path, atMediaTime: event.time) { layer, _ in
        layer.properties.removeAll { $0.keyPath == value.keyPath }
        layer.properties.append(value)
      }
    case .add(let animation):
      let added = capturingPresentation(for: animation, onLayerAt: path, atMediaTime: event.time)
      modifyLayer(at: path, atMediaTime: event.time) { layer, parentTime in
        layer.animations.removeAll { $0.id == added.id }
        layer.addAnimation(added, atParentTime: parentTime)
      }
    case .remove(let key):
      modifyLayer(at: path, atMediaTime: event.time) { layer, _ in layer.animations.removeAll { $0.id == key } }
    case .removeAll:
      modifyLayer(at: path, atMediaTime: event.time) { layer, _ in layer.animations.removeAll() }
    case .setTiming, .pause, .resume:
      modifyLayer(at: path, atMediaTime: event.time) { layer, parentTime in
        clocks.apply(event.change, to: &layer, at: path, parentTime: parentTime)
      }
    }
  }

  /// `animation`, or for a basic animation (or spring) with no from, to or by, one whose from is
  /// the value presented just before it is added (presentation model §8, row 7).
  private func capturingPresentation(
    for animation: Animation, onLayerAt path: NodePath, atMediaTime time: Double
  ) -> Animation {
    guard let keyPath = animation.keyPath, !animation.isAdditive else { return animation }
    var copy = animation
    switch animation.content {
    case .basic(let values) where values == BasicValues():
      guard let presented = presentedValue(keyPath, ofLayerAt: path, atMediaTime: time) else { return animation }
      copy.content = .basic(BasicValues(from: presented))
    case .spring(let spring, let values) where values == BasicValues():
      guard let presented = presentedValue(keyPath, ofLayerAt: path, atMediaTime: time) else { return animation }
      copy.content = .spring(spring, BasicValues(from: presented))
    default: return animation
    }
    return copy
  }

  /// The value of `keyPath` presented by the layer at `path` at `time` (scene seconds).
  private func presentedValue(
    _ keyPath: String, ofLayerAt path: NodePath, atMediaTime time: Double
  )
    -> AnimatedValue?
  {
    let evaluation = evaluate(atMediaTime: time)
    let layer = presentation(in: evaluation, ofLayer: path.description).first
    return layer?.presentedValue(keyPath) ?? layer?.modelValue(keyPath)
  }
}

/// Each layer's `beginTime` and `timeOffset` as Core Animation's clock holds them (counting from
/// boot: `HostTime`), beside the scene's own figures (counting from the commit), so that timing
/// events act as they do on a device.
///
/// A layer's local time on Core Animation's clock is its scene local time plus a fixed `shift`:
/// H × the speeds from the root down to it at the commit (the root's parent time is H + scene
/// time). At the commit a layer's `beginTime` and `timeOffset` are taken as written (a layer's
/// default 0 is Core Animation's 0, not "now"). After each event the scene's figures are worked
/// out again so that `local = (parent − beginTime) × speed + timeOffset` agrees with the clock.
struct EventClocks {
  /// The tree at the commit, whose speeds fix every layer's shift.
  let commit: Layer
  /// The layers an event has already changed, by path.
  private var clocks: [NodePath: LayerClock] = [:]

  /// One layer's timing on Core Animation's clock.
  struct LayerClock {
    var beginTime: HostTime
    var timeOffset: HostTime
    /// Core Animation's local time minus the scene's, for this layer and for its parent.
    var shift: HostTime
    var parentShift: HostTime
  }

  init(commit: Layer) { self.commit = commit }

  /// The clock of the layer at `path`, from the commit when no event has changed it yet.
  private func clock(at path: NodePath) -> LayerClock {
    if let clock = clocks[path] { return clock }
    var shift = HostTime(0, hosts: 1)
    var parentShift = shift
    var layer = commit
    var beginTime = HostTime(commit.beginTime)
    var timeOffset = HostTime(commit.timeOffset)
    for (depth, id) in path.ids.enumerated() {
      if depth > 0, let sublayer = layer.sublayers.first(where: { $0.id == id }) { layer = sublayer }
      parentShift = shift
      shift = shift * layer.speed
      beginTime = HostTime(layer.beginTime)
      timeOffset = HostTime(layer.timeOffset)
    }
    return LayerClock(beginTime: beginTime, timeOffset: timeOffset, shift: shift, parentShift: parentShift)
  }

  /// Applies a timing change to `layer` (at `path`) at `parentTime`, its parent's scene time.
  mutating func apply(_ change: LayerEvent.Change, to layer: inout Layer, at path: NodePath, parentTime: Double) {
    var clock = clock(at: path)
    var speed = layer.speed
    let now = HostTime(parentTime) + clock.parentShift
    let localNow = (now - clock.beginTime) * speed + clock.timeOffset
    switch change {
    case .setTiming(.speed, let value, anchored: false):
      speed = value
    case .setTiming(.speed, let value, anchored: true):
      clock.timeOffset = localNow
      clock.beginTime = now
      speed = value
    case .setTiming(.timeOffset, let value, let anchored):
      clock.timeOffset = HostTime(value) + (anchored ? clock.shift : HostTime(0))
    case .setTiming(.beginTime, let value, let anchored):
      clock.beginTime = HostTime(value) + (anchored ? clock.parentShift : HostTime(0))
    case .pause:
      clock.timeOffset = localNow
      speed = 0
    case .resume:
      let pausedTime = clock.timeOffset
      speed = 1
      clock.timeOffset = HostTime(0)
      clock.beginTime = HostTime(0)
      clock.beginTime = (now - clock.beginTime) * speed + clock.timeOffset - pausedTime
    case .setValue, .add, .remove, .removeAll:
      return
    }
    clocks[path] = clock
    // The scene's figures: beginTime without its H part, and the timeOffset that makes the
    // scene's local time Core Animation's minus the shift.
    let beginTime = HostTime(clock.beginTime.seconds)
    let timeOffset = ((beginTime - clock.beginTime) + clock.parentShift) * speed + (clock.timeOffset - clock.shift)
    layer.speed = speed
    layer.beginTime = beginTime.seconds
    layer.timeOffset = TimingSteps.saturating(timeOffset.value)
  }
}

extension Layer {
  /// Every layer of the tree by path (`root/box`), root first, depth first: what a report of
  /// each layer's own timing reads.
  public func layerTimings(under parent: String? = nil) -> [(path: String, layer: Layer)] {
    let path = parent.map { $0 + "/" + id } ?? id
    return [(path, self)] + sublayers.flatMap { $0.layerTimings(under: path) }
  }
}
