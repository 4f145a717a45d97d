/// Frame-based layout: a view class of the program that overrides `layoutSubviews()` places its
/// subviews there, and UIKit calls it in the layout pass before the view is first shown, and
/// again for a view marked with `setNeedsLayout()` when `layoutIfNeeded()` runs (inside a UIKit
/// block, what it moves animates). Views are laid out parents first, each once per pass.
extension CodeInterpreter {
  /// Runs `layoutSubviews()` of every view in the tree that has one and was not laid out yet or
  /// was marked since.
  mutating func layOutViews() {
    guard !layingOutViews else { return }
    // Views entering the window get their class's appearance before they are laid out.
    for root in layers.indices where layers[root].parent == nil && !layers[root].isDetached {
      applyAppearance(under: root)
    }
    // UIKit's own views that lay out parts of their own.
    layOutProgressViews()
    // (A view and its layer, when the layer is a program class's instance, share one layer: the
    // view's layoutSubviews first, then the layer's layoutSublayers, as UIKit runs them.)
    var owners: [Int: [Int]] = [:]
    for (o, object) in objects.enumerated() {
      guard let layer = object.layer,
        !laidOutViews.contains(o) || viewsNeedingLayout.contains(o) || viewsNeedingUpdate.contains(o),
        layoutMethod(in: object.type) != nil || updateMethod(in: object.type) != nil
          || layerDelegateLayout(in: object.type) != nil
      else { continue }
      if layerObjects[layer] == o {
        owners[layer, default: []].append(o)
      } else {
        owners[layer, default: []].insert(o, at: 0)
      }
    }
    guard !owners.isEmpty else { return }
    layingOutViews = true
    defer { layingOutViews = false }
    var order: [Int] = []
    func visit(_ layer: Int) {
      order += owners[layer] ?? []
      for sublayer in layers[layer].sublayers { visit(sublayer) }
    }
    for root in layers.indices where layers[root].parent == nil { visit(root) }
    // iOS 26: a view's `updateProperties()` runs just before its `layoutSubviews()`, and again
    // (here, up to twice more) when an `@Observable` value changed after it ran.
    var updatedAt: [Int: Int] = [:]
    for o in order where !halted {
      // (Marked only because an observed value changed: its properties update, no layout.)
      let updateOnly = laidOutViews.contains(o) && !viewsNeedingLayout.contains(o)
      laidOutViews.insert(o)
      viewsNeedingLayout.remove(o)
      viewsNeedingUpdate.remove(o)
      if let u = updateMethod(in: objects[o].type) {
        updatedAt[o] = observableChanges
        _ = invoke(u, on: .object(o), type: objects[o].type, [])
      }
      if !updateOnly, let f = layoutMethod(in: objects[o].type) {
        _ = invoke(f, on: .object(o), type: objects[o].type, [])
      }
      // The view as its layer's delegate: `layoutSublayers(of: layer)` with its own layer.
      if !updateOnly, let f = layerDelegateLayout(in: objects[o].type), let layer = objects[o].layer {
        scope.values["$laidOutLayer"] = .layer(layer)
        _ = invoke(f, on: .object(o), type: objects[o].type, [(f.parameters[0], .name("$laidOutLayer"))])
        scope.values["$laidOutLayer"] = nil
      }
    }
    for _ in 0..<2 {
      let stale = order.filter { o in updatedAt[o].map { $0 < observableChanges } ?? false }
      guard !stale.isEmpty, !halted else { break }
      for o in stale {
        guard let u = updateMethod(in: objects[o].type) else { continue }
        updatedAt[o] = observableChanges
        _ = invoke(u, on: .object(o), type: objects[o].type, [])
      }
    }
  }

  /// What a layout pass itself changed is laid out in the same pass, as UIKit repeats it until
  /// nothing needs layout: constraints a `layoutSubviews()` activated or changed (a label
  /// centred in its track), a subview it resized (whose own `layoutSubviews()` then runs —
  /// inside a UIKit block, animated with the rest). At most three more rounds.
  mutating func settleWithinPass() {
    for _ in 0..<3 where !halted {
      let resized = viewsNeedingLayout.contains { layoutMethod(in: objects[$0].type) != nil }
      guard layoutPending || resized else { return }
      layOut()
      layOutViews()
    }
  }

  /// View layer `i` changed size: its `layoutSubviews()` (if the program gives it one and it has
  /// run) runs again at the next layout pass, as UIKit lays out a resized view.
  mutating func markResized(_ i: Int) {
    guard !laidOutViews.isEmpty else { return }
    for o in objects.indices where objects[o].layer == i && laidOutViews.contains(o) {
      guard layoutMethod(in: objects[o].type) != nil else { continue }
      viewsNeedingLayout.insert(o)
    }
  }

  /// An `@Observable` value changed outside a layout pass: every view whose `updateProperties()`
  /// has run runs it again at the next pass (UIKit tracks what it read; here, all of them).
  mutating func markObservers() {
    for o in laidOutViews where updateMethod(in: objects[o].type) != nil { viewsNeedingUpdate.insert(o) }
    if !viewsNeedingUpdate.isEmpty { layoutPending = true }
  }

  /// A view class's `updateProperties()` (iOS 26), or nil.
  func updateMethod(in type: String) -> CodeFunction? {
    methods("updateProperties", in: type, isStatic: false).first { $0.parameters.isEmpty }
  }

  /// `view.layoutIfNeeded()`: the constraints solved and the views that need it laid out, now;
  /// `view.setNeedsLayout()`: the view marked, laid out at the next pass.
  mutating func layoutCall(_ method: String, _ receiver: RuntimeValue) {
    if method == "layoutIfNeeded" {
      layOut()
      layOutViews()
      settleWithinPass()
      return
    }
    layoutPending = true
    if case .object(let o) = receiver { viewsNeedingLayout.insert(o) }
  }

  /// A view class's `layoutSublayers(of:)` (Objective-C's `-layoutSublayersOfLayer:`): UIKit, its
  /// layer's delegate, is asked to lay the layer out; nil when the class has none.
  func layerDelegateLayout(in type: String) -> CodeFunction? {
    (methods("layoutSublayers", in: type, isStatic: false)
      + methods("layoutSublayersOfLayer:", in: type, isStatic: false))
      .first { $0.parameters.count == 1 }
  }

  /// The `layoutSubviews()` (Objective-C `-layoutSubviews`) a type of the program declares, or a
  /// layer class's `layoutSublayers()`.
  func layoutMethod(in type: String) -> CodeFunction? {
    methods("layoutSubviews", in: type, isStatic: false).first { $0.parameters.isEmpty }
      ?? methods("layoutSublayers", in: type, isStatic: false).first { $0.parameters.isEmpty }
      // AppKit's `NSView.layout()` (an `NSView` subclass's override).
      ?? (systemAncestor(type)?.hasPrefix("NS") == true
        ? methods("layout", in: type, isStatic: false).first { $0.parameters.isEmpty } : nil)
  }
}
