import MediaTiming

/// Auto Layout as animation code uses it: constraints made with layout anchors, activated,
/// their `constant` changed, then `layoutIfNeeded()` inside a UIKit block, which is where the
/// frames change and UIKit animates them. The layout is solved when `layoutIfNeeded()` runs,
/// when a view has loaded (`viewDidLoad`: UIKit lays the views out before it shows them) and
/// when the set-up ends; a constraint changed in between moves nothing until then. The pass
/// itself (`layOut()`, a linear solve with priorities) is in `CodeInterpreter+LayoutPass.swift`.
extension CodeInterpreter {
  /// `view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 20)`,
  /// `heightAnchor.constraint(equalToConstant: 500)`, `constraint(equalTo:multiplier:)`: a new,
  /// inactive constraint; nil when `method` makes none.
  mutating func anchorCall(
    _ layer: Int, _ attribute: String, _ method: String, _ arguments: [CodeExpression.Argument]
  ) -> RuntimeValue? {
    guard method.hasPrefix("constraint") else { return nil }
    var made = LayoutConstraint(first: .init(layer: layer, attribute: attribute), site: site)
    // `constraint(equalToSystemSpacingAfter: a, multiplier: 2)`: this anchor 2 system spacings
    // after (below) `a`; the multiplier counts spacings.
    var spacings: Double?
    for argument in arguments {
      let value = evaluate(argument.value)
      switch argument.label {
      case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo":
        guard case .anchor(let other, let otherAttribute) = value else { return .unknown("an anchor not known here") }
        made.second = .init(layer: other, attribute: otherAttribute)
        made.relation = Self.relation(argument.label ?? "")
      case let label? where label.contains("SystemSpacing"):
        guard case .anchor(let other, let otherAttribute) = value else { return .unknown("an anchor not known here") }
        made.second = .init(layer: other, attribute: otherAttribute)
        made.relation = Self.relation(label)
        spacings = 1
        made.constant = Self.systemSpacing
        noteOnce(
          "Auto Layout: the system spacing is taken as \(Int(Self.systemSpacing)) pt (UIKit's standard between views)")
      case "multiplier" where spacings != nil:
        guard let x = value.number else { return .unknown("a multiplier not known here") }
        spacings = x
        made.constant = x * Self.systemSpacing
      case "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
        guard let x = value.number else { return .unknown("a constant not known here") }
        made.constant = x
        made.relation = Self.relation(argument.label ?? "")
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
    constraints.append(made)
    return .constraint(constraints.count - 1)
  }

  /// UIKit's system spacing between two views' edges (points); a baseline's depends on its font.
  static let systemSpacing = 8.0

  /// The relation an anchor method's label or an `NSLayoutRelation` names: `lessThanOrEqualTo`,
  /// `.greaterThanOrEqual`, `NSLayoutRelationLessThanOrEqual`; equal for anything else.
  static func relation(_ word: String) -> ConstraintSolver.Relation {
    let lower = word.lowercased()
    return lower.contains("lessthan") ? .lessOrEqual : lower.contains("greaterthan") ? .greaterOrEqual : .equal
  }

  /// `constraint.constant`, `.isActive`, `.multiplier` read back.
  func constraintMember(_ k: Int, _ member: String) -> RuntimeValue? {
    switch member {
    case "constant": .number(constraints[k].constant)
    case "multiplier": .number(constraints[k].multiplier)
    case "priority": .number(constraints[k].priority)
    case "isActive", "active": .bool(constraints[k].isActive)
    case "identifier": constraints[k].identifier.map { .string($0) } ?? .null
    // What it relates, read back (`constraint.firstAttribute == .width`, `firstItem as? UIView`):
    // the view (the program's object for it, when there is one) and the attribute's name.
    case "firstItem": .layer(constraints[k].first.layer)
    case "secondItem": constraints[k].second.map { .layer($0.layer) } ?? .null
    case "firstAttribute": .constant(constraints[k].first.attribute)
    case "secondAttribute": .constant(constraints[k].second?.attribute ?? "notAnAttribute")
    case "relation":
      .constant(
        constraints[k].relation == .equal
          ? "equal" : constraints[k].relation == .lessOrEqual ? "lessThanOrEqual" : "greaterThanOrEqual")
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
      guard let p = layoutPriority(value) else { return false }
      constraints[k].priority = p
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
    updateConstraintsPass()
    if layoutPending { layOut() }
    // A table shown for the first time makes its rows, whose constraints are then solved.
    if loadTableRows() { layOut() }
    if loadCollectionItems() { layOut() }
    layOutViews()
    settleWithinPass()
    drawViews()
    uikitBlocks = saved
  }

  /// `UIScreen.main.bounds` is read: an iPhone's screen, said once.
  mutating func noteScreen() {
    noteOnce("UIScreen.main.bounds: \(screenDescription)")
  }

  /// The screen assumed, in words: an iPhone's (390 × 844), or the one a storyboard lays out for.
  var screenDescription: String {
    screen == (390, 844)
      ? "assumed an iPhone's screen, 390 × 844"
      : "the screen the storyboard lays its scene out for, \(shortestText(screen.w)) × \(shortestText(screen.h))"
  }

  /// Says `text` once for the whole import, wherever layout passes run.
  mutating func noteOnce(_ text: String) {
    guard reported.insert("once:" + text).inserted else { return }
    note(text)
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
    // (A view's guide stands for the view: `view.safeAreaLayoutGuide.topAnchor`.)
    var references = Set(
      active.compactMap { $0.second?.layer }.map { layers[$0].guideKind != nil ? layers[$0].parent ?? $0 : $0 }
        .filter { !constrained.contains($0) })
    references.formUnion(constrained.compactMap { layers[$0].parent }.filter { !constrained.contains($0) })
    for i in references.sorted() where layers[i].parent == nil {
      guard !layers[i].properties.contains(where: { $0.key == "bounds" }) else { continue }
      layers[i].setProperty("bounds", .rect(0, 0, 390, 844))
      layers[i].setProperty("position", .point(195, 422))
      noteOnce("Auto Layout: \(viewName(i)) is not sized in the code: assumed an iPhone's screen, 390 × 844")
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
    made.relation = Self.relation(relation)
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
      // `constraintEqualToSystemSpacingAfterAnchor:multiplier:` and the rest.
      case let word where word.hasPrefix("constraint") && word.contains("SystemSpacing"):
        word.dropFirst("constraint".count).prefix(1).lowercased()
          + word.dropFirst("constraint".count + 1).replacingOccurrences(of: "Anchor", with: "")
      default: String(part)
      }
    }
    guard labels.count == args.count else { return nil }
    return anchorCall(
      layer, attribute, "constraint", zip(labels, args).map { CodeExpression.Argument(label: $0.0, value: $0.1) })
  }
}
