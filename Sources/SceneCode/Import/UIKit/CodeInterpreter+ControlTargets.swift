/// A control's target-action pairs: `addTarget(_:action:for:)` (`addTarget:action:forControlEvents:`)
/// keeps them per control event; `sendActions(for:)` (`sendActionsForControlEvents:`), which is
/// what UIKit calls when a finger goes down or up, runs those registered for the events given,
/// with the control as the sender.
extension CodeInterpreter {
  /// One registration: on control layer `control`, `action` of `target` for `events`.
  struct ControlTarget {
    var control: Int
    var target: RuntimeValue
    var action: String
    var events: Set<String>
    /// A `UIAction`'s handler (`addAction(UIAction { _ in … }, for:)`, iOS 14): run instead of
    /// `action`, which is then the first of the names it calls.
    var handler: RuntimeValue? = nil
  }

  /// Handles `addTarget`/`sendActions` on `receiver` (nil: bare, in the control's own method);
  /// nil when `method` is neither or the receiver is no control.
  mutating func controlTargetCall(
    _ receiver: CodeExpression?, _ method: String, _ arguments: [CodeExpression.Argument]
  ) -> RuntimeValue? {
    if method == "addAction", arguments.count == 2, let done = addAction(receiver, arguments) { return done }
    let isAdd = method == "addTarget" || method == "addTarget:action:forControlEvents:"
    let isSend = method == "sendActions" || method == "sendActionsForControlEvents:"
    let isTyping = ["insertText", "insertText:", "deleteBackward"].contains(method)
    guard isAdd || isSend || isTyping else { return nil }
    let value = receiver.map { evaluate($0) } ?? selfValue ?? .null
    guard let control = queriedLayer(value), layers[control].isViewLayer else { return nil }
    if isTyping {
      // UIKeyInput, what a key press does: the field's text changes (not through its `text`
      // setter, so a subclass's observers of `text` do not run), `.editingChanged` is sent, and
      // the field is laid out again when the code running now is done.
      guard layers[control].label != nil else { return nil }
      if method == "deleteBackward" {
        guard arguments.isEmpty else { return nil }
        if layers[control].label?.text.isEmpty == false { layers[control].label?.text.removeLast() }
      } else {
        guard arguments.count == 1, case .string(let typed) = evaluate(arguments[0].value) else { return nil }
        layers[control].label?.text += typed
      }
      sendActions(control, ["editingChanged"], sender: value)
      layoutCall("setNeedsLayout", value)
      return .null
    }
    if isAdd {
      guard arguments.count == 3, let action = selectorName(of: arguments[1].value) else { return nil }
      let target = evaluate(arguments[0].value)
      controlTargets.append(
        ControlTarget(control: control, target: target, action: action, events: controlEvents(of: arguments[2].value)))
      return .null
    }
    guard let first = arguments.first else { return nil }
    let events = controlEvents(of: first.value)
    sendActions(control, events, sender: value)
    return .null
  }

  /// Runs the actions registered on `control` for any of `events`, in the order added.
  mutating func sendActions(_ control: Int, _ events: Set<String>, sender: RuntimeValue) {
    for registered in controlTargets where registered.control == control && !registered.events.isDisjoint(with: events)
    {
      if let handler = registered.handler {
        _ = callClosure(handler, [.unknown("the UIAction")])
      } else {
        runSelector(registered.action, on: registered.target, with: sender)
      }
    }
  }

  /// `control.addAction(UIAction { _ in … }, for: .touchUpInside)` (also `.init(handler:)`,
  /// `UIAction(title:…, handler:)`): the handler runs when the control sends those events; the
  /// first method it calls (`self?.buttonPressed(button: button)`) counts as the control's action,
  /// so `--entry buttonPressed` runs with the control as its first argument. Nil when the
  /// action's handler is not a closure written there.
  mutating func addAction(_ receiver: CodeExpression?, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard case .call(_, let parts) = arguments[0].value,
      let written = parts.first(where: { $0.label == "handler" || $0.label == SwiftProgramReader.trailingLabel }),
      case .closure(let code) = written.value
    else { return nil }
    let value = receiver.map { evaluate($0) } ?? selfValue ?? .null
    guard let control = queriedLayer(value), layers[control].isViewLayer else { return nil }
    var called: Set<String> = []
    code.body.forEach { CodeProgram.collect($0, into: &called) }
    let action = program.typeOrder.flatMap { program.types[$0]?.methods ?? [] }.first { called.contains($0.name) }?.name
    controlTargets.append(
      ControlTarget(
        control: control, target: selfValue ?? .null, action: action ?? "",
        events: controlEvents(of: arguments[1].value),
        handler: evaluate(written.value)))
    return .null
  }

  /// The events an argument names, written there or held in a variable or property
  /// (`addTarget(self, action: …, for: showEvent)` with `showEvent = UIControl.Event.touchUpInside`).
  mutating func controlEvents(of e: CodeExpression) -> Set<String> {
    let written = Self.controlEvents(e)
    guard e.nameChain != nil, !e.text.hasPrefix(".") else { return written }
    func names(_ value: RuntimeValue) -> [String] {
      switch value {
      case .constant(let name): return [name]
      case .type(let qualified): return [String(qualified.split(separator: ".").last ?? "")]
      case .array(let items): return items.flatMap(names)
      default: return []
      }
    }
    let held = names(evaluate(e)).filter { !$0.isEmpty }
    return held.isEmpty ? written : Self.controlEvents(.name(held.joined(separator: " ")))
  }

  /// The events an argument names: `.touchUpInside`, `[.touchDown, .touchDragEnter]`,
  /// `UIControlEventTouchUpInside | UIControlEventTouchDragExit`, `.valueChanged`.
  static func controlEvents(_ e: CodeExpression) -> Set<String> {
    var names: Set<String> = []
    var word = ""
    for c in e.text + " " {
      if c.isLetter || c.isNumber || c == "_" {
        word.append(c)
        continue
      }
      if !word.isEmpty {
        var name = word
        for prefix in ["UIControlEvent", "UIControl.Event."] where name.hasPrefix(prefix) {
          name = String(name.dropFirst(prefix.count))
        }
        if let first = name.first, !["UIControl", "Event", "UIControlEvents"].contains(name) {
          names.insert(first.lowercased() + name.dropFirst())
        }
      }
      word = ""
    }
    return names
  }
}
