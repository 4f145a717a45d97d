import MediaTiming

/// The keyboard, as screens that make room for it see it: `NotificationCenter` observers of its
/// notifications (`addObserver(_:selector:name:object:)`, `addObserver(forName:object:queue:
/// using:)`, Objective-C's `addObserver:selector:name:object:`), told when a text field or view
/// becomes first responder (`keyboardWillShow`, `keyboardWillChangeFrame`; `…Did…` 0.25 s later)
/// and resigns (`…WillHide`), or run as the entry (`--entry keyboardWillShow`, whose
/// notification is the keyboard's).
///
/// The notification's `userInfo` is UIKit's (UIWindow.h keys): the keyboard's frames in screen
/// points — an English keyboard with its suggestions bar, 336 pt tall on the assumed iPhone
/// (not documented: said) — its animation's duration, 0.25 s, and curve, 7 (the keyboard's own,
/// which UIKit does not document). UIKit posts the will-notifications inside the keyboard's
/// animation: what a handler changes animates with the keyboard even outside a block of its
/// own, and a block of its own inherits the keyboard's duration and curve (curve 7 taken as
/// easeInEaseOut, said).
extension CodeInterpreter {
  static let keyboardHeight = 336.0
  static let keyboardDuration = 0.25
  static let keyboardCurve = 7.0

  /// One observer of a notification: a target and its method's selector, or a block.
  struct NotificationObserver {
    var name: String
    var target: RuntimeValue
    var selector: String?
    var block: RuntimeValue?
  }

  /// `UIResponder.keyboardFrameEndUserInfoKey`, `keyboardWillShowNotification`,
  /// `NSNotification.Name.UIKeyboardWillShow`, `UIKeyboardWillShowNotification`: the string UIKit
  /// gives for a keyboard notification's name or user-info key; nil for another member or name.
  static func keyboardConstant(_ name: String) -> String? {
    if name.hasPrefix("UIKeyboard"), name.hasSuffix("Notification") || name.hasSuffix("UserInfoKey") { return name }
    if name.hasPrefix("UIKeyboard"),
      ["WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame"]
        .contains(String(name.dropFirst("UIKeyboard".count)))
    {
      return name + "Notification"  // (Swift 4's `NSNotification.Name.UIKeyboardWillShow`.)
    }
    guard name.hasPrefix("keyboard"), name.hasSuffix("Notification") || name.hasSuffix("UserInfoKey") else {
      return nil
    }
    return "UIK" + name.dropFirst()
  }

  /// `center.addObserver(…)` for a notification (by selector or block): recorded; nil when the
  /// arguments are not those.
  mutating func addNotificationObserver(_ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    let labels = arguments.map { $0.label ?? "_" }
    if labels == ["_", "selector", "name", "object"], let selector = selectorName(of: arguments[1].value),
      case .string(let name) = evaluate(arguments[2].value)
    {
      notificationObservers.append(
        NotificationObserver(name: name, target: evaluate(arguments[0].value), selector: selector))
      return .null
    }
    if labels.first == "forName", labels.count == 4, case .string(let name) = evaluate(arguments[0].value) {
      let block = evaluate(arguments[3].value)
      guard case .closure = block else { return nil }
      notificationObservers.append(NotificationObserver(name: name, target: .null, block: block))
      return .unknown("an observer token")
    }
    return nil
  }

  /// The keyboard's notification `name` (`UIKeyboardWillShowNotification` …) as UIKit posts it:
  /// a `Notification` whose `userInfo` holds the keyboard's frames and animation.
  mutating func keyboardNotification(_ name: String) -> RuntimeValue {
    let showing = !name.contains("Hide")
    let (w, h, k) = (screen.w, screen.h, Self.keyboardHeight)
    let shown = RuntimeValue.rect(0, h - k, w, k)
    let hidden = RuntimeValue.rect(0, h, w, k)
    let keys = [
      "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardCenterBeginUserInfoKey",
      "UIKeyboardCenterEndUserInfoKey", "UIKeyboardBoundsUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
      "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
    ]
    let values: [RuntimeValue] = [
      showing ? hidden : shown, showing ? shown : hidden,
      .point(w / 2, (showing ? h : h - k) + k / 2), .point(w / 2, (showing ? h - k : h) + k / 2),
      .rect(0, 0, w, k), .number(Self.keyboardDuration), .number(Self.keyboardCurve), .bool(true),
    ]
    noteOnce(
      "the keyboard: \(shortestText(k)) pt tall (an English keyboard with its suggestions bar on the assumed iPhone; not documented), sliding in 0.25 s with curve 7"
    )
    var made = ObjectBuild(type: "Notification")
    made.fields = [
      "name": .string(name), "userInfo": .dictionary(keys.map { .string($0) }, values), "object": .null,
    ]
    objects.append(made)
    return .object(objects.count - 1)
  }

