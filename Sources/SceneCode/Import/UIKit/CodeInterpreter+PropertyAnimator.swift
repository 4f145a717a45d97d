import MediaTiming
import Scenes

/// `UIViewPropertyAnimator` (uikit.md §5), as the Core Animation objects it hands to layers.
/// Its blocks run when it starts (`startAnimation`, or a pause or `fractionComplete` on an
/// inactive animator), as UIKit blocks with the animator's duration and curve whose animations
/// stay (`removedOnCompletion` false). A pause re-adds each of them as a paused copy: `beginTime`
/// 0, `speed` 0, `fillMode` both, `timeOffset` = fraction × duration, on a linear curve when it
/// scrubs linearly; `continueAnimation` re-adds them running again from the progress shown.
/// Times here are scene seconds (the importer's `delayedBy`); a change made by code that runs
/// later is a scene event.
extension CodeInterpreter {
  /// One animator: its timing, its blocks, and what it has added.
  struct AnimatorBuild {
    enum State { case inactive, running, paused }

    /// An animation the animator's blocks added: on layer `layer` under `key`, as first added;
    /// `delay` seconds after the animator's start (`addAnimations(_:delayFactor:)`).
    struct Added {
      var layer: Int
      var key: String
      var document: JSONValue
      var delay: Double
    }

    /// Seconds; UIKit makes 0 into 0.2.
    var duration: Double
    /// The curve as the scene file writes it, or nil for a spring.
    var curve: JSONValue?
    /// The spring (`{dampingRatio, duration, initialVelocity}` or physical parameters).
    var spring: JSONValue?
    var blocks: [(closure: RuntimeValue, delayFactor: Double)] = []
    var completions: [RuntimeValue] = []
    var scrubsLinearly = true
    var pausesOnCompletion = false
    var isReversed = false
    var state = State.inactive
    /// While running: the scene time at which the run's time fraction is 0, and the run's length
    /// (seconds; the duration unless `continueAnimation` changed it).
    var runStart = 0.0
    var runDuration = 0.0
    /// While paused: `fractionComplete`.
    var fraction = 0.0
    var added: [Added] = []
    /// Bumped by every pause and continue: a completion queued before does not run.
    var generation = 0
    /// `UIViewPropertyAnimator, line 12`.
    var origin: String
  }

  /// The animator's curve as a timing function (linear when not known).
  static func animatorCurve(_ build: AnimatorBuild) -> TimingFunction {
    switch build.curve {
    case .string(let name)?: return TimingFunction.named(name) ?? .linear
    case .array(let points)? where points.count == 4:
      let c = points.compactMap(\.doubleValue)
      return c.count == 4 ? ((try? TimingFunction(controlPoints: c[0], c[1], c[2], c[3])) ?? .linear) : .linear
    default: return .linear
    }
  }

  /// `UIViewPropertyAnimator(duration:curve:animations:)` and its other initialisers (Swift
  /// labels, or an Objective-C `initWithDuration:…` selector's parts): a new inactive animator.
  mutating func newAnimator(_ arguments: [(label: String, value: CodeExpression)], _ at: CodeSite) -> RuntimeValue {
    func arg(_ labels: String...) -> CodeExpression? { arguments.first { labels.contains($0.label) }?.value }
    var duration = arg("duration", "initWithDuration").flatMap { evaluate($0).number } ?? 0
    if duration <= 0 { duration = 0.2 }  // uikit.md §5: a duration of 0 is 0.2 s
    var build = AnimatorBuild(
      duration: duration, curve: .string("easeInEaseOut"), origin: "UIViewPropertyAnimator, line \(at.line)")
    if let curve = arg("curve") {
      build.curve = .string(Self.animationCurve(evaluate(curve), text: curve.text))
    } else if let p1 = arg("controlPoint1"), let p2 = arg("controlPoint2") {
      if case .point(let x1, let y1) = evaluate(p1), case .point(let x2, let y2) = evaluate(p2) {
        build.curve = .array([x1, y1, x2, y2].map { .number($0) })
      } else {
        ignored(at, "its control points are not known here; read as easeInEaseOut")
      }
    } else if let ratio = arg("dampingRatio").flatMap({ evaluate($0).number }) {
      build.curve = nil
      build.spring = Self.uikitSpring(ratio: ratio, duration: duration, velocity: 0)
    } else if let parameters = arg("timingParameters") {
      if !applyTimingParameters(evaluate(parameters), to: &build, at) {
        ignored(at, "its timing parameters are not known here; read as easeInEaseOut")
      }
    }
    if let animations = arg("animations", "$trailing") {
      build.blocks.append((evaluate(animations), 0))
    }
    animators.append(build)
    return .animator(animators.count - 1)
  }

