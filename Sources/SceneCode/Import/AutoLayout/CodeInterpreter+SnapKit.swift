/// SnapKit, the layout DSL real apps write constraints in: `view.snp.makeConstraints { make in
/// make.top.equalTo(other.snp.bottom).offset(8); make.leading.trailing.equalToSuperview().inset(20)
/// }` (and `remakeConstraints`, which replaces the view's earlier ones, and `updateConstraints`,
/// which changes the constants of those it names again). Each line becomes the constraints
/// SnapKit makes: one per attribute (`edges`, `center`, `size`, `horizontalEdges` and
/// `verticalEdges` stand for their parts), to the same attribute of the view or guide named, to
/// another attribute (`other.snp.bottom`), to the superview, or to a constant (a size, or an
/// offset from the superview's edge); `offset` adds, `inset` moves inward (a trailing or bottom
/// edge the other way), `multipliedBy`/`dividedBy` scale, `priority` softens. The view is placed
/// by constraints from then (SnapKit turns its autoresizing mask off).
extension CodeInterpreter {
  /// `view.snp.makeConstraints { make in … }`; false for another statement.
  mutating func snapKitCall(_ e: CodeExpression, _ statement: CodeSite) -> Bool {
    guard case .call(.member(.member(let base?, "snp")?, let method), let arguments) = e,
      ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(method),
      let closure = arguments.last?.value, case .closure(let code) = closure
    else { return false }
    guard let view = layerIndex(base) else {
      ignored(statement, "the view is not known here")
      return true
    }
    let make = code.parameters.first ?? "$0"
    if method == "remakeConstraints" {
      for k in constraints.indices where constraints[k].first.layer == view && constraints[k].isSnapKit {
        constraints[k].isActive = false
      }
    }
    layers[view].usesAutoLayout = true
    // The closure's other code (`let topOffset = …`) runs as code, in the closure's scope.
    let outer = scope
    scope = CodeScope(parent: outer)
    defer { scope = outer }
    for line in code.body {
      guard case .expression(let chain, let at) = line, Self.rootName(chain) == make else {
        _ = execute(line)
        continue
      }
      site = at
      var unknown: String?
      guard let made = snapKitConstraints(chain, make: make, view: view, at, unknown: &unknown) else {
        ignored(at, unknown.map { "its \($0) is not known here" } ?? "a SnapKit line TimingLab does not read")
        continue
      }
      for var c in made {
        // `updateConstraints`: the same constraint again takes the new constant.
        if method == "updateConstraints",
          let k = constraints.indices.last(where: { k in
            constraints[k].isActive && constraints[k].isSnapKit && constraints[k].first == c.first
              && constraints[k].second == c.second && constraints[k].relation == c.relation
          })
        {
          constraints[k].constant = c.constant
          continue
        }
        c.isActive = true
        c.isSnapKit = true
        constraints.append(c)
      }
    }
    layoutPending = true
    return true
  }

