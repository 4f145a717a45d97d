/// Auto Layout as animation code uses it: constraints made with layout anchors, activated,
/// their `constant` changed, then `layoutIfNeeded()` inside a UIKit block, which is where the
/// frames change and UIKit animates them. The layout is solved when `layoutIfNeeded()` runs,
/// when a view has loaded (`viewDidLoad`: UIKit lays the views out before it shows them) and
/// when the set-up ends; a constraint changed in between moves nothing until then: each constrained view's frame from the equalities
/// `first = multiplier × second + constant` in window coordinates, views without constraints
/// keeping their frames. Inequalities are solved as equalities and priorities are not modelled;
/// a size that only content gives (a label's) keeps the view's current size; each is said.
extension CodeInterpreter {
  /// `view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 20)`,
  /// `heightAnchor.constraint(equalToConstant: 500)`, `constraint(equalTo:multiplier:)`: a new,
  /// inactive constraint; nil when `method` makes none.
  mutating func anchorCall(
    _ layer: Int, _ attribute: String, _ method: String, _ arguments: [CodeExpression.Argument]
  ) -> RuntimeValue? {
    guard method.hasPrefix("constraint") else { return nil }
    var made = LayoutConstraint(first: .init(layer: layer, attribute: attribute), site: site)
    for argument in arguments {
      let value = evaluate(argument.value)
      switch argument.label {
      case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo":
        guard case .anchor(let other, let otherAttribute) = value else { return .unknown("an anchor not known here") }
        made.second = .init(layer: other, attribute: otherAttribute)
        made.isInequality = argument.label != "equalTo"
      case "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
        guard let x = value.number else { return .unknown("a constant not known here") }
        made.constant = x
        made.isInequality = argument.label != "equalToConstant"
      case "constant":
        guard let x = value.number else { return .unknown("a constant not known here") }
        made.constant = x
      case "multiplier":
        guard let x = value.number else { return .unknown("a multiplier not known here") }
        made.multiplier = x
      default:
        return nil
      }
    }
    if made.isInequality {
      note(Self.inequalityNote)
    }
    constraints.append(made)
    return .constraint(constraints.count - 1)
  }

  /// `constraint.constant`, `.isActive`, `.multiplier` read back.
  func constraintMember(_ k: Int, _ member: String) -> RuntimeValue? {
    switch member {
    case "constant": .number(constraints[k].constant)
    case "multiplier": .number(constraints[k].multiplier)
    case "isActive", "active": .bool(constraints[k].isActive)
    case "identifier": constraints[k].identifier.map { .string($0) } ?? .null
    default: nil
    }
  }

  /// A view's `constraints`: the active ones UIKit holds on it, each on the nearest view that
  /// holds both its items (a size constraint on its own view).
  func heldConstraints(_ layer: Int) -> RuntimeValue {
    .array(
      constraints.indices.filter { constraints[$0].isActive && holder(of: constraints[$0]) == layer }.map {
        .constraint($0)
      })
  }

  /// The view that holds constraint `c` once active: the nearest common ancestor of its items.
  func holder(of c: LayoutConstraint) -> Int {
    guard let second = c.second?.layer else { return c.first.layer }
    var ancestors: [Int] = []
    var next: Int? = c.first.layer
    while let a = next, !ancestors.contains(a) {
      ancestors.append(a)
      next = layers[a].parent
    }
    next = second
    var seen: Set<Int> = []
    while let b = next, seen.insert(b).inserted {
      if ancestors.contains(b) { return b }
      next = layers[b].parent
    }
    return c.first.layer
  }

  /// `constraint.isActive = true`, `constraint.constant = 0`: the layout changes at the next
  /// pass; false when `member` is not one TimingLab reads.
  mutating func setConstraint(_ k: Int, _ member: String, _ value: RuntimeValue, _ statement: CodeSite) -> Bool {
    switch member {
    case "isActive", "active":
      guard let on = truth(value) else { return false }
      constraints[k].isActive = on
    case "constant":
      guard let x = value.number else { return false }
      constraints[k].constant = x
    case "priority":
      ignored(statement, "priorities are not modelled: every constraint is required")
      return true
    case "identifier":
      if case .string(let name) = value { constraints[k].identifier = name } else { constraints[k].identifier = nil }
      return true
    default: return false
    }
    layoutPending = true
    return true
  }

