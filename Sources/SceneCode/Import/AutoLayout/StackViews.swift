/// `UIStackView`: its arranged subviews placed one after another along its axis, `spacing`
/// apart (or a custom spacing after a view), aligned across it, as UIKit lays them out — given
/// to the Auto Layout solver as the constraints a stack view makes (UIStackView.h): the first
/// view's leading (top) edge on the stack's, each next one after the previous one, the last
/// one's trailing (bottom) edge on the stack's; across, both edges (`fill`), the centre
/// (`center`) or one edge. Hidden arranged views take no space.
extension CodeInterpreter {
  struct StackArrangement {
    var vertical = false
    var spacing = 0.0
    /// `fill`, `center`, `leading`, `trailing` (`top` and `bottom` are the leading and trailing).
    var alignment = "fill"
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    var distribution = "fill"
    var arranged: [Int] = []
    var customSpacing: [Int: Double] = [:]
    /// `isLayoutMarginsRelativeArrangement`: the views are placed inside the stack's layout
    /// margins instead of its edges.
    var withinMargins = false
  }

  /// True for a layer that is a stack view's (made as `UIStackView`, or arranging views).
  func isStack(_ i: Int) -> Bool { layers[i].viewKind == "UIStackView" || stacks[i] != nil }

  /// `stack.axis = .vertical`, `.spacing`, `.alignment`, `.distribution`,
  /// `.isLayoutMarginsRelativeArrangement` on a stack view: kept; false for another property or
  /// layer.
  mutating func setStackProperty(_ i: Int, _ key: String, _ value: RuntimeValue) -> Bool {
    let keys = ["axis", "spacing", "alignment", "distribution", "isLayoutMarginsRelativeArrangement"]
    guard isStack(i), keys.contains(key) else { return false }
    var stack = stacks[i] ?? StackArrangement()
    let word: String? = {
      switch value {
      case .constant(let c): return c
      case .type(let t): return String(t.split(separator: ".").last ?? Substring(t))
      case .string(let s): return s
      default: return nil
      }
    }()
    switch key {
    case "axis":
      guard let word else { return false }
      stack.vertical = word.lowercased().hasSuffix("vertical")
    case "spacing":
      guard let x = value.number else { return false }
      stack.spacing = x
    case "isLayoutMarginsRelativeArrangement":
      guard let on = truth(value) else { return false }
      stack.withinMargins = on
    case "alignment", "distribution":
      guard let word else { return false }
      // `UIStackViewAlignmentCenter` → `center`, `.fillEqually` → `fillEqually`.
      let names = [
        "fillEqually", "fillProportionally", "equalSpacing", "equalCentering", "fill", "center",
        "leading", "trailing", "top", "bottom", "firstBaseline", "lastBaseline",
      ]
      let name = names.first { word.lowercased().hasSuffix($0.lowercased()) } ?? word
      if key == "alignment" {
        stack.alignment =
          ["top", "firstBaseline"].contains(name)
          ? "leading" : ["bottom", "lastBaseline"].contains(name) ? "trailing" : name
      } else {
        stack.distribution = name
      }
    default: return false
    }
    stacks[i] = stack
    layoutPending = true
    return true
  }

  /// `addArrangedSubview(v)`, `insertArrangedSubview(v, at: k)`: `v` a subview of the stack
  /// and arranged (placed by Auto Layout from now on, as UIKit turns its autoresizing mask off).
  mutating func arrange(_ stackLayer: Int, _ view: Int, at position: Int?, _ statement: CodeSite) {
    attach(view, to: stackLayer, statement, name: layers[view].id)
    var stack = stacks[stackLayer] ?? StackArrangement()
    stack.arranged.removeAll { $0 == view }
    stack.arranged.insert(view, at: min(max(position ?? stack.arranged.count, 0), stack.arranged.count))
    stacks[stackLayer] = stack
    layers[view].usesAutoLayout = true
    layoutPending = true
  }

  /// The stack views' calls: arranging, removing from the arrangement, a custom spacing. True
  /// when `method` is one of them.
  mutating func stackCall(
    _ receiver: CodeExpression, _ method: String, labels: [String], _ args: [CodeExpression], _ statement: CodeSite
  ) -> Bool {
    switch (method, labels) {
    case ("addArrangedSubview", ["_"]), ("insertArrangedSubview", ["_", "at"]):
      guard let s = layerIndex(receiver), let v = layerIndex(args[0]) else {
        ignored(statement, "not a view")
        return true
      }
      let position = args.count > 1 ? evaluate(args[1]).number.map { Int($0) } : nil
      arrange(s, v, at: position, statement)
    case ("removeArrangedSubview", ["_"]):
      guard let s = layerIndex(receiver), let v = layerIndex(args[0]) else { return true }
      stacks[s]?.arranged.removeAll { $0 == v }
      layoutPending = true
    case ("setCustomSpacing", ["_", "after"]):
      guard let s = layerIndex(receiver), let v = layerIndex(args[1]), let x = evaluate(args[0]).number else {
        ignored(statement, "its value is not known here")
        return true
      }
      if stacks[s] == nil { stacks[s] = StackArrangement() }
      stacks[s]?.customSpacing[v] = x
      layoutPending = true
    default:
      return false
    }
    return true
  }

