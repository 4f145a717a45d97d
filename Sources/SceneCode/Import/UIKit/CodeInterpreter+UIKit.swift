import MediaTiming
import Scenes

/// UIKit block animations (uikit.md): `UIView.animate` in its forms (springs included),
/// `animateKeyframes` with `addKeyframe`, and `transition(with:)`, turned into the Core Animation
/// objects UIKit adds. A view property set inside a block sets the model value at once and adds,
/// per changed layer key, a `CABasicAnimation` (a `CASpringAnimation` for a spring block) with
/// the block's duration, delay, curve (easeInEaseOut by default), `fillMode` both and repeat
/// options; `position` and `bounds` are additive (old − new → zero, keys `position`,
/// `position-2`, …), the rest absolute from the old value (uikit.md §1–3).
extension CodeInterpreter {
  /// An open UIKit animation block.
  struct UIKitBlock {
    var duration: Double
    var delay: Double
    /// The timing function as the scene file writes it (a name, or four control points).
    var curve: JSONValue
    var repeats = false
    var autoreverses = false
    /// False under a property animator (uikit.md §5: interruptible animators keep theirs).
    var removedOnCompletion = true
    /// `{dampingRatio, duration, initialVelocity}` for a spring block.
    var spring: JSONValue?
    /// `animateKeyframes`: each changed key's frames (start, duration as fractions; value; the
    /// `addKeyframe` call that set it, counted from 1).
    var keyframes: [KeyframeKey: [(start: Double, duration: Double, value: RuntimeValue, call: Int)]]?
    /// The `addKeyframe` calls run so far in this block.
    var keyframeCalls = 0
    var keyframeInitial: [KeyframeKey: RuntimeValue] = [:]
    var calculationMode = "linear"
    /// `addKeyframe(withRelativeStartTime:relativeDuration:)` running now.
    var frame: (start: Double, duration: Double)?
    /// Where the block is (for notes, and the animations' `origin`).
    var origin: String
    /// The property animator running the block, and how long after the animator's start (its
    /// delay factor × its duration, seconds) the block's animations begin.
    var animator: Int?
    var animatorDelay = 0.0
    /// A `beginAnimations`/`commitAnimations` block, and its repeat count (`setAnimationRepeatCount`).
    var isLegacy = false
    var repeatCount: Double?
    /// `setAnimationDelegate:` and `setAnimationDidStopSelector:`: the message sent when the
    /// block's animations end.
    var stopDelegate: RuntimeValue?
    var stopSelector: String?
  }

  struct KeyframeKey: Hashable {
    var layer: Int
    var key: String
  }

  /// The options as written (`[.curveEaseIn, .repeat]`), or, passed in a variable, the names of
  /// the constants it holds.
  mutating func optionsText(_ e: CodeExpression?) -> String {
    guard let e else { return "" }
    // A choice between options (`isFlipped ? .transitionFlipFromLeft : .transitionFlipFromRight`,
    // also inside a list): the one the condition takes, when it is known here.
    if case .ternary(let condition, let yes, let no) = e, let taken = truth(evaluate(condition)) {
      return optionsText(taken ? yes : no)
    }
    if case .array(let items) = e, items.contains(where: { if case .ternary = $0 { true } else { false } }) {
      return "[" + items.map { optionsText($0) }.joined(separator: ", ") + "]"
    }
    // Options given as their bits (`UIView.AnimationOptions(rawValue: 7 << 16)`).
    if case .number(let raw) = evaluate(e), raw >= 0, raw < Double(UInt32.max) {
      return optionsText(bits: UInt32(raw))
    }
    func names(_ value: RuntimeValue) -> [String] {
      switch value {
      case .constant(let name): return [name]
      // `UIView.AnimationOptions.transitionFlipFromLeft` held in a property: its last part.
      case .type(let qualified) where qualified.contains("."):
        return [String(qualified.split(separator: ".").last!)]
      case .array(let items): return items.flatMap(names)
      default: return []
      }
    }
    // A variable holding them; a name that holds none is the constant itself
    // (`UIViewAnimationOptionCurveEaseIn`).
    if e.nameChain != nil, case let held = names(evaluate(e)), !held.isEmpty {
      return held.map { "." + $0 }.joined(separator: ", ")
    }
    return e.text
  }

  /// True for a UIKit animation option named as a constant (`UIViewAnimationOptionRepeat`,
  /// `.curveLinear`, a keyframe block's `calculationModeCubic`) or a set of them.
  static func isAnimationOptions(_ value: RuntimeValue) -> Bool {
    switch value {
    case .constant(let name):
      name.contains("AnimationOption") || animationOptionBits[name] != nil || name.hasPrefix("calculationMode")
    case .array(let items): !items.isEmpty && items.allSatisfy(isAnimationOptions)
    default: false
    }
  }