  /// `NSLayoutConstraint.activate([…])` and `.deactivate([…])`; nil for another method.
  mutating func activateConstraints(_ method: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard method.hasPrefix("activate") || method.hasPrefix("deactivate"),
      case .array(let items)? = arguments.first.map({ evaluate($0.value) })
    else { return nil }
    for case .constraint(let k) in items { constraints[k].isActive = method.hasPrefix("activate") }
    layoutPending = true
    return .null
  }

  /// A layout pass waiting (constraints changed since the last) is done now, outside any UIKit
  /// block: when a view has loaded and is shown, and when the set-up ends.
  mutating func settleLayout() {
    let saved = uikitBlocks
    uikitBlocks = []
    if layoutPending { layOut() }
    layOutViews()
    drawViews()
    uikitBlocks = saved
  }

  /// What an inequality constraint is here.
  static let inequalityNote =
    "an inequality constraint bounds what the others and the content leave open; where it is used it is taken at its bound"

  /// Solves the active constraints and sets each constrained view's frame (inside a UIKit block
  /// this is what UIKit animates).
  mutating func layOut() {
    // Asked again while solving (`layoutIfNeeded()` in an `intrinsicContentSize` the solver
    // reads): the pass under way is that layout.
    guard !solvingLayout else { return }
    solvingLayout = true
    defer { solvingLayout = false }
    layoutPending = false
    let active = constraints.filter(\.isActive) + stackConstraints()
    guard !active.isEmpty else { return }
    // The root view is sized by UIKit (the window), never by its own constraints.
    // (A view named only second is placed too when it opted in: `translatesAutoresizing… = false`.)
    let seconds = active.compactMap { $0.second?.layer }.filter { layers[$0].usesAutoLayout }
    // A view named first that never opted in, with a frame of its own, tied to one that did (a
    // button the code placed, a platform centred on it): its frame holds (UIKit turns it into
    // constraints), and the other is placed from it.
    let framed = Set(
      active.map(\.first.layer).filter { i in
        guard !layers[i].usesAutoLayout, let f = frame(of: i), f.w > 0 || f.h > 0 else { return false }
        let related = active.filter { $0.first.layer == i }.compactMap(\.second?.layer)
        return !related.isEmpty && related.allSatisfy { layers[$0].usesAutoLayout }
      })
    let constrained = Set(
      (active.map(\.first.layer) + seconds).filter { layers[$0].parent != nil && !framed.contains($0) })
    assumeScreenSize(for: active, constrained: constrained)
    var axes: [Int: (x: AxisSolution, y: AxisSolution)] = [:]
    var solved: [Int: (x: Double, y: Double, w: Double, h: Double)] = [:]
    var keptSize: Set<String> = []

    func absolute(_ i: Int) -> (x: Double, y: Double, w: Double, h: Double)? {
      if constrained.contains(i) { return solved[i] }
      if layers[i].fillsParent, let parent = layers[i].parent { return absolute(parent) }
      guard let f = frame(of: i) else { return nil }
      guard let parent = layers[i].parent else { return f }
      guard let origin = absolute(parent) else { return nil }
      return (origin.x + f.x, origin.y + f.y, f.w, f.h)
    }
    func value(_ item: LayoutConstraint.Item) -> Double? {
      // A size already learned on a view not yet placed (`height == width × 1` with the height
      // given): known before the rest of its frame.
      if constrained.contains(item.layer), solved[item.layer] == nil, let axis = axes[item.layer] {
        if item.attribute == "width", let w = axis.x.length ?? axis.x.span?.length { return w }
        if item.attribute == "height", let h = axis.y.length ?? axis.y.span?.length { return h }
      }
      guard let f = absolute(item.layer) else { return nil }
      switch item.attribute {
      case "leading": return f.x
      case "trailing": return f.x + f.w
      case "centerX": return f.x + f.w / 2
      case "width": return f.w
      case "top": return f.y
      case "bottom": return f.y + f.h
      case "centerY": return f.y + f.h / 2
      default: return f.h
      }
    }
    func learn(_ item: LayoutConstraint.Item, _ x: Double) -> Bool {
      guard constrained.contains(item.layer), solved[item.layer] == nil else { return false }
      var axis = axes[item.layer] ?? (AxisSolution(), AxisSolution())
      let horizontal = LayoutConstraint.isHorizontal(item.attribute)
      let before = horizontal ? axis.x : axis.y
      if horizontal { axis.x.set(item.attribute, x) } else { axis.y.set(item.attribute, x) }
      axes[item.layer] = axis
      if let sx = axis.x.span, let sy = axis.y.span { solved[item.layer] = (sx.start, sy.start, sx.length, sy.length) }
      let after = horizontal ? axis.x : axis.y
      return before.start != after.start || before.end != after.end || before.center != after.center
        || before.length != after.length
    }
    // Inequalities (`height <= 10000` beside a label's text) bound what the rest leaves open: held
    // back until the equalities and the content sizes are used, then taken one at a time.
    var inUse = active.filter { !$0.isInequality }
    var held = active.filter(\.isInequality)
    for _ in 0..<(4 * active.count + 8) {
      var progress = false
      for c in inUse {
        if let second = c.second {
          if let v = value(second) { progress = learn(c.first, c.multiplier * v + c.constant) || progress }
          if let v = value(c.first), c.multiplier != 0 {
            progress = learn(second, (v - c.constant) / c.multiplier) || progress
          }
        } else {
          progress = learn(c.first, c.constant) || progress
        }
      }
      if progress { continue }
      // Stuck one constraint at a time: the edges that only all of them together give (a
      // centred container as tall as what is stacked in it).
      for horizontal in [true, false] {
        var system = LinearLayout()
        var index: [Int: Int] = [:]  // layer → its start's variable (its end's is the next)
        func variable(_ layer: Int) -> Int {
          if let v = index[layer] { return v }
          index[layer] = system.variableCount
          system.variableCount += 2
          return index[layer]!
        }
        func open(_ layer: Int) -> Bool { constrained.contains(layer) && solved[layer] == nil }
        func terms(_ attribute: String) -> (Double, Double) {
          switch attribute {
          case "leading", "top": (1, 0)
          case "trailing", "bottom": (0, 1)
          case "centerX", "centerY": (0.5, 0.5)
          default: (-1, 1)
          }
        }
        for c in inUse where LayoutConstraint.isHorizontal(c.first.attribute) == horizontal {
          var equation = LinearLayout.Equation(terms: [:], constant: c.constant)
          var usable = true
          for (item, factor) in [(c.first, 1.0), (c.second, -c.multiplier)] {
            guard let item else { continue }
            if open(item.layer) {
              let v = variable(item.layer)
              let (a, b) = terms(item.attribute)
              equation.terms[v, default: 0] += factor * a
              equation.terms[v + 1, default: 0] += factor * b
            } else if let known = value(item) {
              equation.constant -= factor * known
            } else {
              usable = false
            }
          }
          if usable { system.equations.append(equation) }
        }
        // What is already known of each open view's axis.
        for (layer, v) in index {
          let axis = horizontal ? (axes[layer]?.x ?? AxisSolution()) : (axes[layer]?.y ?? AxisSolution())
          if let x = axis.start { system.equations.append(.init(terms: [v: 1], constant: x)) }
          if let x = axis.end { system.equations.append(.init(terms: [v + 1: 1], constant: x)) }
          if let x = axis.center { system.equations.append(.init(terms: [v: 0.5, v + 1: 0.5], constant: x)) }
          if let x = axis.length { system.equations.append(.init(terms: [v: -1, v + 1: 1], constant: x)) }
        }
        let found = system.determined()
        for (layer, v) in index.sorted(by: { $0.key < $1.key }) {
          if let x = found[v] {
            progress = learn(.init(layer: layer, attribute: horizontal ? "leading" : "top"), x) || progress
          }
          if let x = found[v + 1] {
            progress = learn(.init(layer: layer, attribute: horizontal ? "trailing" : "bottom"), x) || progress
          }
        }
      }
      if progress { continue }
      // Stuck: a size only content gives. A label's is assumed from its text; a view holding a
      // label pinned to both its edges is that label's size plus the insets; any other view
      // keeps its current size.
      if let (i, horizontal, length) = contentSize(constrained, axes, solved, inUse) {
        _ = learn(.init(layer: i, attribute: horizontal ? "width" : "height"), length)
        continue
      }
      if let k = held.firstIndex(where: { c in
        [c.first.layer, c.second?.layer].contains { $0.map { constrained.contains($0) && solved[$0] == nil } ?? false }
      }) {
        inUse.append(held.remove(at: k))
        continue
      }
      guard let (i, horizontal) = unsizedAxis(constrained, axes, solved) else { break }
      let size = frame(of: i).map { horizontal ? $0.w : $0.h } ?? 0
      _ = learn(.init(layer: i, attribute: horizontal ? "width" : "height"), size)
      keptSize.insert("\(layers[i].id) \(horizontal ? "width" : "height")")
    }
    if !keptSize.isEmpty {
      noteOnce(
        "Auto Layout: \(keptSize.sorted().joined(separator: ", ")) come from content (an intrinsic size) not known here: the current size is kept"
      )
    }
    for i in constrained.sorted() {
      guard let f = solved[i] else {
        noteOnce("Auto Layout: the constraints do not place \(layers[i].id); its frame is kept")
        continue
      }
      let origin = layers[i].parent.flatMap { absolute($0) } ?? (0, 0, 0, 0)
      let rect = RuntimeValue.rect(f.x - origin.x, f.y - origin.y, f.w, f.h)
      if let now = frame(of: i), now == (f.x - origin.x, f.y - origin.y, f.w, f.h) { continue }
      setLayer(i, "frame", rect, constraints.first { $0.first.layer == i }?.site ?? site)
      fillContentViews(of: i)
    }
  }