  /// Gives `build` the curve or spring of timing parameters `value`: `UICubicTimingParameters`,
  /// `UISpringTimingParameters`, or an object of the program's that provides them
  /// (`UITimingCurveProvider`: its `timingCurveType` says which it gives). False when not known.
  mutating func applyTimingParameters(_ value: RuntimeValue, to build: inout AnimatorBuild, _ at: CodeSite) -> Bool {
    switch value {
    case .timingFunction(let curve):
      build.curve = curve
      return true
    case .tuple(let parts, _) where parts.count == 2 && parts[0].constantName == "spring":
      build.curve = nil
      build.spring = Self.springParameters(parts[1], duration: build.duration)
      // A physical spring (`init(mass:stiffness:damping:initialVelocity:)`) ignores the
      // animator's duration: it runs to its own settling time (springs.md §5.3), which the
      // animator's `duration` then reads.
      if let settling = Self.settlingDuration(parts[1]) { build.duration = settling }
      return true
    case .object(let o):
      let kind = objectMember(o, "timingCurveType")?.constantName ?? ""
      if kind == "spring" || kind == "composed", let spring = objectMember(o, "springTimingParameters"),
        case .tuple = spring
      {
        if kind == "composed" {
          // Apple: a composed curve "starts with the curve defined by the cubicTimingParameters
          // property and modifies it using the spring information"; what Core Animation
          // objects that makes is not documented, and a spring animation has no curve of its own.
          note("a composed timing curve is taken as its spring (UIKit's composition is not documented)")
        }
        return applyTimingParameters(spring, to: &build, at)
      }
      guard let cubic = objectMember(o, "cubicTimingParameters") else { return false }
      return applyTimingParameters(cubic, to: &build, at)
    default:
      return false
    }
  }

  /// `.easeIn`, `UIViewAnimationCurveEaseIn`, `.linear`: the scene file's curve name.
  static func animationCurve(_ value: RuntimeValue, text: String) -> String {
    let name = value.constantName ?? text
    if name.contains("EaseInOut") || name.contains("easeInOut") { return "easeInEaseOut" }
    if name.contains("EaseIn") || name.contains("easeIn") { return "easeIn" }
    if name.contains("EaseOut") || name.contains("easeOut") { return "easeOut" }
    if name.contains("inear") { return "linear" }
    return "easeInEaseOut"
  }

  /// UIKit's spring from a damping ratio over the animator's duration (springs.md §5.2).
  static func uikitSpring(ratio: Double, duration: Double, velocity: Double) -> JSONValue {
    .object([("dampingRatio", .number(ratio)), ("duration", .number(duration)), ("initialVelocity", .number(velocity))])
  }

  /// `UISpringTimingParameters(…)` as kept by `timingParameters(_:_:)`, for an animator of
  /// `duration` seconds.
  static func springParameters(_ kept: RuntimeValue, duration: Double) -> JSONValue? {
    guard case .tuple(let n, _) = kept else { return nil }
    let numbers = n.compactMap(\.number)
    switch numbers.count {
    case 2: return uikitSpring(ratio: numbers[0], duration: duration, velocity: numbers[1])
    case 4:
      return .object([
        ("mass", .number(numbers[0])), ("stiffness", .number(numbers[1])), ("damping", .number(numbers[2])),
        ("initialVelocity", .number(numbers[3])),
      ])
    default: return nil
    }
  }

  /// The settling duration (seconds) of a spring kept as (mass, stiffness, damping, velocity);
  /// nil for a spring given by its damping ratio (that one takes the animator's duration).
  static func settlingDuration(_ kept: RuntimeValue) -> Double? {
    guard case .tuple(let n, _) = kept else { return nil }
    let numbers = n.compactMap(\.number)
    guard numbers.count == 4, numbers[0] > 0, numbers[1] > 0, numbers[2] >= 0 else { return nil }
    let settling = Spring(mass: numbers[0], stiffness: numbers[1], damping: numbers[2], initialVelocity: numbers[3])
      .settlingDuration
    return settling.isFinite && settling > 0 ? settling : nil
  }

