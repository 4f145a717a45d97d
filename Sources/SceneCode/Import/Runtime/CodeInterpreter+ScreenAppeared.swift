import Scenes

/// A controller's screen has appeared before anything on it is tapped: an action run as the
/// entry (`--entry rotateBtnPressed`) first runs the controller's `viewWillAppear(_:)` and
/// `viewDidAppear(_:)`, as UIKit did when the screen came up, so the state they set (a label
/// centred, a view hidden) is the state the action starts from. What they start is over by the
/// time a person taps: their animations that end are left out (one that repeats forever is
/// still running and kept), and their completions and timed code, which ran long before the
/// tap, do not run; both said. `--entry viewDidAppear` shows those animations themselves.
extension CodeInterpreter {
  static let appearanceCallbacks = ["viewWillAppear", "viewDidAppear"]

  /// Runs `type`'s appearance callbacks on `object` before action `entry`; no-op when the type
  /// has none or the entry is one.
  mutating func appearBeforeAction(
    _ entry: CodeFunction, type: String, on object: RuntimeValue, _ ran: inout [String]
  ) {
    guard !Self.appearanceCallbacks.contains(entry.name) else { return }
    let methods = inheritedMethods(type).filter { $0.function.parameters.count <= 1 }
    let callbacks = Self.appearanceCallbacks.compactMap { name in methods.first { $0.function.name == name } }
    guard !callbacks.isEmpty else { return }
    let animationCounts = layers.map(\.animations.count)
    let (eventCount, completionCount) = (events.count, completions.count)
    for callback in callbacks where !halted {
      ran.append(type + "." + callback.function.name)
      let appeared = callback.function.name == "viewDidAppear"
      if appeared { settleLayout() }  // laid out before it appears
      inOwnTransaction(appeared) { me in
        _ = me.invokeMethod(
          callback.function, on: object, type: callback.type,
          arguments: callback.function.parameters.isEmpty ? [] : [.bool(true)])
      }
      settleLayout()
    }
    var over = 0
    for i in layers.indices {
      let first = i < animationCounts.count ? animationCounts[i] : 0
      guard layers[i].animations.count > first else { continue }
      let added = layers[i].animations[first...]
      let kept = added.filter { Self.repeatsForever($0.document) }
      over += added.count - kept.count
      layers[i].animations = Array(layers[i].animations[..<first]) + kept
    }
    let later = (events.count - eventCount) + (completions.count - completionCount)
    if events.count > eventCount { events.removeLast(events.count - eventCount) }
    if completions.count > completionCount { completions.removeLast(completions.count - completionCount) }
    let names = callbacks.map { $0.function.name }.joined(separator: " and ")
    var said = "\(names) ran before \(entry.name) (the screen has appeared before it is tapped)"
    if over > 0 {
      said +=
        "; the \(over) animation\(over == 1 ? "" : "s") they start \(over == 1 ? "is" : "are") over by then, left out (--entry viewDidAppear shows them)"
    }
    if later > 0 { said += "; what they schedule for later ran before the tap and is left out" }
    site = entry.site
    note(said)
  }

  /// True for an animation document that never ends (`repeatCount` or `repeatDuration`
  /// infinite, or UIKit's `.repeat`: `Float.greatestFiniteMagnitude`).
  static func repeatsForever(_ document: JSONValue) -> Bool {
    guard case .object(let members) = document else { return false }
    for member in members where member.key == "repeatCount" || member.key == "repeatDuration" {
      switch member.value {
      case .string("infinity"): return true
      case .number(let x, _) where x >= Double(Float.greatestFiniteMagnitude) / 2: return true
      default: continue
      }
    }
    return false
  }
}
