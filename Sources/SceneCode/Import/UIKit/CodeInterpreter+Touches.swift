/// A finger on a control, as UIKit delivers it (`touchesBegan(_:with:)` and the rest, called by
/// a driver or by a subclass's override through `super`): UIControl tracks the touch through
/// the class's `beginTracking(_:with:)`, `continueTracking`, `endTracking` or `cancelTracking`
/// (Objective-C: `-beginTrackingWithTouch:withEvent:` …), keeps `isTracking` and `isHighlighted`
/// true while the finger is down, and sends `.touchDown`, `.touchDragInside`, `.touchUpInside`
/// or `.touchCancel` to its targets, in that order.
extension CodeInterpreter {
  /// One phase of a touch: the names it comes by, the class's tracking method, the events sent.
  struct TouchPhase {
    var calls: [String]
    var tracking: [String]
    var events: Set<String>
    /// True: the finger goes down (set before the class's tracking method runs); false: it
    /// lifts (cleared after); nil: unchanged, as it moves.
    var down: Bool?
  }

  static let touchPhases = [
    TouchPhase(
      calls: ["touchesBegan", "touchesBegan:withEvent:"],
      tracking: ["beginTracking", "beginTrackingWithTouch:withEvent:"],
      events: ["touchDown"], down: true),
    TouchPhase(
      calls: ["touchesMoved", "touchesMoved:withEvent:"],
      tracking: ["continueTracking", "continueTrackingWithTouch:withEvent:"], events: ["touchDragInside"], down: nil),
    TouchPhase(
      calls: ["touchesEnded", "touchesEnded:withEvent:"], tracking: ["endTracking", "endTrackingWithTouch:withEvent:"],
      events: ["touchUpInside"], down: false),
    TouchPhase(
      calls: ["touchesCancelled", "touchesCancelled:withEvent:"],
      tracking: ["cancelTracking", "cancelTrackingWithEvent:"],
      events: ["touchCancel"], down: false),
  ]

  /// Handles a touch call on `receiver` (nil: bare, in the control's own method); nil when
  /// `method` is none or the receiver is no control of the program's.
  mutating func touchCall(
    _ receiver: CodeExpression?, _ method: String, _ arguments: [CodeExpression.Argument]
  )
    -> RuntimeValue?
  {
    guard let phase = Self.touchPhases.first(where: { $0.calls.contains(method) }), arguments.count == 2 else {
      return nil
    }
    let value = receiver.map { evaluate($0) } ?? selfValue ?? .null
    guard case .object(let o) = value, let control = objects[o].layer, layers[control].isViewLayer else { return nil }
    let type = objects[o].type
    if phase.down == true { setTouchState(control, down: true) }
    if let f = phase.tracking.compactMap({ methods($0, in: type, isStatic: false).first }).first {
      // The touch itself is not modelled (its location is not known): what reads it is said.
      let passed: [RuntimeValue] = f.parameters.count == 2 ? [.unknown("the touch"), .null] : [.null]
      _ = invokeMethod(f, on: value, type: type, arguments: passed)
    }
    if phase.down == false { setTouchState(control, down: false) }
    sendActions(control, phase.events, sender: value)
    return .null
  }

  /// A control's state while a finger is down on it (`isTracking`, `isTouchInside`, `isHighlighted`).
  mutating func setTouchState(_ control: Int, down: Bool) {
    for name in ["isTracking", "isTouchInside", "isHighlighted"] { layers[control].viewValues[name] = .bool(down) }
  }
}