  /// `UIView.AnimationOptions`' bits by name (UIView.h).
  static let animationOptionBits: [String: Double] = [
    "layoutSubviews": 1, "allowUserInteraction": 2, "beginFromCurrentState": 4, "repeat": 8, "autoreverse": 16,
    "overrideInheritedDuration": 32, "overrideInheritedCurve": 64, "allowAnimatedContent": 128,
    "showHideTransitionViews": 256, "overrideInheritedOptions": 512, "curveEaseInOut": 0, "curveEaseIn": 65536,
    "curveEaseOut": 131072, "curveLinear": 196608, "transitionNone": 0, "transitionFlipFromLeft": 1_048_576,
    "transitionFlipFromRight": 2_097_152, "transitionCurlUp": 3_145_728, "transitionCurlDown": 4_194_304,
    "transitionCrossDissolve": 5_242_880, "transitionFlipFromTop": 6_291_456, "transitionFlipFromBottom": 7_340_032,
    "preferredFramesPerSecondDefault": 0, "preferredFramesPerSecond60": 50_331_648,
    "preferredFramesPerSecond30": 117_440_512,
    // Keyframe blocks' calculation modes, bits 10–12 (UIView.h).
    "calculationModeLinear": 0, "calculationModeDiscrete": 1024, "calculationModePaced": 2048,
    "calculationModeCubic": 3072, "calculationModeCubicPaced": 4096,
  ]

  /// `options.insert(.repeat)`, `formUnion`, `remove`, `subtract` on a set of animation options
  /// (names or bits): the set after it; nil when the receiver or argument is not one.
  mutating func optionSetChange(
    _ receiver: CodeExpression, _ method: String, _ argument: CodeExpression
  ) -> RuntimeValue? {
    guard ["insert", "formUnion", "remove", "subtract"].contains(method) else { return nil }
    let current = evaluate(receiver)
    let change = evaluate(argument)
    guard Self.isAnimationOptions(change) else { return nil }
    let adding = method == "insert" || method == "formUnion"
    switch current {
    case .array, .constant:
      var names: [RuntimeValue] = { if case .array(let items) = current { items } else { [current] } }()
      guard names.isEmpty || Self.isAnimationOptions(current) else { return nil }
      let changed: [RuntimeValue] = { if case .array(let items) = change { items } else { [change] } }()
      for item in changed {
        names.removeAll { same($0, item) }
        if adding { names.append(item) }
      }
      return .array(names)
    case .number(let bits):
      guard let more = Self.animationOptionRawValue(change) else { return nil }
      let (a, b) = (UInt64(max(bits, 0)), UInt64(max(more, 0)))
      return .number(Double(adding ? a | b : a & ~b))
    default:
      return nil
    }
  }

  /// The bits of animation options held as names (`[.curveEaseOut, .repeat]`, `.autoreverse`,
  /// `UIView.AnimationOptions.curveLinear`) or already bits: what `.rawValue` reads; nil for a
  /// value that is none of these.
  static func animationOptionRawValue(_ value: RuntimeValue) -> Double? {
    switch value {
    case .number(let bits): return bits
    case .constant(let name): return animationOptionBits[name]
    case .type(let qualified) where qualified.contains("."):
      return animationOptionBits[String(qualified.split(separator: ".").last!)]
    case .array(let items):
      var bits: UInt64 = 0
      for item in items {
        guard let b = animationOptionRawValue(item) else { return nil }
        bits |= UInt64(b)
      }
      return Double(bits)
    default: return nil
    }
  }

  /// The types whose `init(rawValue:)` gives animation option bits.
  static let animationOptionTypes: Set<String> = [
    "UIView.AnimationOptions", "UIViewAnimationOptions", "UIView.KeyframeAnimationOptions",
    "UIViewKeyframeAnimationOptions",
  ]

  /// Option bits as the options' names (UIView.h: repeat 1 << 3, autoreverse 1 << 4, begin from
  /// current state 1 << 2, the curve in bits 16–19). A curve other than UIKit's four (7 is the
  /// keyboard's, undocumented) is taken as the default, said.
  mutating func optionsText(bits: UInt32) -> String {
    var names: [String] = []
    if bits & (1 << 2) != 0 { names.append(".beginFromCurrentState") }
    if bits & (1 << 3) != 0 { names.append(".repeat") }
    if bits & (1 << 4) != 0 { names.append(".autoreverse") }
    switch (bits >> 10) & 0x7 {
    case 1: names.append(".calculationModeDiscrete")
    case 2: names.append(".calculationModePaced")
    case 3: names.append(".calculationModeCubic")
    case 4: names.append(".calculationModeCubicPaced")
    default: break
    }
    let curve = (bits >> 16) & 0xF
    switch curve {
    case 0: break
    case 1: names.append(".curveEaseIn")
    case 2: names.append(".curveEaseOut")
    case 3: names.append(".curveLinear")
    default:
      noteOnce(
        "animation curve \(curve) (options' bits 16–19) is not one UIKit documents (7 is the keyboard's); taken as easeInEaseOut"
      )
    }
    return names.joined(separator: ", ")
  }

