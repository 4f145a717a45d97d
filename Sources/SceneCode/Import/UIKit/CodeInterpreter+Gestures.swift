import MediaTiming

/// A gesture recognizer's action run as the entry (`--entry handlePan`): its `sender` is the
/// recognizer as UIKit first sends it — a pan, long press, pinch or rotation as it **begins**
/// (`state == .began`, not moved yet: translation and velocity zero, scale 1, rotation 0), a tap
/// or swipe as it is **recognized** (`.ended`); its location is the middle of the view asked
/// about, as for a touch. So the code that starts an interactive animation runs — a property
/// animator made and paused there is what the explorer's scrub then drives.
extension CodeInterpreter {
  /// UIKit's recognizer classes; the discrete ones are sent once, recognized.
  static let continuousGestures: Set<String> = [
    "UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UILongPressGestureRecognizer",
    "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIGestureRecognizer", "UIHoverGestureRecognizer",
  ]
  static let discreteGestures: Set<String> = ["UITapGestureRecognizer", "UISwipeGestureRecognizer"]

  /// A recognizer's class from a declared type (`UIPanGestureRecognizer *`, `UIPanGestureRecognizer!`).
  static func gestureClass(_ type: String) -> String? {
    let name = type.filter { !"*!? ".contains($0) }
    return continuousGestures.contains(name) || discreteGestures.contains(name) ? name : nil
  }

  /// A recognizer of class `kind` as its action first receives it (or in the `state` given with
  /// `--arg recognizer=.ended`), and how to say so.
  mutating func assumedGesture(
    _ kind: String, named name: String, state given: String? = nil
  ) -> (CodeExpression, String) {
    let state = given ?? (Self.discreteGestures.contains(kind) ? "ended" : "began")
    let object = newObject(kind)
    if case .object(let o) = object { objects[o].fields["state"] = .constant(state) }
    let held = "$gesture\(objects.count)"
    globals.values[held] = object
    let moved = gestureMotion.translation.map { "moved by (\(shortestText($0.0)), \(shortestText($0.1)))" }
    let how =
      given != nil
      ? "in state .\(state) (\(moved ?? "not moved: translation and velocity zero; --arg translation=X,Y moves it"))"
      : state == "began" ? "as it begins (state .began, not moved yet)" : "as it is recognized (state .ended)"
    return (.name(held), "a \(kind) \(how)")
  }

  /// A recognizer's state as `--arg` gives it (`.ended`, `changed`, `recognized`); nil for another word.
  static func gestureState(_ text: String) -> String? {
    let word = text.hasPrefix(".") ? String(text.dropFirst()) : text
    if word == "recognized" { return "ended" }
    return ["possible", "began", "changed", "ended", "cancelled", "failed"].contains(word) ? word : nil
  }

  /// UIKit's recognizer class `type` is or descends from (`CustomTap: UITapGestureRecognizer`);
  /// nil for another type.
  func recognizerKind(_ type: String) -> String? {
    Self.gestureClass(type) ?? lineage(type).lazy.compactMap { $0.superclass.flatMap(Self.gestureClass) }.first
  }

  /// True for a recognizer: one made by `assumedGesture` or by the code.
  func isGesture(_ value: RuntimeValue) -> Bool {
    guard case .object(let o) = value, objects.indices.contains(o) else { return false }
    return recognizerKind(objects[o].type) != nil
  }

  /// `UITapGestureRecognizer(target: self, action: #selector(tap(_:)))`, also of a subclass of the
  /// program's (made by `construct`, which calls this): the target and action kept on it, for
  /// the action run as the entry to receive this recognizer.
  mutating func keepGestureTarget(_ o: Int, _ arguments: [CodeExpression.Argument]) {
    guard recognizerKind(objects[o].type) != nil, let action = argument(arguments, "action"),
      let name = selectorName(of: action)
    else { return }
    objects[o].fields["$action"] = .string(name)
    objects[o].fields["$target"] = argument(arguments, "target").map { evaluate($0) } ?? .null
    objects[o].fields["$site"] = .number(Double(site.line))
  }

  /// `view.addGestureRecognizer(g)`, `[view addGestureRecognizer:g]`: the recognizer's `view`.
  /// True when `method` is that call on a view and a recognizer.
  mutating func addGestureRecognizer(_ receiver: RuntimeValue, _ method: String, _ arguments: [CodeExpression]) -> Bool
  {
    guard method == "addGestureRecognizer" || method == "addGestureRecognizer:", arguments.count == 1,
      let view = queriedLayer(receiver), case .object(let g) = evaluate(arguments[0]), isGesture(.object(g))
    else { return false }
    objects[g].fields["view"] = viewObject(of: view).map { .object($0) } ?? .layer(view)
    return true
  }