  /// A view's content views (`contentView` of a cell or an effect view) take its new size.
  mutating func fillContentViews(of i: Int) {
    guard case .rect(_, _, let w, let h) = layers[i].property("bounds") else { return }
    for child in layers[i].sublayers where layers[child].fillsParent {
      setLayer(child, "frame", .rect(0, 0, w, h), site)
      fillContentViews(of: child)
    }
  }

  /// `UIScreen.main.bounds` is read: an iPhone's screen, said once.
  mutating func noteScreen() {
    noteOnce("UIScreen.main.bounds: assumed an iPhone's screen, 390 × 844")
  }

  /// Says `text` once for the whole import, wherever layout passes run.
  mutating func noteOnce(_ text: String) {
    guard reported.insert("once:" + text).inserted else { return }
    note(text)
  }

  /// A constrained view's axis that has a position but no size yet, if any.
  /// A view's size along one axis that its content gives: a label's assumed size, or a view's
  /// whose label is pinned to both its edges on that axis (the label's size plus the insets);
  /// nil when none is left to give.
  mutating func contentSize(
    _ constrained: Set<Int>, _ axes: [Int: (x: AxisSolution, y: AxisSolution)],
    _ solved: [Int: (x: Double, y: Double, w: Double, h: Double)], _ active: [LayoutConstraint]
  ) -> (Int, Bool, Double)? {
    func open(_ i: Int, _ horizontal: Bool) -> Bool {
      guard constrained.contains(i), solved[i] == nil else { return false }
      let axis = axes[i] ?? (AxisSolution(), AxisSolution())
      let a = horizontal ? axis.x : axis.y
      return a.length == nil && a.span == nil
    }
    for i in constrained.sorted() {
      guard var size = labelSize(i) ?? declaredIntrinsicSize(i) else { continue }
      // A multi-line label whose width the constraints give wraps to it: taller.
      let axis = axes[i] ?? (AxisSolution(), AxisSolution())
      if let width = axis.x.length ?? axis.x.span?.length, let wrapped = labelSize(i, wrappedTo: width) {
        size = wrapped
      }
      for horizontal in [true, false] where open(i, horizontal) && (horizontal ? size.w : size.h) >= 0 {
        return (i, horizontal, horizontal ? size.w : size.h)
      }
    }
    // Containers: `label.leading = box.leading + a`, `label.trailing = box.trailing + b`.
    for horizontal in [true, false] {
      let (startName, endName) = horizontal ? ("leading", "trailing") : ("top", "bottom")
      for c in active {
        guard let second = c.second, c.multiplier == 1, labelSize(c.first.layer) != nil, open(second.layer, horizontal),
          c.first.attribute == startName, second.attribute == startName,
          let other = active.first(where: {
            $0.first.layer == c.first.layer && $0.second?.layer == second.layer && $0.first.attribute == endName
              && $0.second?.attribute == endName && $0.multiplier == 1
          }),
          let label = labelSize(c.first.layer)
        else { continue }
        return (second.layer, horizontal, (horizontal ? label.w : label.h) + c.constant - other.constant)
      }
    }
    return stackCrossSize(open, solved)
  }

