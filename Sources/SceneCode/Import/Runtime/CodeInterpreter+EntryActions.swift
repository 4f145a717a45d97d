import MediaTiming
import Scenes

/// An entry action (`--entry tap`, a button's or a touch's method) runs after the screen it acts
/// on was shown: its own transaction, later than the one that made the layers. So does a
/// controller's `viewDidAppear` (UIKit calls it once the screen's first frame is on screen). So a
/// standalone layer made before (not a view's) animates a change implicitly there, as Core
/// Animation's default action does (uikit.md §6): from the value on screen to the new model
/// value, for the transaction's duration (0.25 s unless set) with the default curve. Layers made
/// in that transaction do not (they are new in it).
extension CodeInterpreter {
  /// Runs `body` as a transaction after the one that made the layers there now, when `later`;
  /// as part of the current one otherwise.
  mutating func inOwnTransaction(_ later: Bool, _ body: (inout Self) -> Void) {
    guard later else { return body(&self) }
    let outer = entryActionLayers
    entryActionLayers = layers.count
    body(&self)
    entryActionLayers = outer
  }

  /// `setLayer` inside an entry action: the change, and an implicit animation of each key it
  /// changed on a layer that was there before the action; false (nothing done) elsewhere.
  mutating func setInEntryAction(_ i: Int, _ keyPath: String, _ value: RuntimeValue, _ statement: CodeSite) -> Bool {
    guard let since = entryActionLayers, i < since, delayedBy == 0, uikitBlocks.isEmpty, animatesImplicitly(i),
      !["speed", "timeOffset", "beginTime", "sublayers", "actions", "mask", "delegate"].contains(keyPath)
    else { return false }
    let before = layers[i]
    entryActionLayers = nil  // (the set below runs the ordinary path)
    setLayer(i, keyPath, value, statement)
    entryActionLayers = since
    let after = layers[i]
    let duration = transactions.last(where: { $0 != nil }).flatMap { $0 } ?? 0.25
    for (key, new) in after.properties {
      let old = Self.modelValue(before, key)
      let actionKey = String(key.split(separator: ".").first ?? Substring(key))
      guard !sameValue(old, new), key != "hidden", KeyPathAddress.of(key) != nil,
        !after.disabledActions.contains(key), !after.disabledActions.contains(actionKey),
        let from = json(old)
      else { continue }
      if let a = after.actionAnimations[key] ?? after.actionAnimations[actionKey] {
        addAction(a, on: i, key: after.actionAnimations[key] == nil ? actionKey : key, statement)
        continue
      }
      layers[i].add(
        key,
        .object([
          ("id", .string(key)), ("keyPath", .string(key)), ("from", from), ("duration", .number(duration)),
          ("timingFunction", transactionCurve ?? .string("default")),
        ]))
      implicitNoted = true
      implicitInEntry += 1
    }
    return true
  }
}
