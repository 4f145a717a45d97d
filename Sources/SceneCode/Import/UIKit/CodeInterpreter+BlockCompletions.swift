/// A UIKit block's completion runs when the animations the block added stop: at their end, with
/// `finished` true — or earlier, with `finished` false, when they are all removed first: replaced
/// by a later animation of the same key (a second `UIView.animate` of the same property, as
/// UIKit keys them), or taken off by `removeAllAnimations()`/`removeAnimation(forKey:)`
/// (UIView.h: "finished … indicates whether or not the animations actually finished before the
/// completion handler was called"). The classic surprise: a chained animation starting at once.
struct BlockCompletionWatch {
  /// The block's animations (layer, key) still on their layers.
  var remaining: [(layer: Int, key: String)]
  /// When they end (scene seconds); the completion runs then unless fired early.
  var end: Double
  var closure: RuntimeValue
  var what: String
  var site: CodeSite
  /// True once the completion has run (at the end, or early).
  var fired = false
}

extension CodeInterpreter {
  /// Animations on `layer` under `keys` (all when nil) removed now: the blocks whose animations
  /// are all gone run their completions now, with `finished` false, said.
  mutating func blockAnimationsRemoved(from layer: Int, keys: Set<String>?) {
    let now = delayedBy
    for w in blockWatches.indices where !blockWatches[w].fired && blockWatches[w].end > now {
      let before = blockWatches[w].remaining.count
      blockWatches[w].remaining.removeAll { $0.layer == layer && (keys?.contains($0.key) ?? true) }
      guard blockWatches[w].remaining.isEmpty, before > 0 else { continue }
      blockWatches[w].fired = true
      let watch = blockWatches[w]
      let saved = site
      site = watch.site
      note(
        "\(watch.what) runs its code at \(Self.seconds(now)) s with finished = false: its animations were replaced or removed then, before their end at \(Self.seconds(watch.end)) s"
      )
      site = saved
      var early = Completion(time: now, what: watch.what, site: watch.site) {
        $0.runClosure(watch.closure, [.bool(false)])
      }
      early.saidWhen = true
      completions.append(early)
    }
  }
}