  /// Option bits: `.curveEaseIn` … as `UIView.AnimationOptions` spells them in either language.
  static func options(
    _ text: String
  ) -> (
    curve: String?, repeats: Bool, autoreverses: Bool, fromCurrent: Bool, calculation: String?
  ) {
    func has(_ names: String...) -> Bool { names.contains { text.contains($0) } }
    var curve: String?
    // Curves are bits 16–17 (UIView.h): two named together are their union
    // (`[.curveEaseIn, .curveEaseOut]` is 1 | 2 = 3, `.curveLinear`).
    let curveBits = [("EaseInOut", 0), ("EaseIn", 1), ("EaseOut", 2), ("Linear", 3)].filter { name, _ in
      ["curve" + name, "Curve" + name].contains { word in
        text.components(separatedBy: word).dropFirst().contains { !$0.hasPrefix("Out") || name != "EaseIn" }
      }
    }
    if curveBits.count > 1 {
      curve = ["easeInEaseOut", "easeIn", "easeOut", "linear"][curveBits.reduce(0) { $0 | $1.1 }]
    } else if has("curveEaseInOut", "CurveEaseInOut") {
      curve = "easeInEaseOut"
    } else if has("curveEaseIn", "CurveEaseIn") {
      curve = "easeIn"
    } else if has("curveEaseOut", "CurveEaseOut") {
      curve = "easeOut"
    } else if has("curveLinear", "CurveLinear") {
      curve = "linear"
    }
    var calculation: String?
    if has("calculationModeDiscrete", "CalculationModeDiscrete") { calculation = "discrete" }
    if has("calculationModePaced", "CalculationModePaced") { calculation = "paced" }
    if has("calculationModeCubicPaced", "CalculationModeCubicPaced") {
      calculation = "cubicPaced"
    } else if has("calculationModeCubic", "CalculationModeCubic") {
      calculation = "cubic"
    }
    return (
      curve, has(".repeat", ".Repeat", "OptionRepeat", "[.repeat", " repeat"), has("autoreverse", "Autoreverse"),
      has("beginFromCurrentState", "BeginFromCurrentState"), calculation
    )
  }