  /// The constraints the stack views make for their shown arranged subviews (UIStackView.h):
  /// along the axis, the first view on the stack's leading (top) edge and the last on its
  /// trailing (bottom) edge, and between them `spacing` (`fill`, `fillEqually` with equal sizes,
  /// `fillProportionally` with sizes in the ratio of their content sizes), or at least `spacing`
  /// with the gaps (`equalSpacing`) or the centres' distances (`equalCentering`) equal. Across it,
  /// `fill` pins both edges; `center`, `leading` and `trailing` pin one edge or the centre, keep
  /// the view inside the stack, and the stack fits its largest view where nothing else sizes it.
  mutating func stackConstraints() -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    for (s, stack) in stacks.sorted(by: { $0.key < $1.key }) {
      let views = stack.arranged.filter { layers[$0].parent == s && !isHiddenLayer($0) }
      guard let first = views.first, let last = views.last else { continue }
      let (start, end, centre, length) =
        stack.vertical ? ("top", "bottom", "centerY", "height") : ("leading", "trailing", "centerX", "width")
      let (crossStart, crossEnd, crossCentre, crossLength) =
        stack.vertical ? ("leading", "trailing", "centerX", "width") : ("top", "bottom", "centerY", "height")
      // How far inside the stack's edges its views go: its layout margins when the arrangement
      // is relative to them.
      let m: EdgeInsets = stack.withinMargins ? layoutMargins(of: s) : (0, 0, 0, 0)
      let inset: [String: Double] = [
        "leading": m.left, "trailing": -m.right, "top": m.top, "bottom": -m.bottom,
        "centerX": (m.left - m.right) / 2, "centerY": (m.top - m.bottom) / 2,
      ]
      func pin(
        _ v: Int, _ a: String, _ w: Int?, _ b: String, _ constant: Double = 0, multiplier: Double = 1,
        relation: ConstraintSolver.Relation = .equal, priority: Double = 1000
      ) {
        var c = LayoutConstraint(first: .init(layer: v, attribute: a), site: site)
        c.second = w.map { .init(layer: $0, attribute: b) }
        // (An edge on the stack's own is on its margin instead.)
        c.constant = constant + (w == s && a == b ? inset[a] ?? 0 : 0)
        c.multiplier = multiplier
        c.relation = relation
        c.priority = priority
        c.isActive = true
        out.append(c)
      }
      pin(first, start, s, start)
      let content = views.map { v in labelSize(v) ?? declaredIntrinsicSize(v) }.map { size in
        size.map { stack.vertical ? $0.h : $0.w }
      }
      let proportional = stack.distribution == "fillProportionally" && content.allSatisfy { ($0 ?? 0) > 0 }
      for (k, (previous, next)) in zip(views, views.dropFirst()).enumerated() {
        let gap = stack.customSpacing[previous] ?? stack.spacing
        switch stack.distribution {
        case "equalSpacing", "equalCentering":
          pin(next, start, previous, end, gap, relation: .greaterOrEqual)
          guard k > 0 else { continue }
          // This gap (or centre distance) as the first one.
          let (a, b) = stack.distribution == "equalSpacing" ? (start, end) : (centre, centre)
          pin(next, a, previous, b)
          out[out.count - 1].more = [
            (.init(layer: views[1], attribute: a), 1), (.init(layer: views[0], attribute: b), -1),
          ]
        default:
          pin(next, start, previous, end, gap)
          if stack.distribution == "fillEqually" {
            pin(next, length, first, length)
          } else if proportional, let mine = content[k + 1], let firsts = content[0] {
            pin(next, length, first, length, multiplier: mine / firsts)
          }
        }
      }
      pin(last, end, s, end)
      for v in views {
        switch stack.alignment {
        case "center":
          pin(v, crossCentre, s, crossCentre)
          pin(v, crossStart, s, crossStart, relation: .greaterOrEqual)
          pin(v, crossEnd, s, crossEnd, relation: .lessOrEqual)
        case "leading":
          pin(v, crossStart, s, crossStart)
          pin(v, crossEnd, s, crossEnd, relation: .lessOrEqual)
        case "trailing":
          pin(v, crossEnd, s, crossEnd)
          pin(v, crossStart, s, crossStart, relation: .greaterOrEqual)
        default:
          pin(v, crossStart, s, crossStart)
          pin(v, crossEnd, s, crossEnd)
        }
      }
      if stack.alignment != "fill" {
        pin(s, crossLength, nil, crossLength, priority: 49)
      }
    }
    return out
  }

  /// True when layer `i` is hidden as its model stands.
  func isHiddenLayer(_ i: Int) -> Bool { (layers[i].property("hidden").number ?? 0) >= 0.5 }
}
