import MediaTiming
import Scenes

/// Code Core Animation runs when animations start and finish: a `CATransaction` completion block
/// (once every animation added after it was set has ended), a delegate's `animationDidStart(_:)`
/// (when its animation starts) and `animationDidStop(_:finished:)` (when it ends). Each is queued with its time and
/// run after the entry point, earliest first, as timed code (what it does to layers already
/// there is a scene event), so a chain of completions runs link by link.
extension CodeInterpreter {
  /// Code to run at a scene time once the entry point has run.
  struct Completion {
    var time: Double
    var what: String
    var site: CodeSite
    /// False when what it waited for was called off (a property animator paused or turned round).
    var isDue: (CodeInterpreter) -> Bool = { _ in true }
    /// False for bookkeeping that runs no code of the program's (not listed in the notes).
    var runsCode: (CodeInterpreter) -> Bool = { _ in true }
    /// A display link's frame or a repeating timer's firings: not counted among the firings
    /// `Limits.fires` bounds (they have bounds of their own).
    var isFrame = false
    /// Timed code whose time was said when it was scheduled (`asyncAfter runs its code 1 s
    /// later`): not said again when it runs.
    var saidWhen = false
    /// Timed code the set-up scheduled once (a timer 7 s out): run at its time even past the
    /// scene's span, which bounds only what code run later schedules again.
    var ignoresHorizon = false
    /// The timed code whose running scheduled this, link by link: code found scheduling itself
    /// again (its own site in the chain) is what the scene's span bounds.
    var chain: Set<CodeSite> = []
    /// Code on a clock (a timer, `asyncAfter`): due at a time fixed when it was scheduled, so at
    /// the same time it runs before code waiting for an animation to end (an animation begins
    /// when its transaction commits, after the code that scheduled both, and its end is told
    /// after the frame that shows it).
    var isClocked = false
    /// The delegate's stop it runs (an index of `pendingStops`), for one added at set-up.
    var stop: Int?
    var run: (inout CodeInterpreter) -> Void
  }

  /// `CATransaction.setCompletionBlock(block)`: kept with the transaction open now (the
  /// implicit one when none is), with the animations added so far, so only later ones count.
  mutating func setTransactionCompletion(_ block: RuntimeValue, _ statement: CodeSite) {
    if transactions.isEmpty { transactions.append(nil) }
    while transactionCompletions.count < transactions.count { transactionCompletions.append(nil) }
    transactionCompletions[transactions.count - 1] = (block, addedEnds.count, statement)
  }

  /// A transaction ends (`CATransaction.commit()`, or the implicit one when the entry point has
  /// run): its completion block runs when the animations added after it was set end, at once
  /// when there are none.
  mutating func commitTransaction() {
    guard transactions.count <= transactionCompletions.count, let pending = transactionCompletions.removeLast()
    else { return }
    let ends = addedEnds[pending.since...]
    let time = max(delayedBy, ends.max() ?? delayedBy)
    guard time.isFinite else {
      site = pending.site
      return note("an animation the transaction's completion block waits for repeats forever, so it never runs")
    }
    let block = pending.block
    completions.append(
      Completion(time: time, what: "CATransaction.setCompletionBlock", site: pending.site) { $0.runClosure(block) })
  }

  /// An animation with a delegate's `animationDidStop(_:finished:)` to run: on layer `layer`
  /// under `key` (nil: added without one), ending at `end` (scene seconds; infinite when it
  /// repeats forever). `stopped` once the stop is scheduled or called off.
  struct PendingStop {
    var layer: Int
    var key: String?
    var end: Double
    /// When it starts (scene seconds), and whether the set-up added it (the layer's speed set
    /// later in the set-up still holds for it: the transaction commits after).
    var start = 0.0
    var addedAtSetUp = false
    var stopped = false
    /// Runs the delegate's method with `finished`.
    var run: (inout CodeInterpreter, Bool) -> Void
  }

  /// Animations on `layer` under `keys` (all when nil) removed now (`removeAnimation(forKey:)`,
  /// `removeAllAnimations()`, another added under the key): a delegate's
  /// `animationDidStop(_:finished:)` for one that had not ended runs now, with `finished` false,
  /// as Core Animation calls it, instead of at its end.
  mutating func animationsRemoved(from layer: Int, keys: Set<String>?) {
    blockAnimationsRemoved(from: layer, keys: keys)
    let now = delayedBy
    for k in pendingStops.indices where !pendingStops[k].stopped && pendingStops[k].layer == layer {
      guard keys.map({ keys in pendingStops[k].key.map(keys.contains) ?? false }) ?? true, pendingStops[k].end > now
      else { continue }
      pendingStops[k].stopped = true
      let run = pendingStops[k].run
      completions.append(
        Completion(time: now, what: "animationDidStop(_:finished:)", site: site) { interpreter in
          run(&interpreter, false)
        })
    }
  }

