/// `updateConstraints()`: a view class of the program that overrides it adds its constraints
/// there (a chart placing its bars), and UIKit calls it in the layout pass before the constraints
/// are solved — once when the view first enters the window, and again after
/// `setNeedsUpdateConstraints()` (at once for `updateConstraintsIfNeeded()`). Subviews update
/// before their superviews, as UIKit's constraint pass runs from the leaves up.
extension CodeInterpreter {
  /// Runs `updateConstraints()` of each view in the tree that has one and has not run it yet or
  /// was marked since; the layout is solved again after.
  mutating func updateConstraintsPass() {
    guard !programConstraintUpdaters().isEmpty else { return }
    var order: [Int] = []
    func visit(_ layer: Int, _ depth: Int) {
      guard depth < 256 else { return }
      for sublayer in layers[layer].sublayers { visit(sublayer, depth + 1) }
      for o in objects.indices where objects[o].layer == layer { order.append(o) }
    }
    for root in layers.indices where layers[root].parent == nil && !layers[root].isDetached { visit(root, 0) }
    for o in order where !halted {
      guard !constraintsUpdated.contains(o) || viewsNeedingConstraints.contains(o),
        let f = constraintUpdater(in: objects[o].type)
      else { continue }
      constraintsUpdated.insert(o)
      viewsNeedingConstraints.remove(o)
      _ = invoke(f, on: .object(o), type: objects[o].type, [])
      layoutPending = true
    }
  }

  /// `setNeedsUpdateConstraints()` (its view updates at the next pass),
  /// `updateConstraintsIfNeeded()` (now); nil for another call.
  mutating func updateConstraintsCall(_ method: String, _ receiver: RuntimeValue) -> RuntimeValue? {
    switch method {
    case "setNeedsUpdateConstraints":
      if case .object(let o) = receiver { viewsNeedingConstraints.insert(o) }
      layoutPending = true
    case "updateConstraintsIfNeeded":
      updateConstraintsPass()
    default: return nil
    }
    return .null
  }

  /// The `updateConstraints()` a view class of the program declares (or inherits), or nil.
  func constraintUpdater(in type: String) -> CodeFunction? {
    methods("updateConstraints", in: type, isStatic: false).first { $0.parameters.isEmpty }
  }

  /// The program's types with an `updateConstraints()`.
  func programConstraintUpdaters() -> [String] {
    program.typeOrder.filter { constraintUpdater(in: $0) != nil }
  }
}