  /// The `intrinsicContentSize` a view class of the program declares (`override var
  /// intrinsicContentSize: CGSize { CGSize(width: 75, height: 75) }`), for view layer `i`. An
  /// axis given as `UIView.noIntrinsicMetric` (−1) is negative: no size of its own there.
  mutating func declaredIntrinsicSize(_ i: Int) -> (w: Double, h: Double)? {
    guard let o = objects.indices.first(where: { objects[$0].layer == i }),
      declaredProperty("intrinsicContentSize", in: objects[o].type) != nil,
      case .size(let w, let h)? = objectMember(o, "intrinsicContentSize"), w >= 0 || h >= 0
    else { return nil }
    return (w, h)
  }

  func unsizedAxis(
    _ constrained: Set<Int>, _ axes: [Int: (x: AxisSolution, y: AxisSolution)],
    _ solved: [Int: (x: Double, y: Double, w: Double, h: Double)]
  ) -> (Int, Bool)? {
    for i in constrained.sorted() where solved[i] == nil {
      let axis = axes[i] ?? (AxisSolution(), AxisSolution())
      if axis.x.span == nil, axis.x.start != nil || axis.x.end != nil || axis.x.center != nil { return (i, true) }
      if axis.y.span == nil, axis.y.start != nil || axis.y.end != nil || axis.y.center != nil { return (i, false) }
    }
    return nil
  }

