import MediaTiming
import Scenes

/// `layer.presentation()` (`presentationLayer` in Objective-C): what is on screen when the code
/// runs. Code that starts an animation from where a layer is (`anim.fromValue =
/// layer.presentation()?.value(forKeyPath: keyPath)`, then the model set to the end) needs it:
/// with the model value instead, a layer already set to the end would not move. The scene the
/// code has built so far is evaluated at the time the code runs (seconds after the entry point,
/// `delayedBy`), by the same engine that shows it.
extension CodeInterpreter {
  /// `presentation` / `presentationLayer` of layer `i`, read or called: the layer's presentation;
  /// `model` / `modelLayer` / `layer`: the layer itself. Nil for other members.
  static func presentationAccess(_ i: Int, _ member: String) -> RuntimeValue? {
    switch member {
    case "presentation", "presentationLayer": .presentation(i)
    case "model", "modelLayer", "layer": .layer(i)
    default: nil
    }
  }

  /// A property of a layer's presentation (`presentation()?.position`,
  /// `[layer.presentationLayer opacity]`): the value shown at the time the code runs when it is
  /// a key path the engine evaluates, else the model's.
  mutating func presentationMember(
    _ i: Int, _ member: String, base: CodeExpression, whole: CodeExpression
  ) -> RuntimeValue {
    if let access = Self.presentationAccess(i, member) { return access }
    if let shown = presentedValue(i, member) { return shown }
    // A property a layer class of the program declares (`@NSManaged var progress`): the model's.
    if let o = layerObjects[i] ?? objects.indices.first(where: { objects[$0].layer == i }),
      declaredProperty(member, in: objects[o].type) != nil
    {
      return self.member(.object(o), member, base: base, whole: whole)
    }
    return self.member(.layer(i), member, base: base, whole: whole)
  }

  /// What layer `i` shows for `keyPath` (seconds `delayedBy` after the entry point): nil when
  /// nothing animates it, has ever been scheduled on it, or the key path is not one the engine
  /// evaluates; the caller then reads the model value, which is then what is shown.
  mutating func presentedValue(_ i: Int, _ keyPath: String) -> RuntimeValue? {
    guard layers.indices.contains(i), let address = KeyPathAddress.of(keyPath),
      !layers[i].animations.isEmpty || events.contains(where: { $0.layer == i })
    else { return nil }
    // The scene so far, as the import would end now; on a copy, so nothing here is changed.
    var sofar = self
    guard let document = sofar.document(defaultName: "presentation"),
      let scene = try? Scene.decode(document), let path = sofar.layerPaths[i]
    else { return nil }
    let time = delayedBy
    let root = scene.history.root(atMediaTime: time)
    let evaluation = root.evaluate(atMediaTime: time)
    guard let shown = root.presentation(in: evaluation, ofLayer: path).first?.presentedValue(at: address) else {
      return nil
    }
    if case .path(let path) = shown { return newPath(Self.pathBuild(path)) }
    return Self.runtime(shown)
  }

  /// An engine path (a shape's `path` or a `shadowPath` on screen) as the code builds one: its
  /// elements as written (`M`, `L`, `Q`, `C`, `Z`), so a morph from it to a path the code makes
  /// has the same elements.
  static func pathBuild(_ path: KeyframePath) -> PathBuild {
    var build = PathBuild()
    for word in path.data.split(whereSeparator: { $0 == " " || $0 == "," }) {
      if word.first?.isLetter == true || build.data.isEmpty {
        build.data.append(String(word))
      } else {
        build.data[build.data.count - 1] += " " + word
      }
    }
    build.start = path.segments.first?.start
    return build
  }

  /// An engine value as the code sees it.
  static func runtime(_ value: AnimatedValue) -> RuntimeValue? {
    switch value {
    case .number(let x): .number(x)
    case .point(let x, let y): .point(x, y)
    case .size(let w, let h): .size(w, h)
    case .rect(let x, let y, let w, let h): .rect(x, y, w, h)
    case .color(let c): .color(c)
    case .matrix(let t): .transform(CodeTransform(m: t.m))
    case .numbers(let xs): .array(xs.map { .number($0) })
    case .colors(let cs): .array(cs.map { .color($0) })
    case .path: nil
    }
  }
}