  /// The recognizer the code made for action `f` (with `target:action:` naming it, on `object`
  /// when given), added to a view; nil when it made none.
  func madeRecognizer(for f: CodeFunction, on object: RuntimeValue?) -> Int? {
    let base = Self.baseName(f.name)
    return objects.indices.last { o in
      guard case .string(let action)? = objects[o].fields["$action"], objects[o].fields["view"] != nil,
        action == f.name || Self.baseName(action) == base
      else { return false }
      if case .object(let target)? = objects[o].fields["$target"], case .object(let own)? = object {
        return target == own
      }
      return true
    }
  }

  /// Recognizer `g` in the state its action is first sent (or `given`), and how to say so.
  mutating func sendingRecognizer(_ g: Int, state given: String?) -> (CodeExpression, String) {
    let kind = recognizerKind(objects[g].type) ?? objects[g].type
    let state = given ?? (Self.discreteGestures.contains(kind) ? "ended" : "began")
    objects[g].fields["state"] = .constant(state)
    let held = "$gesture\(g)"
    globals.values[held] = .object(g)
    let line = objects[g].fields["$site"]?.number.map { " at line \(Int($0))" } ?? ""
    let on = objects[g].fields["view"].flatMap { queriedLayer($0) }.map { " on \(layers[$0].id)" } ?? ""
    let how = state == "began" ? "as it begins (state .began, not moved yet)" : "in state .\(state)"
    return (.name(held), "the \(objects[g].type) made\(line)\(on), \(how)")
  }

  /// A continuous gesture's action run for `state` when it has moved (`--arg recognizer=.ended
  /// --arg translation=X,Y`): UIKit sends it `.began` first, and `.changed` before it ends, to the
  /// same action — so what the action keeps as the gesture begins (a view's frame before the
  /// drag) is there when it ends. `send` runs the action once for each earlier state.
  mutating func deliverEarlierStates(_ g: Int, before state: String, _ send: (inout Self) -> Void) {
    let earlier = state == "changed" ? ["began"] : ["began", "changed"]
    for step in earlier where !halted {
      objects[g].fields["state"] = .constant(step)
      send(&self)
    }
    objects[g].fields["state"] = .constant(state)
    noteOnce(
      "the gesture's action runs for .\(earlier.joined(separator: ", .")) first, as UIKit sends them before .\(state)")
  }

  /// A recognizer's readings: `translation(in:)`, `velocity(in:)` (zero as it begins; after,
  /// `--arg translation=X,Y` and `--arg velocity=X,Y`, else zero: not moved), `location(in:)`
  /// (the middle of the view), `setTranslation(_:in:)` (kept as zero); nil for another method.
  mutating func gestureCall(
    _ receiver: CodeExpression, _ method: String, _ arguments: [CodeExpression]
  ) -> RuntimeValue? {
    switch method {
    case "translation", "translationInView:", "velocity", "velocityInView:":
      let moved = { () -> Bool in
        if case .object(let o) = self.evaluate(receiver), case .constant(let s)? = self.objects[o].fields["state"] {
          return s != "began" && s != "possible"
        }
        return false
      }()
      let given = method.hasPrefix("translation") ? gestureMotion.translation : gestureMotion.velocity
      guard moved, let (x, y) = given else { return .point(0, 0) }
      return .point(x, y)
    case "location", "locationInView:":
      guard let view = arguments.first else { return nil }
      return assumedGestureLocation(receiver, view)
    case "setTranslation", "setTranslation:inView:": return .null
    default: return nil
    }
  }

  /// The middle of the view a recognizer's location is asked in, said once.
  private mutating func assumedGestureLocation(
    _ receiver: CodeExpression, _ viewExpression: CodeExpression
  )
    -> RuntimeValue?
  {
    guard let view = layerIndex(viewExpression) else { return nil }
    assumeHostSize(view, viewExpression)
    guard case .rect(let x, let y, let w, let h) = layers[view].property("bounds") else { return nil }
    noteOnce("\(receiver.text)'s location: assumed the middle of \(layers[view].id) (a touch is not known here)")
    return .point(x + w / 2, y + h / 2)
  }

  /// `UIGestureRecognizerStateBegan` (Objective-C) and `.began` (Swift) are one state.
  static func sameGestureState(_ a: String, _ b: String) -> Bool {
    let prefix = "UIGestureRecognizerState"
    guard a.hasPrefix(prefix) != b.hasPrefix(prefix) else { return false }
    func swiftName(_ s: String) -> String {
      guard s.hasPrefix(prefix) else { return s }
      let rest = s.dropFirst(prefix.count)
      return rest.prefix(1).lowercased() + rest.dropFirst()
    }
    return swiftName(a) == swiftName(b)
  }
}