  /// `UICubicTimingParameters(…)` / `UISpringTimingParameters(…)`: a curve, or a spring kept as
  /// `("spring", (ratio, velocity))` or `("spring", (mass, stiffness, damping, velocity))`; nil
  /// when `type` is neither.
  mutating func timingParameters(
    _ type: String, _ arguments: [(label: String, value: CodeExpression)]
  )
    -> RuntimeValue?
  {
    func number(_ label: String) -> Double? {
      arguments.first { $0.label == label }.flatMap { evaluate($0.value).number }
    }
    // A velocity is a `CGVector`: only its magnitude counts (springs.md §5.2).
    func velocity() -> Double {
      guard let e = arguments.first(where: { $0.label == "initialVelocity" })?.value else { return 0 }
      if case .call(.name(let type), let parts) = e, type == "CGVector" || type == "CGVectorMake",
        let d = numbers(parts.map(\.value)), d.count == 2
      {
        return (d[0] * d[0] + d[1] * d[1]).squareRoot()
      }
      switch evaluate(e) {
      case .point(let dx, let dy), .size(let dx, let dy): return (dx * dx + dy * dy).squareRoot()
      case let v: return v.number ?? 0
      }
    }
    switch type {
    case "UICubicTimingParameters":
      if let curve = arguments.first(where: { $0.label == "animationCurve" })?.value {
        return .timingFunction(.string(Self.animationCurve(evaluate(curve), text: curve.text)))
      }
      let points = ["controlPoint1", "controlPoint2"].compactMap { label in
        arguments.first { $0.label == label }.map { evaluate($0.value) }
      }
      if points.count == 2, case .point(let x1, let y1) = points[0], case .point(let x2, let y2) = points[1] {
        return .timingFunction(.array([x1, y1, x2, y2].map { .number($0) }))
      }
      return .timingFunction(.string("easeInEaseOut"))
    case "UISpringTimingParameters":
      if let mass = number("mass"), let stiffness = number("stiffness"), let damping = number("damping") {
        return .tuple([
          .constant("spring"), .tuple([.number(mass), .number(stiffness), .number(damping), .number(velocity())]),
        ])
      }
      // `init()` is a critically damped spring (Apple: damping ratio 1 by default).
      return .tuple([.constant("spring"), .tuple([.number(number("dampingRatio") ?? 1), .number(velocity())])])
    default:
      return nil
    }
  }

  /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
  /// an animator with the options' curve, started after the delay.
  mutating func runningAnimator(_ arguments: [(label: String, value: CodeExpression)], _ at: CodeSite) -> RuntimeValue {
    func arg(_ labels: String...) -> CodeExpression? { arguments.first { labels.contains($0.label) }?.value }
    let duration = arg("withDuration", "runningPropertyAnimatorWithDuration").flatMap { evaluate($0).number } ?? 0
    var build = AnimatorBuild(
      duration: duration > 0 ? duration : 0.2,
      curve: .string(Self.options(optionsText(arg("options"))).curve ?? "easeInEaseOut"),
      origin: "runningPropertyAnimator, line \(at.line)")
    if let animations = arg("animations") { build.blocks.append((evaluate(animations), 0)) }
    if let completion = arg("completion"), case .closure = evaluate(completion) {
      build.completions.append(evaluate(completion))
    }
    animators.append(build)
    let a = animators.count - 1
    startAnimator(a, afterDelay: arg("delay").flatMap { evaluate($0).number } ?? 0, at)
    return .animator(a)
  }

