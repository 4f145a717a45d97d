import MediaTiming
import Scenes

/// One layer as the stage draws it: already evaluated, geometry already in stage points (the root
/// layer's superlayer space), so the stage never touches the tree or the timing.
package struct StageLayer: Hashable, Sendable {
  /// `root/child`.
  package var path: String
  package var depth: Int
  /// The corners of the layer's bounds in stage points, clockwise from the bounds' top-left,
  /// after the superlayers' geometry and its own position, anchor point and transform.
  package var corners: [SIMD2<Double>]
  /// The model layer's corners, when they differ from the presented ones (the ghost).
  package var ghost: [SIMD2<Double>]?
  /// The presented background colour (nil for none), and the opacity down the tree (0…1).
  package var fill: RGBColor?
  package var opacity: Double
  /// Border and corner radius in points.
  package var borderWidth: Double
  package var borderColor: RGBColor?
  package var cornerRadius: Double
  /// A shape layer's stroke: its path (the bounds, as `UIBezierPath(rect:)` draws it) up to
  /// `strokeEnd`, in `strokeColor`; nil when the layer has no stroke.
  package var strokeEnd: Double?
  package var strokeColor: RGBColor?
  /// A shape layer's `path` as polylines in stage points (curves flattened; a closed subpath
  /// ends where it began), filled even-odd in `shapeFill` and stroked along instead of the bounds.
  package var outline: [[SIMD2<Double>]]?
  package var shapeFill: RGBColor?
  /// A gradient layer's colours along its axis, drawn over its background; nil for none.
  package var gradient: StageGradient?
  /// The bounds' width and height in the layer's own points (what a gradient's axis is measured in).
  package var size = SIMD2<Double>(0, 0)

  /// True when the stage draws something for it: a fill, a gradient, a border or a stroke.
  package var isVisible: Bool {
    fill != nil || shapeFill != nil || gradient != nil || (borderWidth > 0 && borderColor != nil)
      || (strokeEnd != nil && strokeColor != nil)
  }

  /// True when the layer is an axis-aligned rectangle on the stage (no rotation).
  package var isAxisAligned: Bool {
    abs(corners[0].y - corners[1].y) < 1e-9 && abs(corners[0].x - corners[3].x) < 1e-9
  }

  /// The smallest axis-aligned rectangle around the corners: (minX, minY, maxX, maxY).
  package var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    (
      corners.map(\.x).min() ?? 0, corners.map(\.y).min() ?? 0, corners.map(\.x).max() ?? 0,
      corners.map(\.y).max() ?? 0
    )
  }
}

/// A map of the plane, `p ↦ ((a·x + c·y + tx) / w, (b·x + d·y + ty) / w)` with
/// `w = g·x + h·y + k`: affine when g = h = 0 and k = 1; projective for a layer turned in depth
/// under perspective (`m34`).
struct PlaneMap: Hashable {
  var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0, g = 0.0, h = 0.0, k = 1.0

  static func translation(_ x: Double, _ y: Double) -> PlaneMap { PlaneMap(tx: x, ty: y) }
  static func rotation(_ angle: Double) -> PlaneMap {
    PlaneMap(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
  }
  static func scale(_ x: Double, _ y: Double) -> PlaneMap { PlaneMap(a: x, d: y) }

  /// What a `CATransform3D` does to the points of the layer's plane (z = 0), seen head-on:
  /// `(x, y, 0, 1) · M`, divided by its w.
  init(_ t: Transform3D) {
    let m = t.m
    (a, b, c, d, tx, ty, g, h, k) = (m[0], m[1], m[4], m[5], m[12], m[13], m[3], m[7], m[15])
  }

  init(
    a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0, g: Double = 0,
    h: Double = 0, k: Double = 1
  ) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty, self.g, self.h, self.k) = (a, b, c, d, tx, ty, g, h, k)
  }

  /// `self` after `other` (other applied first).
  func concatenating(_ o: PlaneMap) -> PlaneMap {
    PlaneMap(
      a: a * o.a + c * o.b + tx * o.g, b: b * o.a + d * o.b + ty * o.g, c: a * o.c + c * o.d + tx * o.h,
      d: b * o.c + d * o.d + ty * o.h, tx: a * o.tx + c * o.ty + tx * o.k, ty: b * o.tx + d * o.ty + ty * o.k,
      g: g * o.a + h * o.b + k * o.g, h: g * o.c + h * o.d + k * o.h, k: g * o.tx + h * o.ty + k * o.k)
  }

  /// The image of `p`; a point at or behind the eye (w ≤ 0) is pushed to a tiny positive w.
  func apply(_ p: SIMD2<Double>) -> SIMD2<Double> {
    let w = max(g * p.x + h * p.y + k, 1e-9)
    return SIMD2((a * p.x + c * p.y + tx) / w, (b * p.x + d * p.y + ty) / w)
  }
}