  /// Handles a UIKit animation call `name` (Swift labels joined, or an Objective-C selector):
  /// true when it was one.
  mutating func uikitCall(_ name: String, _ e: CodeExpression, _ at: CodeSite) -> Bool {
    var arguments: [(label: String, value: CodeExpression)] = []
    let selectorStart = name.split(separator: ":").first.map(String.init) ?? name
    switch e {
    case .call(_, let list):
      // Swift 2's spelling (`UIView.animateWithDuration(0.3, animations: …)`): the unlabelled
      // first argument is the one the Objective-C selector's first part names.
      arguments = list.enumerated().map { index, argument in
        (argument.label ?? (index == 0 && selectorStart.contains("With") ? selectorStart : ""), argument.value)
      }
    case .message(_, let parts): arguments = parts.compactMap { part in part.1.map { (part.0, $0) } }
    default: return false
    }
    func arg(_ labels: String...) -> CodeExpression? {
      arguments.first { labels.contains($0.label) }?.value
    }
    func number(_ labels: String...) -> Double? {
      arguments.first { labels.contains($0.label) }.flatMap { evaluate($0.value).number }
    }
    let closures = arguments.filter { $0.value.isClosure }
    let animations = arg("animations", "$trailing") ?? closures.first?.value
    // A completion given as a closure or a variable holding one (`completion: completion`); nil is none.
    let completion = (arg("completion") ?? (closures.count > 1 ? closures.last?.value : nil)).flatMap { e in
      if case .closure = evaluate(e) { return e }
      return nil
    }
    let base = name.split(separator: ":").first.map(String.init) ?? name
    let origin = "UIView.\(base), line \(at.line)"
    site = at
    switch base {
    case "addKeyframe", "addKeyframeWithRelativeStartTime":
      guard !uikitBlocks.isEmpty, uikitBlocks[uikitBlocks.count - 1].keyframes != nil, let animations else {
        ignored(at, "addKeyframe outside animateKeyframes")
        return true
      }
      var start = number("withRelativeStartTime", "addKeyframeWithRelativeStartTime") ?? 0
      var duration = number("relativeDuration") ?? 1
      // Relative times are fractions of the whole block: one past them is taken at its end.
      if start < 0 || start > 1 || start + duration > 1 + 1e-9 || duration < 0 {
        note(
          "\(origin): a keyframe from \(shortestText(start)) for \(shortestText(duration)) lies outside the block (relative times are 0…1); kept within it"
        )
        start = min(max(start, 0), 1)
        duration = min(max(duration, 0), 1 - start)
      }
      uikitBlocks[uikitBlocks.count - 1].frame = (start, duration)
      uikitBlocks[uikitBlocks.count - 1].keyframeCalls += 1
      runClosure(evaluate(animations))
      uikitBlocks[uikitBlocks.count - 1].frame = nil
      return true
    case "animate", "animateWithDuration", "animateKeyframes", "animateKeyframesWithDuration", "transition",
      "transitionWithView", "transitionFromView":
      break
    default:
      return false
    }
    let outer = uikitBlocks.last
    let optionsText = optionsText(arg("options"))
    let (curve, repeats, autoreverses, fromCurrent, calculation) = Self.options(optionsText)
    if fromCurrent {
      note(
        "\(origin): .beginFromCurrentState starts absolute keys from what is on screen; read here from the model value")
    }
    var duration =
      number(
        "withDuration", "animateWithDuration", "duration", "animateKeyframesWithDuration", "springDuration") ?? 0.2
    var blockCurve = JSONValue.string(curve ?? "easeInEaseOut")
    // A nested block takes the outer block's duration and curve unless it overrides them (§3).
    if let outer {
      let overrides = optionsText
      if !overrides.contains("overrideInheritedDuration") && !overrides.contains("OverrideInheritedDuration") {
        duration = outer.duration
      }
      if !overrides.contains("overrideInheritedCurve") && !overrides.contains("OverrideInheritedCurve") {
        blockCurve = outer.curve
      }
    }
    let delay = number("delay") ?? 0
    var block = UIKitBlock(duration: duration, delay: delay, curve: blockCurve, origin: origin)
    block.repeats = repeats
    block.autoreverses = autoreverses
    if let outer, let animator = outer.animator {
      // A block inside a property animator's animations is the animator's: it pauses, scrubs and
      // ends with it (WWDC 2017's keyframes inside an animator).
      block.animator = animator
      block.animatorDelay = outer.animatorDelay
      block.removedOnCompletion = outer.removedOnCompletion
    }
    if number("usingSpringWithDamping") == nil, arg("usingSpringWithDamping") != nil {
      note(
        "\(origin): the spring's damping ratio is not known here; animated with the block's curve instead of a spring"
      )
    }
    if var damping = number("usingSpringWithDamping") {
      // A spring block (springs.md §5.1): UIKit's damping ratio, velocity and duration.
      if damping <= 0 {
        // UIKit's mapping takes ζ above 0 (§5.1 step 1): the smallest, an undamped swing.
        note(
          "\(origin): a damping ratio of \(shortestText(damping)) is taken as the smallest above 0 (\(Double.ulpOfOne)), as UIKit's spring needs one: the view swings without settling until the duration cuts it"
        )
        damping = .ulpOfOne
      }
      block.spring = .object([
        ("dampingRatio", .number(damping)), ("duration", .number(duration)),
        ("initialVelocity", .number(number("initialSpringVelocity") ?? 0)),
      ])
    } else if let bounce = number("bounce") {
      block.spring = .object([("duration", .number(duration)), ("bounce", .number(bounce))])
    }
    if base.hasPrefix("animateKeyframes") {
      block.keyframes = [:]
      block.calculationMode = calculation ?? "linear"
    }
    guard duration > 0 else {
      // "If you specify a negative value or 0, the changes are made without animating them."
      if let animations { runClosure(evaluate(animations)) }
      note("\(origin): a duration of 0: the changes are made without animating them")
      if let completion { queueCompletion(completion, at: delayedBy, what: origin) }
      return true
    }
    let (addedBefore, touchedBefore, loggedBefore) = (uikitAdded, blockTouches, uikitAddLog.count)
    if base.hasPrefix("transition"), Self.transitionKind(optionsText) == nil, let animations {
      // No transition style in the options: no CATransition, and the block's changes animate as
      // in `animate(withDuration:…)` [INFERENCE: libraries that grow a view this way, as
      // JTMaterialTransition's recorded demo shows, rely on it].
      uikitBlocks.append(block)
      runClosure(evaluate(animations))
      uikitBlocks.removeLast()
    } else if base.hasPrefix("transition"), let from = arg("from", "transitionFromView"), let to = arg("to", "toView") {
      transitionBetween(from, to, block, options: optionsText, at)
    } else if base.hasPrefix("transition") {
      transitionBlock(arg("with", "transitionWithView"), block, options: optionsText, at)
      if let animations {
        // The changes inside are the new content: made at once, without animation.
        let saved = uikitBlocks
        uikitBlocks = []
        runClosure(evaluate(animations))
        uikitBlocks = saved
      }
    } else if let animations {
      uikitBlocks.append(block)
      runClosure(evaluate(animations))
      let finished = uikitBlocks.removeLast()
      if finished.keyframes != nil { keyframeAnimations(finished, at) }
    }
    if let completion {
      let cycles = repeats ? Double.infinity : autoreverses ? 2.0 : 1.0
      if !base.hasPrefix("transition"), uikitAdded == addedBefore, blockTouches == touchedBefore {
        // Nothing to animate (its views are nil): no animation, and the completion runs on the
        // next turn of the main queue, the delay not waited for (uikit.md §6).
        note("\(origin): its block changes nothing (no view it names is there), so its completion runs at once")
        queueCompletion(completion, at: delayedBy, what: origin + " completion")
      } else {
        queueCompletion(
          completion, at: delayedBy + delay + duration * cycles, what: origin + " completion",
          watching: Array(uikitAddLog[loggedBefore...]))
      }
    }
    return true
  }