  /// A method of animator `a`: true when it was one.
  mutating func animatorCall(
    _ a: Int, _ method: String, _ arguments: [(label: String, value: CodeExpression)], _ at: CodeSite
  ) -> Bool {
    func number(_ labels: String...) -> Double? {
      arguments.first { labels.contains($0.label) }.flatMap { evaluate($0.value).number }
    }
    site = at
    switch method {
    case "addAnimations", "addAnimations:", "addAnimations:delayFactor:":
      guard let block = arguments.first?.value else { return true }
      let factor = min(max(number("delayFactor") ?? 0, 0), 1)
      if animators[a].state == .inactive {
        animators[a].blocks.append((evaluate(block), factor))
      } else {
        // Added to a running animator: runs now over what is left (Apple).
        runBlock(a, evaluate(block), delayFactor: factor, now: delayedBy)
      }
    case "addCompletion", "addCompletion:":
      if let block = arguments.first?.value { animators[a].completions.append(evaluate(block)) }
    case "startAnimation", "startAnimationAfterDelay:":
      let delay = number("afterDelay", "startAnimationAfterDelay") ?? 0
      switch animators[a].state {
      case .inactive: startAnimator(a, afterDelay: delay, at)
      case .paused: continueAnimator(a, timing: nil, durationFactor: 0, at)
      case .running: break
      }
    case "pauseAnimation":
      pauseAnimator(a, at)
    case "continueAnimation", "continueAnimationWithTimingParameters:durationFactor:":
      var timing: RuntimeValue?
      if let e = arguments.first(where: {
        ["withTimingParameters", "continueAnimationWithTimingParameters"].contains($0.label)
      })?.value {
        timing = evaluate(e)
        if Self.isNull(timing!) { timing = nil }
      }
      continueAnimator(a, timing: timing, durationFactor: number("durationFactor") ?? 0, at)
    case "stopAnimation", "stopAnimation:", "finishAnimation", "finishAnimationAtPosition:":
      stopAnimator(a, method, arguments.first.map { evaluate($0.value) }, at)
    default:
      return false
    }
    return true
  }

  /// `animator.x = value`: true when `member` is one of its settable properties.
  mutating func setAnimator(_ a: Int, _ member: String, _ value: RuntimeValue, _ at: CodeSite) -> Bool {
    site = at
    switch member {
    case "fractionComplete":
      guard let f = value.number else {
        ignored(at, "its value is not known here")
        return true
      }
      if animators[a].state == .running {
        ignored(at, "fractionComplete set on a running animator: UIKit changes nothing until it is paused")
        return true
      }
      if animators[a].state == .inactive { pauseAnimator(a, at) }
      // Apple clamps it to 0…1; UIKit keeps it just inside (uikit.md §5).
      animators[a].fraction = min(max(f, 0.00001), 0.99999)
      repause(a)
    case "isReversed", "reversed":
      let reversed = truth(value) ?? false
      guard reversed != animators[a].isReversed else { return true }
      let forward = forwardTime(a)
      animators[a].isReversed = reversed
      // Paused, it stays where it is: its fraction counts from the other end (uikit.md §5).
      if animators[a].state == .paused { animators[a].fraction = 1 - animators[a].fraction }
      if animators[a].state == .running {
        // Running: it turns round where it is.
        let now = delayedBy
        animators[a].runStart = now - (reversed ? 1 - forward : forward) * animators[a].runDuration
        animators[a].generation += 1
        readdRunning(a, forwardFraction: forward, now: now)
        queueAnimatorCompletion(a)
      }
    case "scrubsLinearly": animators[a].scrubsLinearly = truth(value) ?? true
    case "pausesOnCompletion": animators[a].pausesOnCompletion = truth(value) ?? false
    case "isInterruptible", "interruptible", "isUserInteractionEnabled", "isManualHitTestingEnabled":
      break  // no effect on timing
    default:
      return false
    }
    return true
  }

  /// A property of animator `a` read: `fractionComplete`, `state`, `isRunning`, `duration`, …
  func animatorMember(_ a: Int, _ member: String) -> RuntimeValue? {
    let build = animators[a]
    switch member {
    case "fractionComplete":
      switch build.state {
      case .paused: return .number(build.fraction)
      case .inactive: return .number(0)
      case .running: return .number(min(max((delayedBy - build.runStart) / build.runDuration, 0), 1))
      }
    case "state": return .constant(build.state == .inactive ? "inactive" : "active")
    case "isRunning", "running": return .bool(build.state == .running)
    case "isReversed", "reversed": return .bool(build.isReversed)
    case "scrubsLinearly": return .bool(build.scrubsLinearly)
    case "pausesOnCompletion": return .bool(build.pausesOnCompletion)
    case "duration": return .number(build.duration)
    case "delay": return .number(0)
    default: return nil
    }
  }

