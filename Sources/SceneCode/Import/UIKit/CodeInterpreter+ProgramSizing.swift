/// `sizeToFit()` on a view of the program's class that overrides `sizeThatFits(_:)`
/// (`-sizeThatFits:`): UIKit asks it for the size that fits its current bounds and gives the view
/// that size, its frame's origin kept.
extension CodeInterpreter {
  /// Sizes `value` as its class's `sizeThatFits` says; nil when it is not such a view.
  mutating func programSizeToFit(_ value: RuntimeValue) -> RuntimeValue? {
    guard case .object(let o) = value, let layer = objects[o].layer,
      let f = methods("sizeThatFits:", in: objects[o].type, isStatic: false).first
        ?? methods("sizeThatFits", in: objects[o].type, isStatic: false).first,
      f.parameters.count == 1
    else { return nil }
    let current = frame(of: layer) ?? (0, 0, 0, 0)
    scope.values["$fitting"] = .size(current.w, current.h)
    defer { scope.values["$fitting"] = nil }
    guard case .size(let w, let h) = invoke(f, on: value, type: objects[o].type, [(f.parameters[0], .name("$fitting"))])
    else { return nil }
    setLayer(layer, "frame", .rect(current.x, current.y, w, h), site)
    return .null
  }
}