  /// Runs `body` inside the keyboard's animation, as UIKit posts its will-notifications.
  mutating func inKeyboardAnimation<T>(_ body: (inout Self) -> T) -> T {
    noteOnce(
      "UIKit posts the keyboard's will-notifications inside its animation (0.25 s, curve 7, taken as easeInEaseOut: not documented): what the handler changes animates with the keyboard"
    )
    uikitBlocks.append(
      UIKitBlock(
        duration: Self.keyboardDuration, delay: 0, curve: .string("easeInEaseOut"), origin: "the keyboard's animation"))
    let result = body(&self)
    uikitBlocks.removeLast()
    return result
  }

  /// The keyboard comes up (`showing`) or goes down: the observers of its will-notifications
  /// are told now, inside its animation, those of its did-notifications when it has moved.
  mutating func moveKeyboard(showing: Bool) {
    guard keyboardShown != showing else { return }
    keyboardShown = showing
    let will = showing ? "UIKeyboardWillShowNotification" : "UIKeyboardWillHideNotification"
    let did = showing ? "UIKeyboardDidShowNotification" : "UIKeyboardDidHideNotification"
    inKeyboardAnimation { me in
      me.postNotification(will)
      me.postNotification("UIKeyboardWillChangeFrameNotification")
    }
    guard notificationObservers.contains(where: { $0.name == did || $0.name == "UIKeyboardDidChangeFrameNotification" })
    else { return }
    runLater(by: Self.keyboardDuration, what: did, repeats: false, site) { interpreter in
      interpreter.postNotification(did)
      interpreter.postNotification("UIKeyboardDidChangeFrameNotification")
    }
  }

  /// Tells the observers of notification `name`, in the order they were added.
  mutating func postNotification(_ name: String) {
    for observer in notificationObservers where observer.name == name && !halted {
      let notification = keyboardNotification(name)
      if let block = observer.block {
        runClosure(block, [notification])
        continue
      }
      guard let selector = observer.selector, case .object(let o) = observer.target else { continue }
      let type = objects[o].type
      let named =
        methods(selector, in: type, isStatic: false) + methods(Self.baseName(selector), in: type, isStatic: false)
      guard let f = named.first(where: { $0.parameters.count <= 1 }) else { continue }
      _ = invokeMethod(f, on: observer.target, type: type, arguments: f.parameters.isEmpty ? [] : [notification])
    }
  }

  /// The keyboard notification an entry's parameter of type `type` stands for (the entry is
  /// `f`, a handler): the one an observer added for `f` names, else by `f`'s name (`…Hide…`,
  /// `…ChangeFrame…`, else will-show); nil for a parameter that is no notification.
  func keyboardNotificationName(for f: CodeFunction, type: String?) -> String? {
    guard let type, ["Notification", "NSNotification"].contains(type.filter { !"*!? ".contains($0) }) else {
      return nil
    }
    if let observed = notificationObservers.first(where: {
      $0.selector == f.name || $0.selector.map(Self.baseName) == Self.baseName(f.name)
    }), observed.name.hasPrefix("UIKeyboard") {
      return observed.name
    }
    let lower = f.name.lowercased()
    guard lower.contains("keyboard") || lower.contains("notification") else { return nil }
    if lower.contains("hide") { return "UIKeyboardWillHideNotification" }
    if lower.contains("change") { return "UIKeyboardWillChangeFrameNotification" }
    return "UIKeyboardWillShowNotification"
  }

  /// True for a view the keyboard comes up for when it becomes first responder.
  func takesKeyboard(_ layer: Int) -> Bool {
    ["UITextField", "UITextView", "UISearchBar", "UISearchTextField"].contains(layers[layer].systemKind ?? "")
  }
}
