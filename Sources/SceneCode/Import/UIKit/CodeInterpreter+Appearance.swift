/// `UIAppearance`: `[X appearance]` (`X.appearance()`, `self.appearance` in `+load`) is a proxy
/// that keeps the setters sent to it; UIKit applies them to every view of class X or a subclass
/// as it enters a window, before it is first laid out — except properties the app set on that
/// view itself (UIAppearance.h). Objective-C classes' `+load` runs before anything else, as the
/// runtime runs it when the program loads.
extension CodeInterpreter {
  static let appearancePrefix = "appearance:"

  /// The program object `self` is in the code running now, if any.
  var selfObject: Int? {
    if case .object(let o)? = selfValue { return o }
    return nil
  }

  /// The class whose appearance proxy `value` is, or nil.
  static func appearanceClass(_ value: RuntimeValue) -> String? {
    guard case .constant(let c) = value, c.hasPrefix(appearancePrefix) else { return nil }
    return String(c.dropFirst(appearancePrefix.count))
  }

  /// The proxy `[type appearance…]` returns (containment, `whenContainedInInstancesOf:`, is not
  /// modelled: the proxy is the class's).
  static func isAppearanceSelector(_ name: String) -> Bool {
    name == "appearance" || name.hasPrefix("appearanceWhenContainedIn") || name.hasPrefix("appearanceFor")
  }

  /// Keeps `value` for `property` of every view of `type`.
  mutating func recordAppearance(_ type: String, _ property: String, _ value: RuntimeValue) {
    appearance.removeAll { $0.type == type && $0.property == property }
    appearance.append((type, property, value))
  }

  /// Every program view under `layer` (itself included) that has not had its appearance yet
  /// gets it: the values recorded for its class and its ancestors, nearest class winning.
  mutating func applyAppearance(under layer: Int) {
    guard !appearance.isEmpty else { return }
    var stack = [layer]
    var seen: Set<Int> = []
    while let next = stack.popLast(), seen.insert(next).inserted {
      stack += layers[next].sublayers
      // (The view's object, not its layer class's instance, when the view has one of each.)
      guard
        let o = viewObject(of: next) ?? layerObjects[next]
          ?? objects.indices.first(where: { objects[$0].layer == next }),
        appearanceApplied.insert(o).inserted
      else { continue }
      let classes = lineage(objects[o].type).map(\.name)
      for (type, property, value) in appearance.reversed()
      where classes.contains(type) && !setOnInstance.contains("\(o).\(property)") {
        // (Reversed and nearest first: a subclass's value is set last, so it is the one kept.)
        let nearer = appearance.contains {
          $0.property == property && (classes.firstIndex(of: $0.type) ?? .max) < (classes.firstIndex(of: type) ?? .max)
        }
        if nearer { continue }
        setOnView(o, property, value)
      }
    }
  }

  /// `property` of program view `o` set as its class's setter sets it (`-setLineWidth:`, a
  /// Swift property and its observers).
  private mutating func setOnView(_ o: Int, _ property: String, _ value: RuntimeValue) {
    let selector = "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    if let setter = methods(selector, in: objects[o].type, isStatic: false).first, setter.parameters.count == 1 {
      _ = invokeMethod(setter, on: .object(o), type: objects[o].type, value: value)
      return
    }
    let name = " appearance view"
    scope.values[name] = .object(o)
    assign(.member(.name(name), property), value, site)
    scope.values[name] = nil
  }

  /// Objective-C's `+load` of every class that has one, in the order the files declare them;
  /// then `+initialize` (which the runtime runs before a class's first message: run here before
  /// the entry point, as appearance defaults set there apply to every instance anyway).
  mutating func runLoadMethods() {
    for selector in ["load", "initialize"] {
      for name in program.typeOrder {
        guard
          let f = program.types[name]?.methods.first(where: {
            $0.isStatic && $0.isSelector && $0.name == selector
          })
        else { continue }
        _ = invoke(f, on: .type(name), type: name, [])
      }
    }
  }
}
