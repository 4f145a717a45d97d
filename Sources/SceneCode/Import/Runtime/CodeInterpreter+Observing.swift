/// Key-value observing as views use it to follow another view: `addObserver(self, forKeyPath:
/// "thumb.frame", …)` then `observeValue(forKeyPath:of:change:context:)`, which runs each time the
/// observed layer's property changes (inside a UIKit block, what it sets animates with the block).
extension CodeInterpreter {
  /// One `addObserver(_:forKeyPath:options:context:)`: the object observed, the key path from it
  /// (`thumb.frame`), the observer.
  struct Observation {
    var observed: RuntimeValue
    var keyPath: String
    var observer: RuntimeValue
  }

  /// `object.addObserver(observer, forKeyPath: "…", options: …, context: …)` (or unqualified, on
  /// `self`): recorded; nil when the arguments are not those.
  mutating func addObserver(on observed: RuntimeValue, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard arguments.count >= 2, let path = arguments.first(where: { $0.label == "forKeyPath" }),
      case .string(let keyPath) = evaluate(path.value)
    else { return nil }
    observations.append(Observation(observed: observed, keyPath: keyPath, observer: evaluate(arguments[0].value)))
    return .null
  }

  /// After `key` of layer `i` changed: each observer whose key path ends at that layer and a
  /// property the change touches (`frame` for a frame, position, bounds or centre) is told, once
  /// at a time (an observer that changes what it observes is not told again).
  mutating func notifyObservers(_ i: Int, _ key: String) {
    let touched: Set<String> =
      ["frame", "position", "bounds", "center"].contains(key) ? ["frame", "center", "bounds", "position"] : [key]
    for observation in observations {
      var parts = observation.keyPath.split(separator: ".").map(String.init)
      guard let last = parts.popLast(), touched.contains(last) else { continue }
      var value = observation.observed
      for part in parts { value = member(value, part, base: .name("self"), whole: .name(observation.keyPath)) }
      let layer: Int?
      switch value {
      case .layer(let j): layer = j
      case .object(let o): layer = objects[o].layer
      default: layer = nil
      }
      guard layer == i, case .object(let o) = observation.observer,
        let f = methods("observeValue", in: objects[o].type, isStatic: false).first,
        observersRunning.insert("kvo.\(o)").inserted
      else { continue }
      defer { observersRunning.remove("kvo.\(o)") }
      _ = invokeMethod(
        f, on: observation.observer, type: objects[o].type,
        arguments: [.string(observation.keyPath), observation.observed, .null, .null])
    }
  }
}