  /// A completion block: runs when the block's animations end (never for one that repeats
  /// forever), or — when later animations replace or code removes all of those it `watching` —
  /// then, with `finished` false (`BlockCompletionWatch`).
  mutating func queueCompletion(
    _ block: CodeExpression, at time: Double, what: String, watching: [(layer: Int, key: String)] = []
  ) {
    let closure = evaluate(block)
    let w = blockWatches.count
    if !watching.isEmpty {
      blockWatches.append(
        BlockCompletionWatch(remaining: watching, end: time, closure: closure, what: what, site: site))
    }
    guard time.isFinite else {
      note("\(what): the animation repeats forever, so its completion never runs (unless the animations are removed)")
      return
    }
    completions.append(
      Completion(time: time, what: what, site: site, isDue: { w >= $0.blockWatches.count || !$0.blockWatches[w].fired })
      {
        if w < $0.blockWatches.count { $0.blockWatches[w].fired = true }
        $0.runClosure(closure, [.bool(true)])
      })
  }

  /// True when a property set on layer `i` now is animated by the UIKit block open now: a view's
  /// layer (a standalone layer has no view to ask, uikit.md §1).
  func animatesInBlock(_ i: Int) -> Bool {
    // (Not inside `performWithoutAnimation`, nor while `setAnimationsEnabled(false)` holds.)
    !uikitBlocks.isEmpty && withoutAnimation == 0 && !viewAnimationsDisabled
      && (layers[i].isViewLayer || implicitLayers.values.contains(i))
  }

  /// `keyPath = value` on a view's layer inside a UIKit block: the model value set (at once, or as
  /// an event in code running later) and the animations UIKit adds for each key that changed.
  mutating func setInBlock(_ i: Int, _ keyPath: String, _ value: RuntimeValue, _ statement: CodeSite) {
    let block = uikitBlocks[uikitBlocks.count - 1]
    blockTouches += 1
    // UIKit reads the old frame of a view the code did not make (a storyboard outlet) to animate
    // from it: the same assumed 40 × 40 at (20, 20) as when the code reads it, said.
    if ["position", "bounds", "center", "frame"].contains(keyPath), storyboardOutlets.contains(i) {
      site = statement
      assumeHostSize(i, .name(statement.text))
    }
    if actsLater(on: i) { keepCommit(i) }
    let before = layers[i]
    let (savedBlocks, savedDelay) = (uikitBlocks, delayedBy)
    uikitBlocks = []
    delayedBy = 0
    settingBlockModel += 1
    setLayer(i, keyPath, value, statement)
    settingBlockModel -= 1
    (uikitBlocks, delayedBy) = (savedBlocks, savedDelay)
    let after = layers[i]
    let later = actsLater(on: i)
    // Keys set, and the parts of a transform a new transform no longer has (back to the identity's).
    var keys = after.properties.map(\.key)
    keys += before.properties.map(\.key).filter { key in
      CodeTransform.partKeyPaths.contains(key) && !after.properties.contains { $0.key == key }
    }
    // A mirror, skew or turn about two axes before or after (held as a whole matrix): UIKit's one
    // `transform` animation from the old matrix to the new, not one per part.
    if (before.properties + after.properties).contains(where: { $0.key == "transform" }) {
      keys = keys.filter { $0 != "transform" && !CodeTransform.partKeyPaths.contains($0) } + ["transform"]
    }
    // A value set to what it already is changes nothing: UIKit adds no animation (said if none is made).
    if unchangedBlockSet == nil,
      !keys.contains(where: { !sameValue(Self.modelValue(before, $0), Self.modelValue(after, $0)) })
    {
      unchangedBlockSet = (statement, layers[i].id.isEmpty ? "the view" : layers[i].id, keyPath, block.origin)
    }
    for key in keys {
      let old = Self.modelValue(before, key)
      let new = Self.modelValue(after, key)
      guard !sameValue(old, new), let json = json(new) else { continue }
      storyboardValueNote(i, key, old, before)
      if later { event(on: i, "set", .object([(key, json)])) }
      if key == "hidden" { continue }  // UIKit does not animate `isHidden`: it is set at once
      if block.keyframes != nil {
        let frameKey = KeyframeKey(layer: i, key: key)
        let top = uikitBlocks.count - 1
        if uikitBlocks[top].keyframeInitial[frameKey] == nil { uikitBlocks[top].keyframeInitial[frameKey] = old }
        let frame = block.frame ?? (0, 1)
        // A key set again in the same `addKeyframe` block (`frame.size.width -= 80`, then
        // `center.x -= 60`) is one frame, its value the model value after the block (uikit.md §4).
        let call = uikitBlocks[top].keyframeCalls
        if let last = uikitBlocks[top].keyframes?[frameKey]?.last, last.call == call {
          uikitBlocks[top].keyframes?[frameKey]?.removeLast()
        }
        uikitBlocks[top].keyframes?[frameKey, default: []].append((frame.start, frame.duration, new, call))
        continue
      }
      for (animationKey, document) in blockAnimations(i, key, old: old, new: new, block) {
        addFromBlock(i, animationKey, document)
      }
    }
  }