extension StageLayer {
  /// Every layer of the tree as presented (`presentation`, from the tree's evaluation at global
  /// `mediaTime`, seconds), root first. A layer's bounds map into its superlayer as Core
  /// Animation does: the anchor point (a fraction of the bounds) sits at `position`, scaled and
  /// rotated about it (transform scale, rotation z, translation), and sublayers live in the
  /// layer's bounds coordinates. A replicator's sublayers are drawn once per copy: copy k is the
  /// sublayers evaluated `k × instanceDelay` earlier, placed by `instanceTransform` k times about
  /// the replicator's anchor point (`SceneLimits.drawnCopies` copies at most in all).
  package static func layers(_ root: Layer, presentation: [LayerPresentation], mediaTime: Double) -> [StageLayer] {
    var builder = Builder()
    builder.result.reserveCapacity(presentation.count)
    var index = 0
    builder.visit(
      root, presentation, &index, depth: 0, parent: PlaneMap(), parentOpacity: 1, parentTime: mediaTime, pathPrefix: "")
    return builder.result
  }

  /// How many replicator copies (beyond the sources) the tree asks the stage to draw, nested
  /// copies included; the stage draws `SceneLimits.drawnCopies` of them at most. A `Double`: nested
  /// replicators multiply past any integer.
  package static func copiesAsked(_ layer: Layer) -> Double {
    let inner = layer.sublayers.map(copiesAsked)
    let n = Double(layer.copies.instanceCount)
    guard n > 0 else { return 0 }
    return inner.reduce(0, +) + (n - 1) * inner.reduce(0) { $0 + 1 + $1 }
  }

  /// Every layer of the tree as presented at global `mediaTime` (seconds).
  package static func layers(_ root: Layer, at mediaTime: Double) -> [StageLayer] {
    layers(root, presentation: root.presentedValues(in: root.evaluate(atMediaTime: mediaTime)), mediaTime: mediaTime)
  }

  /// Walks a tree (or a replicator's copy of a subtree) with its presentation in depth-first order.
  private struct Builder {
    var result: [StageLayer] = []
    var copiesLeft = SceneLimits.drawnCopies