  /// Starts inactive animator `a` now, its animations beginning `delay` seconds later: runs its
  /// blocks and queues its completions for the end.
  mutating func startAnimator(_ a: Int, afterDelay delay: Double, _ at: CodeSite) {
    let now = delayedBy
    animators[a].state = .running
    animators[a].runStart = now + max(delay, 0)
    animators[a].runDuration = animators[a].duration
    for block in animators[a].blocks { runBlock(a, block.closure, delayFactor: block.delayFactor, now: now) }
    animators[a].blocks = []
    queueAnimatorCompletion(a)
  }

  /// Runs one of animator `a`'s blocks now as a UIKit block: it begins delay factor × what is
  /// left of the run after the run's start (or now, once running) and ends with the run (Apple).
  mutating func runBlock(_ a: Int, _ closure: RuntimeValue, delayFactor: Double, now: Double) {
    let build = animators[a]
    let begins = max(build.runStart, now)
    let left = max(build.runDuration - (begins - build.runStart), 0)
    let offset = delayFactor * left
    var block = UIKitBlock(
      duration: max(left - offset, 0.001), delay: begins - now + offset, curve: build.curve ?? .string("linear"),
      origin: build.origin)
    block.spring = build.spring.map { spring in
      guard let ratio = spring[member: "dampingRatio"]?.doubleValue else { return spring }
      return Self.uikitSpring(
        ratio: ratio, duration: left - offset, velocity: spring[member: "initialVelocity"]?.doubleValue ?? 0)
    }
    block.removedOnCompletion = false
    block.animator = a
    block.animatorDelay = begins - build.runStart + offset
    uikitBlocks.append(block)
    runClosure(closure)
    uikitBlocks.removeLast()
  }

  /// Queues animator `a`'s completion blocks (`.end`) for when its run ends; none under
  /// `pausesOnCompletion`, which pauses there instead.
  mutating func queueAnimatorCompletion(_ a: Int) {
    let build = animators[a]
    let end = build.runStart + build.runDuration
    let generation = build.generation
    let what = build.origin + " completion"
    let position = RuntimeValue.constant(build.isReversed ? "start" : "end")
    completions.append(
      Completion(
        time: end, what: what, site: site,
        isDue: { $0.animators[a].generation == generation && $0.animators[a].state == .running },
        runsCode: { !$0.animators[a].completions.isEmpty }
      ) { interpreter in
        interpreter.finishRun(a, reversed: build.isReversed)
        for block in interpreter.animators[a].completions { interpreter.runClosure(block, [position]) }
      })
  }

  /// Animator `a`'s run ended (at `delayedBy`): under `pausesOnCompletion` it pauses at the end;
  /// otherwise it is inactive again, and a reversed one leaves its views where they began.
  mutating func finishRun(_ a: Int, reversed: Bool) {
    if animators[a].pausesOnCompletion {
      animators[a].state = .paused
      animators[a].fraction = 0.99999
      animators[a].generation += 1
      repause(a)
      note("\(animators[a].origin): pausesOnCompletion: it stays paused at its end and no completion runs")
      return
    }
    animators[a].state = .inactive
    guard reversed else { return }
    // The views go back to where the animator found them; its animations are taken away.
    for added in animators[a].added {
      guard let keyPath = added.document[member: "keyPath"]?.stringValue else { continue }
      if let from = Self.startValue(added.document, layer: layers[added.layer], keyPath: keyPath) {
        if actsLater(on: added.layer) {
          event(on: added.layer, "set", .object([(keyPath, from)]))
        } else {
          layers[added.layer].setProperty(keyPath, Self.runtime(from))
        }
      }
      removeAnimatorAnimation(added)
    }
  }

  /// The value an animator's animation starts from: its `from` (plus the model value when additive).
  static func startValue(_ document: JSONValue, layer: LayerBuild, keyPath: String) -> JSONValue? {
    guard let from = document[member: "from"] else { return nil }
    guard document[member: "additive"] == .bool(true) else { return from }
    switch (from, layer.property(keyPath)) {
    case (.array(let d), .point(let x, let y)) where d.count == 2:
      return .array([.number(x + (d[0].doubleValue ?? 0)), .number(y + (d[1].doubleValue ?? 0))])
    case (.array(let d), .size(let w, let h)) where d.count == 2:
      return .array([.number(w + (d[0].doubleValue ?? 0)), .number(h + (d[1].doubleValue ?? 0))])
    case (let d, let model):
      guard let dx = d.doubleValue, let x = model.number else { return nil }
      return .number(x + dx)
    }
  }