  /// Layer `layer`'s model value of `key` as set, else the default (a transform part's identity).
  static func modelValue(_ layer: LayerBuild, _ key: String) -> RuntimeValue {
    if key == "transform" { return modelTransform(layer) }
    if !layer.properties.contains(where: { $0.key == key }), let c = CodeTransform.partKeyPaths.firstIndex(of: key) {
      return .number(CodeTransform.identityParts[c])
    }
    return layer.property(key)
  }

  /// The animations UIKit adds for one layer key that changed from `old` to `new`: additive for
  /// position and bounds (bounds as `bounds.size`, plus `bounds.origin` when it moved), absolute
  /// from the old value otherwise.
  mutating func blockAnimations(
    _ i: Int, _ key: String, old: RuntimeValue, new: RuntimeValue, _ block: UIKitBlock
  )
    -> [(String, JSONValue)]
  {
    var parts: [(keyPath: String, from: JSONValue?, to: JSONValue?, additive: Bool)] = []
    // An additive offset without the subtraction's rounding noise (23.4 − 7.8 is 15.6).
    let offset = { (a: Double, b: Double) in JSONValue.number(Self.snapped(a - b)) }
    switch (key, old, new) {
    case ("position", .point(let ox, let oy), .point(let nx, let ny)):
      parts = [("position", .array([offset(ox, nx), offset(oy, ny)]), .array([.number(0), .number(0)]), true)]
    case ("position.x", _, _), ("position.y", _, _):
      guard let o = old.number, let n = new.number else { return [] }
      parts = [(key, offset(o, n), .number(0), true)]
    case ("bounds", .rect(let ox, let oy, let ow, let oh), .rect(let nx, let ny, let nw, let nh)):
      if ow != nw || oh != nh {
        parts.append(
          ("bounds.size", .array([offset(ow, nw), offset(oh, nh)]), .array([.number(0), .number(0)]), true))
      }
      if ox != nx || oy != ny {
        parts.append(
          ("bounds.origin", .array([offset(ox, nx), offset(oy, ny)]), .array([.number(0), .number(0)]), true))
      }
    case (_, .number(let o), .number(let n)) where key.hasPrefix("transform.rotation"):
      // UIKit animates the whole transform, whose matrices turn the short way: from 2.46 to the
      // matrix read back as −3.04 is +0.79, not −5.5.
      parts = [(key, .number(n - Self.shortest(n - o)), nil, false)]
    default:
      guard KeyPathAddress.of(key) != nil, let from = json(old) else { return [] }
      parts = [(key, from, nil, false)]
    }
    return parts.map { part in
      var members: [(key: String, value: JSONValue)] = [("keyPath", .string(part.keyPath))]
      if let from = part.from { members.append(("from", from)) }
      if let to = part.to { members.append(("to", to)) }
      members += blockTiming(block, layer: i)
      if let spring = block.spring { members.append(("spring", spring)) }
      if part.additive { members.append(("additive", .bool(true))) }
      // Additive animations stack under `position`, `position-2`, …; absolute ones replace.
      var id = part.keyPath
      if part.additive {
        var n = 2
        while keyInUse(id, on: i) {
          id = "\(part.keyPath)-\(n)"
          n += 1
        }
      }
      members.insert(("id", .string(id)), at: 0)
      return (id, .object(members))
    }
  }