    /// `parentTime`: the layer's parent time, seconds; `pathPrefix`: the path above a copy's
    /// subtree (its presentation's paths start at the copy's own layer).
    mutating func visit(
      _ layer: Layer, _ presentation: [LayerPresentation], _ index: inout Int, depth: Int, parent: PlaneMap,
      parentOpacity: Double, parentTime: Double, pathPrefix: String
    ) {
      guard index < presentation.count else { return }
      let values = presentation[index]
      index += 1
      let keys = Keys.shared
      // A hidden layer is not drawn, nor anything under it.
      if number(values.presentedValue(at: keys.hidden), 0) >= 0.5 {
        for sublayer in layer.sublayers { skip(sublayer, presentation, &index) }
        return
      }
      let presented = geometry { values.presentedValue(at: $0) }
      let model = geometry { values.modelValue(at: $0) }
      var own = parent.concatenating(presented.matrix)
      var ghostCorners = model.rect.map { parent.concatenating(model.matrix).apply($0) }
      var transitionOpacity = 1.0
      var revealing = false
      if !values.transitions.isEmpty {
        let size = SIMD2(presented.rect[2].x - presented.rect[0].x, presented.rect[2].y - presented.rect[0].y)
        let effect = TransitionEffect(values.transitions, size: size)
        if let old = effect.oldShift {
          ghostCorners = presented.rect.map { own.concatenating(.translation(old.x, old.y)).apply($0) }
          revealing = true
        }
        own = own.concatenating(.translation(effect.shift.x, effect.shift.y))
        transitionOpacity = effect.opacity
      }
      let corners = presented.rect.map { own.apply($0) }
      let differs =
        revealing || zip(corners, ghostCorners).contains { abs($0.x - $1.x) > 0.25 || abs($0.y - $1.y) > 0.25 }
      let opacity =
        parentOpacity * transitionOpacity * min(max(number(values.presentedValue(at: keys.opacity), 1), 0), 1)
      var outline: [[SIMD2<Double>]]?
      if layer.layerClass == .shape, case .path(let shape)? = values.presentedValue(at: keys.path) {
        outline = Self.polylines(shape).map { $0.map(own.apply) }
      }
      let strokeColor = color(values.presentedValue(at: keys.strokeColor))
      var stroke: Double?
      if values.touches(property: "strokeEnd") || values.touches(property: "strokeStart")
        || (outline != nil && strokeColor != nil)
      {
        stroke = min(max(number(values.presentedValue(at: keys.strokeEnd), 1), 0), 1)
      }
      let path = pathPrefix + values.path
      var layerRecord = StageLayer(
        path: path, depth: depth, corners: corners, ghost: differs ? ghostCorners : nil,
        fill: outline == nil ? fill(of: layer, values) : color(values.presentedValue(at: keys.backgroundColor)),
        opacity: opacity, borderWidth: number(values.presentedValue(at: keys.borderWidth), 0),
        borderColor: color(values.presentedValue(at: keys.borderColor)),
        cornerRadius: number(values.presentedValue(at: keys.cornerRadius), 0), strokeEnd: stroke,
        strokeColor: strokeColor)
      layerRecord.outline = outline
      layerRecord.shapeFill = outline == nil ? nil : color(values.presentedValue(at: keys.fillColor))
      if layer.layerClass == .gradient, case .colors(let colors)? = values.presentedValue(at: keys.colors),
        !colors.isEmpty
      {
        var locations: [Double]?
        if case .numbers(let stops)? = values.presentedValue(at: keys.locations) { locations = stops }
        let start = values.presentedValue(at: keys.startPoint)?.components ?? [0.5, 0]
        let end = values.presentedValue(at: keys.endPoint)?.components ?? [0.5, 1]
        layerRecord.size = presented.rect[2] - presented.rect[0]
        layerRecord.gradient = StageGradient(
          colors: colors, locations: locations, start: SIMD2(start[0], start[1]), end: SIMD2(end[0], end[1]))
      }
      result.append(layerRecord)
      let localTime = layer.localTime(atParentTime: parentTime)
      let copies = layer.copies
      if copies.instanceCount == 0 {
        // No copy at all, not even the source: the sublayers' records are passed over.
        for sublayer in layer.sublayers { skip(sublayer, presentation, &index) }
        return
      }
      for sublayer in layer.sublayers {
        visit(
          sublayer, presentation, &index, depth: depth + 1, parent: own, parentOpacity: opacity,
          parentTime: localTime, pathPrefix: pathPrefix)
      }
      guard copies.instanceCount > 1 else { return }
      // About the anchor point, in the replicator's bounds coordinates.
      let bounds = values.presentedValue(at: keys.bounds)?.components ?? [0, 0, 0, 0]
      let anchor = values.presentedValue(at: keys.anchorPoint)?.components ?? [0.5, 0.5]
      let pivot = SIMD2(bounds[0] + anchor[0] * bounds[2], bounds[1] + anchor[1] * bounds[3])
      let stepMap = PlaneMap(copies.instanceTransform)
      var placement = PlaneMap()
      for k in 1..<copies.instanceCount {
        placement = placement.concatenating(stepMap)
        let copyMap = own.concatenating(.translation(pivot.x, pivot.y)).concatenating(placement)
          .concatenating(.translation(-pivot.x, -pivot.y))
        let time = copies.parentTime(ofInstance: k, replicatorLocalTime: localTime)
        for sublayer in layer.sublayers {
          guard copiesLeft > 0 else { return }
          copiesLeft -= 1
          let subtree = sublayer.presentedValues(in: sublayer.evaluate(atMediaTime: time))
          var copyIndex = 0
          visit(
            sublayer, subtree, &copyIndex, depth: depth + 1, parent: copyMap, parentOpacity: opacity, parentTime: time,
            pathPrefix: "\(path)/#\(k)/")
        }
      }
    }

