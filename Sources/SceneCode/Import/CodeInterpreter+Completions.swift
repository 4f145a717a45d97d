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
    /// A display link's frame: not counted among the firings `Limits.fires` bounds (frames have
    /// a bound of their own).
    var isFrame = false
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

  /// Animation `i` added now, starting at `start` and ending at `end` (scene seconds, roughly):
  /// its delegate's `animationDidStart(_:)` runs at the start and `animationDidStop(_:finished:)`
  /// at the end, when the delegate is one of the program's objects.
  mutating func animationAdded(_ i: Int, start: Double, end: Double, _ statement: CodeSite) {
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
    guard end.isFinite else {
      site = statement
      return note("the animation repeats forever, so its delegate's animationDidStop(_:finished:) never runs")
    }
    completions.append(
      Completion(time: end, what: "animationDidStop(_:finished:)", site: statement) { interpreter in
        _ = interpreter.invokeMethod(f, on: .object(o), type: type, arguments: [.animation(i), .bool(true)])
      })
  }

  /// Runs the queued completions, earliest first; what they queue runs too, through the scene's
  /// span (at most `Limits.fires` in all).
  mutating func runCompletions() {
    while !transactions.isEmpty {
      commitTransaction()
      transactions.removeLast()
    }
    transactionCurves = []
    var ran = 0
    while !completions.isEmpty, !halted {
      let next = completions.indices.min { completions[$0].time < completions[$1].time }!
      let completion = completions.remove(at: next)
      guard completion.isDue(self) else { continue }
      site = completion.site
      if !completion.isFrame { ran += 1 }
      let runsCode = completion.runsCode(self)
      guard ran <= Limits.fires, completion.time <= laterHorizon() else {
        if runsCode {
          note(
            "\(completion.what) would run its code at \(Self.seconds(completion.time)) s: past the scene's span, not run"
          )
        }
        continue
      }
      if runsCode {
        let when =
          completion.what.hasPrefix("animationDidStart") ? "its animation starts" : "the animations it waits for end"
        note("\(completion.what) runs its code at \(Self.seconds(completion.time)) s, when \(when)")
      }
      let saved = (delayedBy, delayedSince)
      if saved.0 == 0 { settleLayout() }
      delayedBy = completion.time
      delayedSince = (layers.count, animations.count)
      loadLater()
      completion.run(&self)
      // Views it asked to be laid out (`setNeedsLayout()`, a text field typed in) are, at the end
      // of that run loop's turn: then, not at the set-up.
      // Views it asked to draw again (`setNeedsDisplay`) draw then too.
      if !viewsNeedingLayout.isEmpty || !viewsNeedingDisplay.isEmpty || !viewsNeedingUpdate.isEmpty { settleLayout() }
      restoreCommit()
      (delayedBy, delayedSince) = saved
    }
  }
}