  /// True while an animation under `id` is still on layer `i` now (`delayedBy`): added in the
  /// tree or by an event before now and not yet removed on completion (it ends its begin time
  /// plus its duration × repeats later; a property animator's stay). Layer time is taken as
  /// scene time here.
  func keyInUse(_ id: String, on i: Int) -> Bool {
    func stays(_ document: JSONValue, addedAt t: Double) -> Bool {
      if document[member: "removedOnCompletion"] == .bool(false) { return true }
      if case .string? = document[member: "repeatCount"] { return true }  // forever
      return Self.roughEnd(document, addedAt: t) > delayedBy + 1e-9
    }
    if let added = layers[i].animations.last(where: { $0.key == id }), stays(added.document, addedAt: 0) { return true }
    return events.contains {
      $0.layer == i && $0.action == "add" && $0.value.id == id && stays($0.value, addedAt: $0.time)
    }
  }

  /// The fields UIKit sets on every block animation (§1): duration, curve (none on a spring),
  /// `fillMode` both, the delay as a begin time, the repeat options.
  func blockTiming(_ block: UIKitBlock, layer: Int) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = []
    // A layer made by code running later is in the scene from the start: its animations begin
    // when that code runs, even without a delay (an event's time does that for older layers).
    if block.delay > 0 || (delayedBy > 0 && !actsLater(on: layer)) {
      // The layer's time when the block runs (later code: as its events have left it), plus the delay.
      members.append(("beginTime", .number(localTime(of: layer, atGlobal: delayedBy) + block.delay)))
    }
    members.append(("duration", .number(block.duration)))
    if block.spring == nil { members.append(("timingFunction", block.curve)) }
    members.append(("fillMode", .string("both")))
    if block.repeats { members.append(("repeatCount", .string("infinity"))) }
    if let count = block.repeatCount, count > 0, !block.repeats {
      members.append(("repeatCount", count.isFinite && count < 1e30 ? .number(count) : .string("infinity")))
    }
    if block.autoreverses { members.append(("autoreverses", .bool(true))) }
    if !block.removedOnCompletion { members.append(("removedOnCompletion", .bool(false))) }
    members.append(("origin", .string(block.origin)))
    return members
  }

  /// Adds an animation a UIKit block made: to the tree at the commit, or as an event in code
  /// running later.
  mutating func addFromBlock(_ i: Int, _ key: String, _ document: JSONValue) {
    // (One already under the key is replaced: a block waiting for it learns it now.)
    if hasAnimation(i, key) { blockAnimationsRemoved(from: i, keys: [key]) }
    uikitAddLog.append((i, key))
    if actsLater(on: i) {
      event(on: i, "add", document)
    } else {
      layers[i].add(key, document)
    }
    addedEnds.append(Self.roughEnd(document, addedAt: delayedBy))
    uikitAdded += 1
    if let block = uikitBlocks.last, let a = block.animator {
      animators[a].added.append(.init(layer: i, key: key, document: document, delay: block.animatorDelay))
    }
  }

  /// `animateKeyframes` closed: one `CAKeyframeAnimation` per changed key (uikit.md §4): frames
  /// stable-sorted by start, the value before the block prepended, each value at min(start +
  /// duration, next start) and held to the next start; the block's curve over the whole.
  mutating func keyframeAnimations(_ block: UIKitBlock, _ at: CodeSite) {
    guard let keyframes = block.keyframes else { return }
    for (frameKey, frames) in keyframes.sorted(by: { ($0.key.layer, $0.key.key) < ($1.key.layer, $1.key.key) }) {
      let sorted = frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        .map(\.element)
      guard let initial = block.keyframeInitial[frameKey].flatMap({ json($0) }) else { continue }
      var values: [JSONValue] = []
      var times: [Double] = []
      let first = sorted.first?.start ?? 0
      // The value before the block until the first frame starts. UIKit's first key time is that
      // start and Core Animation holds the first value before it (§4.6); key times must start at
      // 0 here (presentation-model K-T1), so the hold is written out: the value at 0 as well.
      if first > 0 {
        values.append(initial)
        times.append(0)
        if block.calculationMode != "linear" && block.calculationMode != "discrete" {
          note(
            "\(block.origin): the first keyframe starts at \(Self.seconds(first)); its hold is written as a keyframe at 0, which a \(block.calculationMode) curve passes through"
          )
        }
      }
      values.append(initial)
      times.append(first > 0 ? first : 0)
      for (index, frame) in sorted.enumerated() {
        guard let value = json(frame.value) else { continue }
        let next = index + 1 < sorted.count ? sorted[index + 1].start : 1
        let end = min(frame.start + frame.duration, next)
        values.append(value)
        times.append(end)
        if next - end > 1.0 / 60 / block.duration + 1e-7 {
          values.append(value)
          times.append(next)
        }
      }
      // UIKit keys the whole transform, whose matrices turn the short way from frame to frame: a
      // turn read back from each matrix (π, then −π/2) goes on from the one before (π, 3π/2).
      if frameKey.key.hasPrefix("transform.rotation") {
        for index in values.indices.dropFirst() {
          guard case .number(let previous, _) = values[index - 1], case .number(let angle, _) = values[index]
          else { continue }
          values[index] = .number(previous + Self.shortest(angle - previous))
        }
      }
      var members: [(key: String, value: JSONValue)] = [
        ("id", .string(frameKey.key)), ("keyPath", .string(frameKey.key)), ("values", .array(values)),
        ("keyTimes", .array(times.map { .number($0) })),
      ]
      members += blockTiming(block, layer: frameKey.layer)
      if block.calculationMode != "linear" { members.append(("calculationMode", .string(block.calculationMode))) }
      addFromBlock(frameKey.layer, frameKey.key, .object(members))
    }
  }

  /// The transition style an options text names: its option word, `CATransition` type and subtype;
  /// nil when it names none.
  static func transitionKind(_ options: String) -> (String, String, String?)? {
    let kinds: [(String, String, String?)] = [
      ("CrossDissolve", "fade", nil), ("FlipFromLeft", "oglFlip", "fromLeft"),
      ("FlipFromRight", "oglFlip", "fromRight"),
      ("FlipFromTop", "oglFlip", "fromTop"), ("FlipFromBottom", "oglFlip", "fromBottom"), ("CurlUp", "pageCurl", nil),
      ("CurlDown", "pageUnCurl", nil),
    ]
    return kinds.first {
      options.contains($0.0) || options.contains($0.0.prefix(1).lowercased() + $0.0.dropFirst())
    }
  }

  /// `transition(with: view, duration:, options:)` (uikit.md §7): one `CATransition` on the
  /// view's layer, key `transition`, the block's curve and `fillMode` both.
  mutating func transitionBlock(_ target: CodeExpression?, _ block: UIKitBlock, options: String, _ at: CodeSite) {
    guard let target, let i = layerIndex(target) else { return ignored(at, "the view of the transition is not known") }
    transition(on: i, block, options: options)
  }

  /// `UIView.transition(from:to:duration:options:completion:)`: the transition runs on the
  /// superview of `from`, which UIKit takes out of it and puts `to` in its place
  /// (UIView.h); with `.showHideTransitionViews`, `from` is hidden and `to` shown instead.
  mutating func transitionBetween(
    _ from: CodeExpression, _ to: CodeExpression, _ block: UIKitBlock, options: String, _ at: CodeSite
  ) {
    guard let old = layerIndex(from), let container = layers[old].parent else {
      return ignored(at, "the view the transition starts from is not known, or is in no superview")
    }
    transition(on: container, block, options: options)
    let saved = uikitBlocks
    uikitBlocks = []
    defer { uikitBlocks = saved }
    if options.contains("showHideTransitionViews") || options.contains("ShowHideTransitionViews") {
      assign(.member(from, "isHidden"), .bool(true), at)
      assign(.member(to, "isHidden"), .bool(false), at)
      return
    }
    let index = layers[container].sublayers.firstIndex(of: old) ?? layers[container].sublayers.count
    let holder = "$transitionContainer"
    scope.values[holder] = viewObject(of: container).map { .object($0) } ?? .layer(container)
    defer { scope.values[holder] = nil }
    _ = perform(.call(.member(from, "removeFromSuperview"), []), at)
    _ = perform(
      .call(
        .member(.name(holder), "insertSubview"),
        [.init(label: nil, value: to), .init(label: "at", value: .number(Double(index)))]),
      at)
  }

  /// A `CATransition` of the style `options` names, timed as `block`, on layer `i`.
  mutating func transition(on i: Int, _ block: UIKitBlock, options: String) {
    let kind = Self.transitionKind(options)
    var members: [(key: String, value: JSONValue)] = [
      ("id", .string("transition")), ("transition", .string(kind?.1 ?? "fade")),
    ]
    if let subtype = kind?.2 { members.append(("subtype", .string(subtype))) }
    members += blockTiming(block, layer: i)
    addFromBlock(i, "transition", .object(members))
  }
}