  /// Animation `i` added now to `layer` under `key`, starting at `start` and ending at `end`
  /// (scene seconds, roughly): its delegate's `animationDidStart(_:)` runs at the start and
  /// `animationDidStop(_:finished:)` at the end (or when it is removed before), when the
  /// delegate is one of the program's objects.
  mutating func animationAdded(
    _ i: Int, layer: Int, key: String?, start: Double, end: Double, _ statement: CodeSite
  ) {
    addedEnds.append(end)
    guard case .object(let o)? = animations[i].delegate else { return }
    let type = objects[o].type
    if let f = methods("animationDidStart", in: type, isStatic: false).first
      ?? methods("animationDidStart:", in: type, isStatic: false).first
    {
      completions.append(
        Completion(time: start, what: "animationDidStart(_:)", site: statement) { interpreter in
          _ = interpreter.invokeMethod(f, on: .object(o), type: type, arguments: [.animation(i)])
        })
    }
    guard
      let f = methods("animationDidStop", in: type, isStatic: false).first
        ?? methods("animationDidStop:finished:", in: type, isStatic: false).first
    else { return }
    let k = pendingStops.count
    pendingStops.append(
      PendingStop(
        layer: layer, key: key, end: end, start: start, addedAtSetUp: delayedBy == 0 && !actsLater(on: layer)
      ) { interpreter, finished in
        _ = interpreter.invokeMethod(f, on: .object(o), type: type, arguments: [.animation(i), .bool(finished)])
      })
    guard end.isFinite else {
      site = statement
      return note(
        "the animation repeats forever, so its delegate's animationDidStop(_:finished:) runs only if it is removed")
    }
    completions.append(
      Completion(
        time: end, what: "animationDidStop(_:finished:)", site: statement,
        isDue: { !$0.pendingStops[k].stopped }, stop: k
      ) { interpreter in
        interpreter.pendingStops[k].stopped = true
        interpreter.pendingStops[k].run(&interpreter, true)
      })
  }

  /// An animation the set-up added runs at the speed its layer and their ancestors have when the
  /// transaction commits (a `layer.speed = 0` after the add pauses it too): its delegate's
  /// `animationDidStop(_:finished:)` comes that much later, or — paused — not at all, said.
  mutating func retimeStopsForLayerSpeeds() {
    for c in completions.indices {
      guard let k = completions[c].stop, pendingStops[k].addedAtSetUp else { continue }
      var speed = 1.0
      var next: Int? = pendingStops[k].layer
      var steps = 0
      while let l = next, steps <= layers.count {
        speed *= layers[l].speed
        next = layers[l].parent
        steps += 1
      }
      guard speed != 1 else { continue }
      let stop = pendingStops[k]
      if speed == 0 {
        pendingStops[k].stopped = true
        site = completions[c].site
        note(
          "\(layers[stop.layer].id) is paused (speed 0) when the set-up ends: its animation does not end, so animationDidStop(_:finished:) does not run"
        )
      } else if speed > 0 {
        completions[c].time = stop.start + (stop.end - stop.start) / speed
      }
    }
  }

  /// Runs the queued completions, earliest first; what they queue runs too, through the scene's
  /// span (at most `Limits.fires` in all). With `dueBy`, only those due by then (a screen's
  /// completions at once, before an entry called on it later runs): the rest stay queued.
  mutating func runCompletions(dueBy: Double? = nil) {
    if dueBy == nil {
      while !transactions.isEmpty {
        commitTransaction()
        transactions.removeLast()
      }
      retimeStopsForLayerSpeeds()
      transactionCurves = []
    }
    var ran = 0
    while !completions.isEmpty, !halted {
      if let dueBy, !completions.contains(where: { $0.time <= dueBy && !$0.isClocked }) { break }
      let next = completions.indices.filter {
        dueBy == nil || (completions[$0].time <= dueBy! && !completions[$0].isClocked)
      }.min {
        (completions[$0].time, completions[$0].isClocked ? 0 : 1) < (
          completions[$1].time, completions[$1].isClocked ? 0 : 1
        )
      }!
      let completion = completions.remove(at: next)
      guard completion.isDue(self) else { continue }
      site = completion.site
      if !completion.isFrame { ran += 1 }
      let runsCode = completion.runsCode(self)
      guard ran <= Limits.fires, completion.time <= laterHorizon() || completion.ignoresHorizon else {
        if runsCode || completion.saidWhen {
          note(
            "\(completion.what) would run its code at \(Self.seconds(completion.time)) s: past the scene's span, not run"
          )
        }
        continue
      }
      if runsCode && !completion.saidWhen {
        let when =
          completion.what.hasPrefix("animationDidStart") ? "its animation starts" : "the animations it waits for end"
        note("\(completion.what) runs its code at \(Self.seconds(completion.time)) s, when \(when)")
      }
      let saved = (delayedBy, delayedSince)
      if saved.0 == 0 { settleLayout() }
      delayedBy = completion.time
      delayedSince = (layers.count, animations.count)
      loadLater()
      let queued = completions.count
      let savedChain = runningChain
      runningChain = completion.chain.union([completion.site])
      completion.run(&self)
      for i in queued..<completions.count { completions[i].chain.formUnion(runningChain) }
      runningChain = savedChain
      // Views it asked to be laid out (`setNeedsLayout()`, a text field typed in) are, at the end
      // of that run loop's turn: then, not at the set-up.
      // Views it asked to draw again (`setNeedsDisplay`) draw then too.
      if !viewsNeedingLayout.isEmpty || !viewsNeedingDisplay.isEmpty || !viewsNeedingUpdate.isEmpty { settleLayout() }
      restoreCommit()
      (delayedBy, delayedSince) = saved
    }
  }
}