  mutating func removeAnimatorAnimation(_ added: AnimatorBuild.Added) {
    if actsLater(on: added.layer) {
      event(on: added.layer, "remove", .string(added.key))
    } else {
      layers[added.layer].remove(added.key)
    }
  }

  /// `pauseAnimation()` now: an inactive animator starts paused at 0; a running one stops where
  /// it is: the progress shown becomes `fractionComplete` when it scrubs linearly (its copies
  /// then linear), the time fraction otherwise (uikit.md §5, example 9).
  mutating func pauseAnimator(_ a: Int, _ at: CodeSite) {
    switch animators[a].state {
    case .paused: return
    case .inactive:
      startAnimator(a, afterDelay: 0, at)
      animators[a].fraction = 0
    case .running:
      let build = animators[a]
      let forward = forwardTime(a)
      let linear = build.scrubsLinearly && build.spring == nil
      let f = linear ? Self.animatorCurve(build).progress(at: forward) : forward
      animators[a].fraction = build.isReversed ? 1 - f : f
      if build.spring != nil && build.scrubsLinearly {
        note("\(build.origin): a paused spring animator is read at its time fraction (its copies keep the spring)")
      }
    }
    animators[a].state = .paused
    animators[a].generation += 1
    repause(a)
  }

  /// Where running animator `a` is now as a fraction of its time forwards (a reversed one runs
  /// from 1 to 0).
  func forwardTime(_ a: Int) -> Double {
    let build = animators[a]
    switch build.state {
    case .inactive: return build.isReversed ? 1 : 0
    case .paused: return build.isReversed ? 1 - build.fraction : build.fraction
    case .running:
      let done = min(max((delayedBy - build.runStart) / build.runDuration, 0), 1)
      return build.isReversed ? 1 - done : done
    }
  }

  /// Re-adds every animation of paused animator `a` as UIKit's paused copy at its fraction.
  mutating func repause(_ a: Int) {
    let build = animators[a]
    let linear = build.scrubsLinearly && build.spring == nil
    let position = build.isReversed ? 1 - build.fraction : build.fraction
    for added in build.added {
      var copy = added.document
      copy[member: "beginTime"] = nil
      copy[member: "speed"] = .number(0)
      // Its own time: the animator's, less the delay its block began after; before that delay it
      // is held at its start (a negative offset would wrap to its end, T10).
      copy[member: "timeOffset"] = .number(max(position * build.duration - added.delay, 0))
      copy[member: "fillMode"] = .string("both")
      // (A spring of a block nested in the animator's animations keeps its spring, as the
      // animator's own spring does.)
      if linear, copy[member: "spring"] == nil {
        if let curve = build.curve, curve != .string("linear") { copy[member: "animatorCurve"] = curve }
        copy[member: "timingFunction"] = .string("linear")
      }
      copy[member: "origin"] = .string(build.origin + (build.isReversed ? ", paused, reversed" : ", paused"))
      readd(added.layer, added.key, copy)
    }
  }

  /// An animator's animation replaced: in the tree at the commit, or as an `add` event later.
  mutating func readd(_ layer: Int, _ key: String, _ document: JSONValue) {
    if actsLater(on: layer) { event(on: layer, "add", document) } else { layers[layer].add(key, document) }
  }

