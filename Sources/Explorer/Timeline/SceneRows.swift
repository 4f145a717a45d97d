import MediaTiming
import Scenes
import TermGrid

/// One animation of a scene as the explorer lists it: a timeline row.
package struct SceneRow: Hashable, Sendable {
  /// `root/group/child`, as in `timinglab eval`.
  package var path: String
  /// The animation's id, indented by its depth inside groups and sublayers.
  package var label: String
  /// How many groups and sublayers enclose it (0 for an animation on the root layer).
  package var depth: Int
  /// The animation as the scene holds it.
  package var animation: Animation
  /// The path of the layer it was added to.
  package var layerPath: String
  /// That layer's model values (what a basic animation's missing end reads).
  package var model: [PropertyValue] = []
}

extension Scene {
  /// Every animation (groups before their children, a layer's animations before its sublayers'),
  /// in the order `Layer.evaluate` lists them.
  package var rows: [SceneRow] {
    var rows: [SceneRow] = []
    func visit(_ layer: Layer, path layerPath: String, depth: Int) {
      let path = layerPath
      func add(_ animation: Animation, parent: String, depth: Int, name: String) {
        let path = parent + "/" + animation.id
        let indent = String(repeating: " ", count: depth)
        rows.append(
          SceneRow(
            path: path, label: indent + name, depth: depth, animation: animation, layerPath: layerPath,
            model: layer.properties))
        for child in animation.children { add(child, parent: path, depth: depth + 1, name: child.id) }
      }
      // An animation on a sublayer is labelled with its layer (`redDot/position`), so animations of
      // the same key on different layers can be told apart; a layer whose one animation has the
      // layer's own name is named once (the overview's `beginTime`).
      let namedOnce = layer.animations.count == 1 && layer.animations[0].id == layer.id
      let prefix = depth > 0 && !namedOnce ? layer.id + "/" : ""
      for animation in layer.animations { add(animation, parent: path, depth: depth, name: prefix + animation.id) }
      for sublayer in layer.sublayers { visit(sublayer, path: path + "/" + sublayer.id, depth: depth + 1) }
    }
    visit(rowTree, path: root.id, depth: 0)
    return rows
  }

  /// The tree whose animations the timeline lists: the root layer with every animation an event
  /// adds under a new key put on its layer (one added under a key already there shares its row:
  /// the row shows the old animation, then the new one).
  package var rowTree: Layer {
    guard !events.isEmpty else { return root }
    let history = history
    var tree = root
    for event in history.events {
      guard case .add(var animation) = event.change else { continue }
      // As the layer holds it once added (its beginTime then), when it is still there.
      let added = history.root(atMediaTime: event.time).layer(at: event.layer)?.animations
      if let held = added?.first(where: { $0.id == animation.id }) { animation = held }
      tree.modifyLayer(at: event.layer, atMediaTime: event.time) { layer, _ in
        if !layer.animations.contains(where: { $0.id == animation.id }) { layer.animations.append(animation) }
      }
    }
    return tree
  }
}

/// Colours for the pictures of values: a colour animation shows its own colour; a number
/// animation and a group show their eased progress on a ramp.
package enum ValueColors {
  /// The cheat sheet's ramp, orange `#FF9500` to blue `#0000FF` (seed 002).
  package static let from = RGB(255, 149, 0)
  package static let to = RGB(0, 0, 255)
  /// Groups have no value: a grey ramp by progress.
  package static let groupFrom = RGB(hex: 0x4A505C)
  package static let groupTo = RGB(hex: 0xC8CCD4)

  /// The terminal colour of an sRGB colour (clamped, rounded), ignoring alpha.
  package static func rgb(_ color: RGBColor) -> RGB {
    let bytes = color.bytes
    return RGB(bytes.red, bytes.green, bytes.blue)
  }

  /// The terminal colour of `color` blended over `backdrop` by its alpha (source over, in sRGB
  /// as terminals and Core Animation's default compositing do).
  package static func rgb(_ color: RGBColor, over backdrop: RGB) -> RGB {
    let a = min(max(color.alpha, 0), 1)
    let base = RGBColor(red: Double(backdrop.r) / 255, green: Double(backdrop.g) / 255, blue: Double(backdrop.b) / 255)
    return rgb(base.interpolated(to: RGBColor(red: color.red, green: color.green, blue: color.blue), a))
  }

  /// The colour to draw for an evaluation record, nil when it is not applied.
  package static func color(of record: AnimationEvaluation) -> RGB? {
    color(of: RecordTiming(record))
  }

  /// The colour to draw for a record's timing: a colour animation's own colour, otherwise the
  /// ramp (grey for a group) at its eased progress; nil when it is not applied.
  package static func color(of record: RecordTiming) -> RGB? {
    guard let eased = record.easedProgress else { return nil }
    if let color = record.color { return rgb(color) }
    let fraction = min(max(eased, 0), 1)
    return record.isGroup ? groupFrom.mixed(with: groupTo, fraction) : from.mixed(with: to, fraction)
  }
}