    /// The background colour, or for a shape layer without one its `fillColor` over its bounds
    /// (the stage draws a shape's path as its bounds).
    func fill(of layer: Layer, _ values: LayerPresentation) -> RGBColor? {
      let keys = Keys.shared
      if let background = color(values.presentedValue(at: keys.backgroundColor)) { return background }
      return layer.layerClass == .shape ? color(values.presentedValue(at: keys.fillColor)) : nil
    }

    /// A path as polylines in its layer's coordinates: a new one wherever an element does not
    /// start where the previous one ended; curves flattened to eight chords.
    static func polylines(_ path: KeyframePath) -> [[SIMD2<Double>]] {
      var out: [[SIMD2<Double>]] = []
      for segment in path.segments {
        if out.isEmpty || out[out.count - 1].last != segment.start { out.append([segment.start]) }
        switch segment.shape {
        case .line: out[out.count - 1].append(segment.end)
        case .quad, .cubic: out[out.count - 1] += (1...8).map { segment.point(at: Double($0) / 8) }
        }
      }
      return out
    }

    /// Moves `index` past `layer`'s subtree.
    func skip(_ layer: Layer, _ presentation: [LayerPresentation], _ index: inout Int) {
      index += 1
      for sublayer in layer.sublayers { skip(sublayer, presentation, &index) }
    }
  }

  /// The key paths the stage reads of every layer, looked up once (a lookup hashes the name).
  struct Keys {
    static let shared = Keys()
    let bounds = Self.address("bounds")
    let position = Self.address("position")
    let anchorPoint = Self.address("anchorPoint")
    let transform = Self.address("transform")
    let opacity = Self.address("opacity")
    let hidden = Self.address("hidden")
    let strokeEnd = Self.address("strokeEnd")
    let backgroundColor = Self.address("backgroundColor")
    let borderWidth = Self.address("borderWidth")
    let borderColor = Self.address("borderColor")
    let cornerRadius = Self.address("cornerRadius")
    let strokeColor = Self.address("strokeColor")
    let fillColor = Self.address("fillColor")
    let path = Self.address("path")
    let colors = Self.address("colors")
    let locations = Self.address("locations")
    let startPoint = Self.address("startPoint")
    let endPoint = Self.address("endPoint")

    static func address(_ keyPath: String) -> KeyPathAddress {
      guard let address = KeyPathAddress.of(keyPath) else { preconditionFailure("unknown key path \(keyPath)") }
      return address
    }
  }

  /// A layer's bounds rectangle (corners in its own coordinates) and the map into its superlayer:
  /// the anchor point to the origin, the layer's whole transform (its parts and any whole
  /// matrix, with perspective), then to `position`.
  static func geometry(_ value: (KeyPathAddress) -> AnimatedValue?) -> (rect: [SIMD2<Double>], matrix: PlaneMap) {
    let keys = Keys.shared
    let bounds = value(keys.bounds)?.components ?? [0, 0, 0, 0]
    let position = value(keys.position)?.components ?? [0, 0]
    let anchor = value(keys.anchorPoint)?.components ?? [0.5, 0.5]
    let (x, y, w, h) = (bounds[0], bounds[1], bounds[2], bounds[3])
    var transform = Transform3D.identity
    if case .matrix(let t)? = value(keys.transform) { transform = t }
    let matrix = PlaneMap.translation(position[0], position[1]).concatenating(PlaneMap(transform))
      .concatenating(.translation(-(x + anchor[0] * w), -(y + anchor[1] * h)))
    return ([SIMD2(x, y), SIMD2(x + w, y), SIMD2(x + w, y + h), SIMD2(x, y + h)], matrix)
  }

  static func number(_ value: AnimatedValue?, _ fallback: Double) -> Double {
    if case .number(let v)? = value, v.isFinite { return v }
    return fallback
  }

  static func color(_ value: AnimatedValue?) -> RGBColor? {
    if case .color(let c)? = value { return c }
    return nil
  }
}

extension Scene {
  /// True when some layer has a size (a model bounds, or an animation of bounds), so the stage has
  /// something to draw.
  package var hasGeometry: Bool {
    func visit(_ layer: Layer) -> Bool {
      let sized = layer.properties.contains { property in
        property.keyPath.hasPrefix("bounds")
          && property.value.components.dropFirst(property.keyPath == "bounds" ? 2 : 0).contains { $0 != 0 }
      }
      return sized || layer.animations.contains { ($0.keyPath ?? "").hasPrefix("bounds") }
        || layer.sublayers.contains(where: visit)
    }
    return visit(root)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
