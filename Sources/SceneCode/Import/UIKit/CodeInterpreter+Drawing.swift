/// `draw(_:)` (`-drawRect:`) of a view class of the program: UIKit calls it when the view is first
/// displayed, after its layout, and again after `setNeedsDisplay()`, with the view's bounds.
/// Libraries that build their layers there (a floating button's circle and plus sign) are set up
/// then; what they stroke and fill with Core Graphics is shown as shape layers
/// (`CodeInterpreter+ContextDrawing.swift`).
extension CodeInterpreter {
  /// Runs `draw(_:)` of each program view in a layer tree that has not drawn yet or asked to again.
  mutating func drawViews() {
    guard !programDrawingTypes().isEmpty else { return }
    for o in objects.indices where !halted && (!drawnViews.contains(o) || viewsNeedingDisplay.contains(o)) {
      guard drawingTypes?.contains(objects[o].type) == true, let layer = objects[o].layer,
        layers[layer].parent != nil, isInTree(layer),
        let f = drawMethod(in: objects[o].type), let parameter = f.parameters.first
      else { continue }
      drawnViews.insert(o)
      viewsNeedingDisplay.remove(o)
      // `draw(_ rect: CGRect)` of a view is given its bounds; `draw(in ctx: CGContext)` of a layer
      // the context it draws into.
      let rect = "$drawRect\(o)"
      defer { scope.values[rect] = nil }
      let type = objects[o].type
      let givesContext = parameter.label == "in" || f.name == "drawInContext:"
      withDrawingContext(layer) { me in
        me.scope.values[rect] = givesContext ? me.currentGraphicsContext : me.layers[layer].property("bounds")
        _ = me.invoke(f, on: .object(o), type: type, [(parameter, .name(rect))])
      }
    }
  }

  /// The program's types with a drawing method (found once).
  mutating func programDrawingTypes() -> Set<String> {
    if let found = drawingTypes { return found }
    let found = Set(program.typeOrder.filter { drawMethod(in: $0) != nil })
    drawingTypes = found
    return found
  }

  /// True when layer `i` hangs from a root that is not out of the tree (taken out by
  /// `removeFromSuperview()`).
  func isInTree(_ i: Int) -> Bool {
    var next: Int? = i
    var steps = 0
    while let layer = next, steps <= layers.count {
      if layers[layer].isDetached { return false }
      next = layers[layer].parent
      steps += 1
    }
    return true
  }

  /// The `draw(_ rect: CGRect)` or `-drawRect:` a view class declares (a layer class's
  /// `draw(in:)` or `-drawInContext:`), or nil.
  func drawMethod(in type: String) -> CodeFunction? {
    methods("draw", in: type, isStatic: false).first { $0.parameters.count == 1 }
      ?? methods("drawRect:", in: type, isStatic: false).first
      // Swift 2's `override func drawRect(rect: CGRect)`.
      ?? methods("drawRect", in: type, isStatic: false).first { $0.parameters.count == 1 }
      ?? methods("drawInContext:", in: type, isStatic: false).first
  }

  /// `setNeedsDisplay()` on a view of the program's (bare in its own method, or on it): drawn
  /// again at the next pass; nil for another call.
  mutating func displayCall(_ receiver: CodeExpression?, _ method: String, _ argumentCount: Int) -> RuntimeValue? {
    guard method == "setNeedsDisplay", argumentCount == 0 else { return nil }
    let value = receiver.map { evaluate($0) } ?? selfValue ?? .null
    if case .object(let o) = value, drawMethod(in: objects[o].type) != nil { viewsNeedingDisplay.insert(o) }
    return .null
  }
}