  /// A layer's frame in its superlayer (bounds placed by position and anchor point), or nil.
  func frame(of i: Int) -> (x: Double, y: Double, w: Double, h: Double)? {
    guard case .rect(_, _, let w, let h) = layers[i].property("bounds"),
      case .point(let px, let py) = layers[i].property("position"),
      case .point(let ax, let ay) = layers[i].property("anchorPoint")
    else { return nil }
    return (px - ax * w, py - ay * h, w, h)
  }

  /// The view the constraints hang from (a view controller's `view`, never sized in code) is
  /// given an iPhone's screen, 390 × 844 points, said so.
  mutating func assumeScreenSize(for active: [LayoutConstraint], constrained: Set<Int>) {
    var references = Set(active.compactMap { $0.second?.layer }.filter { !constrained.contains($0) })
    references.formUnion(constrained.compactMap { layers[$0].parent }.filter { !constrained.contains($0) })
    for i in references.sorted() where layers[i].parent == nil {
      guard !layers[i].properties.contains(where: { $0.key == "bounds" }) else { continue }
      layers[i].setProperty("bounds", .rect(0, 0, 390, 844))
      layers[i].setProperty("position", .point(195, 422))
      noteOnce("Auto Layout: \(layers[i].id) is not sized in the code: assumed an iPhone's screen, 390 × 844")
    }
  }
}

/// The older spelling: `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:
/// constant:)` (`+constraintWithItem:…` in Objective-C), added with `addConstraint(_:)`; and the
/// Objective-C anchor messages (`constraintEqualToAnchor:constant:`).
extension CodeInterpreter {
  /// The attribute `e` names, also through a variable or parameter holding one (`attribute` in
  /// a helper `constraintWithAttribute(_ attribute: …)`).
  mutating func layoutAttribute(_ e: CodeExpression) -> String? {
    // A variable or parameter holding one (`attribute` of a loop over attributes), or a field of
    // the program's (`rule.attribute` of a constraint-builder struct): the case it holds.
    let held: String?
    switch e {
    case .name(let variable) where scope.find(variable) != nil: held = evaluate(e).constantName
    case .member(let base?, _) where base.nameChain?.first?.first?.isLowercase == true: held = evaluate(e).constantName
    default: held = nil
    }
    if let held {
      let name = String(held.split(separator: ".").last ?? Substring(held))
      return name == "notAnAttribute" ? nil : Self.layoutAttribute(.member(nil, name))
    }
    return Self.layoutAttribute(e)
  }