  /// The constraints one `make.….equalTo(…).offset(…)` line makes; nil when it is not one.
  /// `unknown` names the part whose value is not known (`offset`, `target`).
  private mutating func snapKitConstraints(
    _ chain: CodeExpression, make: String, view: Int, _ at: CodeSite, unknown: inout String?
  ) -> [LayoutConstraint]? {
    // The calls from the outside in: `.offset(8)`, `.equalTo(x)`, then the attributes.
    var calls: [(name: String, arguments: [CodeExpression.Argument])] = []
    var e = chain
    while case .call(.member(let inner?, let name), let arguments) = e {
      calls.insert((name, arguments), at: 0)
      e = inner
    }
    var attributes: [String] = []
    while case .member(let inner?, let name) = e {
      attributes.insert(name, at: 0)
      e = inner
    }
    guard case .name(make) = e, !attributes.isEmpty, let relationCall = calls.first else { return nil }
    let relation: ConstraintSolver.Relation
    switch relationCall.name {
    case "equalTo", "equalToSuperview": relation = .equal
    case "lessThanOrEqualTo", "lessThanOrEqualToSuperview": relation = .lessOrEqual
    case "greaterThanOrEqualTo", "greaterThanOrEqualToSuperview": relation = .greaterOrEqual
    default: return nil
    }
    let parts = attributes.flatMap(Self.snapKitParts)
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    // The target: the superview, a view or guide (same attribute), another attribute, a number.
    enum Target {
      case view(Int)
      case anchor(Int, String)
      case constant(Double)
      case size(Double, Double)
      case insets(top: Double, left: Double, bottom: Double, right: Double)
    }
    let target: Target
    if relationCall.name.hasSuffix("Superview") {
      guard let superview = layers[view].parent else { return nil }
      target = .view(superview)
    } else {
      guard let argument = relationCall.arguments.first?.value else { return nil }
      if case .member(.member(let other?, "snp")?, let attribute) = argument, let j = layerIndex(other),
        let part = Self.snapKitParts(attribute).first.flatMap({ $0 })
      {
        target = .anchor(j, part)
      } else {
        switch evaluate(argument) {
        case .number(let x): target = .constant(x)
        case .size(let w, let h): target = .size(w, h)
        case .tuple(let n, _) where n.count == 4 && n.allSatisfy({ $0.number != nil }):
          target = .insets(top: n[0].number!, left: n[1].number!, bottom: n[2].number!, right: n[3].number!)
        default:
          guard let j = layerIndex(argument) else {
            unknown = "target"
            return nil
          }
          target = .view(j)
        }
      }
    }
    // The modifiers.
    var offset = 0.0
    var inset: Double?
    var multiplier = 1.0
    var priority = 1000.0
    for call in calls.dropFirst() {
      let value = call.arguments.first.map { evaluate($0.value) }
      switch (call.name, value) {
      case ("offset", .number(let x)?): offset += x
      case ("inset", .number(let x)?): inset = (inset ?? 0) + x
      case ("multipliedBy", .number(let x)?): multiplier *= x
      case ("dividedBy", .number(let x)?) where x != 0: multiplier /= x
      case ("priority", let p?):
        priority = p.number ?? Self.snapKitPriorities[p.constantName ?? ""] ?? 1000
      case ("labeled", _), ("constraint", nil): continue
      case ("offset", _), ("inset", _), ("multipliedBy", _), ("dividedBy", _):
        unknown = call.name
        return nil
      default: return nil
      }
    }
    var out: [LayoutConstraint] = []
    for case let part? in parts {
      var c = LayoutConstraint(first: .init(layer: view, attribute: part), site: at)
      c.relation = relation
      c.priority = priority
      c.multiplier = multiplier
      let isSize = part == "width" || part == "height"
      // Inward: +inset at the leading and top edges, −inset at the trailing and bottom ones.
      let sign: Double = ["trailing", "bottom"].contains(part) ? -1 : 1
      switch target {
      case .view(let j):
        c.second = .init(layer: j, attribute: part)
        c.constant = offset + (inset.map { isSize ? -2 * $0 : sign * $0 } ?? 0)
      case .anchor(let j, let attribute):
        c.second = .init(layer: j, attribute: attribute)
        c.constant = offset + (inset.map { sign * $0 } ?? 0)
      case .constant(let x):
        if isSize {
          c.constant = x + offset
        } else {
          guard let superview = layers[view].parent else { return nil }
          c.second = .init(layer: superview, attribute: part)
          c.constant = sign == 1 ? x + offset : -x + offset
        }
      case .size(let w, let h):
        guard isSize else { return nil }
        c.constant = (part == "width" ? w : h) + offset
      case .insets(let top, let left, let bottom, let right):
        guard let superview = layers[view].parent, !isSize else { return nil }
        c.second = .init(layer: superview, attribute: part)
        let edges: [String: Double] = ["top": top, "leading": left, "bottom": -bottom, "trailing": -right]
        c.constant = (edges[part] ?? 0) + offset
      }
      out.append(c)
    }
    return out
  }

  /// A SnapKit attribute's layout attributes (`edges` is four); nil inside for one not read.
  static func snapKitParts(_ name: String) -> [String?] {
    switch name {
    case "top", "bottom", "leading", "trailing", "centerX", "centerY", "width", "height": [name]
    case "left": ["leading"]
    case "right": ["trailing"]
    case "firstBaseline": ["top"]
    case "lastBaseline": ["bottom"]
    case "edges", "directionalEdges": ["top", "leading", "bottom", "trailing"]
    case "horizontalEdges", "directionalHorizontalEdges": ["leading", "trailing"]
    case "verticalEdges", "directionalVerticalEdges": ["top", "bottom"]
    case "center": ["centerX", "centerY"]
    case "size": ["width", "height"]
    default: [nil]
    }
  }

  /// SnapKit's named priorities.
  static let snapKitPriorities: [String: Double] = ["required": 1000, "high": 750, "medium": 500, "low": 250]

  /// The name a member chain starts from: `make` of `make.top.equalTo(x).offset(8)`.
  static func rootName(_ e: CodeExpression) -> String? {
    switch e {
    case .name(let n): n
    case .member(let inner?, _): rootName(inner)
    case .call(let callee, _): rootName(callee)
    default: nil
    }
  }
}
