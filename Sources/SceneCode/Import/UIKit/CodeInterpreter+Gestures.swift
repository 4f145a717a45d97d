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
    let how =
      given != nil
      ? "in state .\(state) (not moved: translation and velocity zero)"
      : state == "began" ? "as it begins (state .began, not moved yet)" : "as it is recognized (state .ended)"
    return (.name(held), "a \(kind) \(how)")
  }

  /// A recognizer's state as `--arg` gives it (`.ended`, `changed`, `recognized`); nil for another word.
  static func gestureState(_ text: String) -> String? {
    let word = text.hasPrefix(".") ? String(text.dropFirst()) : text
    if word == "recognized" { return "ended" }
    return ["possible", "began", "changed", "ended", "cancelled", "failed"].contains(word) ? word : nil
  }

  /// True for an object made by `assumedGesture`.
  func isGesture(_ value: RuntimeValue) -> Bool {
    guard case .object(let o) = value, objects.indices.contains(o), objects[o].type.hasSuffix("Recognizer") else {
      return false
    }
    return Self.gestureClass(objects[o].type) != nil
  }

  /// A recognizer's readings: `translation(in:)`, `velocity(in:)` (zero: not moved yet),
  /// `location(in:)` (the middle of the view), `setTranslation(_:in:)` (kept as zero); nil for
  /// another method.
  mutating func gestureCall(
    _ receiver: CodeExpression, _ method: String, _ arguments: [CodeExpression]
  ) -> RuntimeValue? {
    switch method {
    case "translation", "translationInView:", "velocity", "velocityInView:": return .point(0, 0)
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