  /// `continueAnimation(withTimingParameters:durationFactor:)` or `startAnimation()` on a paused
  /// animator: runs again from the progress shown, on `timing` or its own curve; the rest takes
  /// `durationFactor` × duration seconds (0: as much as it would have).
  mutating func continueAnimator(_ a: Int, timing: RuntimeValue?, durationFactor: Double, _ at: CodeSite) {
    guard animators[a].state == .paused else {
      if animators[a].state == .inactive { startAnimator(a, afterDelay: 0, at) }
      return
    }
    let build = animators[a]
    let linear = build.scrubsLinearly && build.spring == nil
    let position = forwardTime(a)
    // The progress on screen (0…1 forwards).
    let shown = linear ? position : Self.animatorCurve(build).progress(at: position)
    switch timing {
    case .timingFunction(let curve)?:
      animators[a].curve = curve
      animators[a].spring = nil
    case .tuple(let parts, _)? where parts.count == 2 && parts[0].constantName == "spring":
      animators[a].curve = nil
      animators[a].spring = Self.springParameters(parts[1], duration: build.duration)
    case nil: break
    default: ignored(at, "its timing parameters are not known here; it continues on its own curve")
    }
    let curve = Self.animatorCurve(animators[a])
    // The time fraction forwards at which the curve shows that progress.
    let t = animators[a].spring == nil ? (curve.fraction(reaching: shown) ?? shown) : position
    let reversed = build.isReversed
    var length = build.duration
    if durationFactor > 0 {
      // What is left takes factor × duration.
      let left = reversed ? t : 1 - t
      length = left > 0 ? durationFactor * build.duration / left : build.duration
    }
    let now = delayedBy
    animators[a].state = .running
    animators[a].runDuration = length
    animators[a].runStart = now - (reversed ? 1 - t : t) * length
    animators[a].generation += 1
    readdRunning(a, forwardFraction: t, now: now)
    queueAnimatorCompletion(a)
  }

  /// Re-adds animator `a`'s animations running now at `forwardFraction` of its time forwards
  /// (UIKit's copies: speed 1, or −1 reversed, `timeOffset` 0, begun the time already run ago).
  mutating func readdRunning(_ a: Int, forwardFraction: Double, now: Double) {
    let build = animators[a]
    let scale = build.runDuration / build.duration
    let reversed = build.isReversed
    for added in build.added {
      var copy = added.document
      let own = (added.document[member: "duration"]?.doubleValue ?? build.duration) * scale
      // The animation's own time now: the run's, less its delay.
      let elapsed = forwardFraction * build.runDuration - added.delay * scale
      let layerNow = localTime(of: added.layer, atGlobal: now)
      copy[member: "speed"] = reversed ? .number(-1) : nil
      copy[member: "timeOffset"] = nil
      copy[member: "duration"] = .number(own)
      // Forwards its time is now − begin. Reversed (speed −1, timing model T6) its time runs down
      // from the end of its window, `own` − (now − begin), reaching 0 when the window closes.
      let done = min(max(elapsed, 0), own)
      copy[member: "beginTime"] = .number(reversed ? layerNow - (own - done) : layerNow - elapsed)
      copy[member: "fillMode"] = .string("both")
      if let curve = build.curve {
        copy[member: "timingFunction"] = curve
        copy[member: "spring"] = nil
      } else if let spring = build.spring {
        copy[member: "timingFunction"] = nil
        copy[member: "spring"] = spring
      }
      copy[member: "origin"] = .string(build.origin + (reversed ? ", reversed" : ", continued"))
      readd(added.layer, added.key, copy)
    }
  }

  /// `stopAnimation(_:)` / `finishAnimation(at:)`: its animations are taken away; `.start` puts
  /// the views back where they began, `.end` leaves them at the end. Where a stop leaves them
  /// (what was on screen) is not worked out here: noted.
  mutating func stopAnimator(_ a: Int, _ method: String, _ argument: RuntimeValue?, _ at: CodeSite) {
    let finishing = method.hasPrefix("finish")
    let position = argument?.constantName ?? (finishing ? "end" : "current")
    if animators[a].state == .inactive { return }
    animators[a].state = .inactive
    animators[a].generation += 1
    if position == "start" {
      animators[a].isReversed = true
      animators[a].state = .running
      finishRun(a, reversed: true)
      animators[a].state = .inactive
      return
    }
    if position == "current" {
      note(
        "\(animators[a].origin): stopped where it is: the views keep what is on screen, which TimingLab does not read back as model values here"
      )
    }
    for added in animators[a].added { removeAnimatorAnimation(added) }
    if finishing {
      for block in animators[a].completions { runClosure(block, [.constant(position)]) }
    }
  }
}

extension RuntimeValue {
  /// A constant's name (`.easeIn` → `easeIn`), or a string's text.
  var constantName: String? {
    switch self {
    case .constant(let name), .string(let name): name
    default: nil
    }
  }
}