  /// The attribute an expression names: `.leading`, `NSLayoutAttributeCenterX`,
  /// `NSLayoutConstraint.Attribute.height` (margins are the edges: no margins are modelled);
  /// nil for `.notAnAttribute` or something else.
  static func layoutAttribute(_ e: CodeExpression) -> String? {
    var name = e.text
    for prefix in ["NSLayoutConstraint.Attribute.", "NSLayoutAttribute", "."] where name.hasPrefix(prefix) {
      name = String(name.dropFirst(prefix.count))
    }
    if name.hasSuffix("Margin") { name = String(name.dropLast("Margin".count)) }
    guard let first = name.first else { return nil }
    let attribute = first.lowercased() + name.dropFirst()
    return LayoutConstraint.attribute(ofAnchor: attribute + "Anchor")
  }

  /// `item:attribute:relatedBy:toItem:attribute:multiplier:constant:`, its seven values in order:
  /// a new inactive constraint, or nil when its items or attributes are not known here.
  mutating func itemConstraint(_ values: [CodeExpression]) -> RuntimeValue? {
    guard values.count == 7, let first = viewLayer(values[0]), let firstAttribute = layoutAttribute(values[1])
    else { return nil }
    var made = LayoutConstraint(first: .init(layer: first, attribute: firstAttribute), site: site)
    if let second = viewLayer(values[3]), let secondAttribute = layoutAttribute(values[4]) {
      made.second = .init(layer: second, attribute: secondAttribute)
    }
    made.multiplier = evaluate(values[5]).number ?? 1
    made.constant = evaluate(values[6]).number ?? 0
    var relation = values[2].text
    if case .name(let variable) = values[2], scope.find(variable) != nil, case .constant(let held) = evaluate(values[2])
    {
      relation = held  // a helper's `relation` parameter
    }
    if case .member(let base?, _) = values[2], base.nameChain?.first?.first?.isLowercase == true,
      case .constant(let held) = evaluate(values[2])
    {
      relation = held  // a builder's field (`const.relation`)
    }
    // `.lessThanOrEqual`, `NSLayoutRelationGreaterThanOrEqual` (both end in "Equal", as `.equal` does).
    made.isInequality = relation.lowercased().contains("than")
    if made.isInequality {
      note(Self.inequalityNote)
    }
    constraints.append(made)
    return .constraint(constraints.count - 1)
  }

  /// The layer of the view `e` names: one the code made, or one it did not (`self.view`, a
  /// property set from code not given) named by its chain.
  mutating func viewLayer(_ e: CodeExpression) -> Int? {
    switch evaluate(e) {
    case .layer(let i): return i
    // A view subclass's instance (`item: self` in a snackbar's own method): its layer.
    case .object(let o): return objects[o].layer
    case .unknown: return e.nameChain.map { implicitLayer($0) }
    default: return nil
    }
  }

  /// `view.addConstraint(c)`, `addConstraints([…])`, `removeConstraint(s)`: activated or not;
  /// nil for another method.
  mutating func addConstraints(_ method: String, _ argument: CodeExpression?) -> RuntimeValue? {
    let adds = method.hasPrefix("addConstraint")
    guard adds || method.hasPrefix("removeConstraint"), let argument else { return nil }
    let items: [RuntimeValue]
    switch evaluate(argument) {
    case .array(let all): items = all
    case let one: items = [one]
    }
    for case .constraint(let k) in items { constraints[k].isActive = adds }
    layoutPending = true
    return .null
  }

  /// `[a.leadingAnchor constraintEqualToAnchor:b.leadingAnchor constant:8]` and the rest, as the
  /// Swift labels.
  mutating func anchorMessage(
    _ layer: Int, _ attribute: String, _ selector: String, _ args: [CodeExpression]
  )
    -> RuntimeValue?
  {
    let labels = selector.split(separator: ":").map { part -> String in
      switch part {
      case "constraintEqualToAnchor": "equalTo"
      case "constraintGreaterThanOrEqualToAnchor": "greaterThanOrEqualTo"
      case "constraintLessThanOrEqualToAnchor": "lessThanOrEqualTo"
      case "constraintEqualToConstant": "equalToConstant"
      case "constraintGreaterThanOrEqualToConstant": "greaterThanOrEqualToConstant"
      case "constraintLessThanOrEqualToConstant": "lessThanOrEqualToConstant"
      default: String(part)
      }
    }
    guard labels.count == args.count else { return nil }
    return anchorCall(
      layer, attribute, "constraint", zip(labels, args).map { CodeExpression.Argument(label: $0.0, value: $0.1) })
  }
}
