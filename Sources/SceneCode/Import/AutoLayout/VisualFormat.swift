/// Apple's Visual Format Language (Auto Layout Guide, "Visual Format Language";
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`): one line such as
/// `H:|-8-[icon(40)]-[label(>=100@750)]-|` read into the constraints UIKit makes from it, between
/// views by their name in the `views` dictionary.
///
/// Rules, as Apple gives them: `H:` (the default) relates leading/trailing edges and widths,
/// `V:` top/bottom and heights; `|` is the superview; `-` alone is the standard space (8 points
/// between views, 20 between a view and its superview's edge); two views written side by side
/// (`[a][b]`) touch; a connection's predicate (`-(>=20)-`, `-pad-`) spaces them; a view's
/// predicates (`[a(==b)]`, `[a(40@750)]`) set its width or height. Each constraint's first item
/// is the later element (`b.leading == a.trailing + 8`, `superview.trailing == a.trailing + 20`).
enum VisualFormat {
  /// A view by its name in the `views` dictionary; nil is the superview.
  struct Edge: Equatable {
    var view: String?
    var attribute: String
  }

  /// One constraint: `first relation multiplier × second + constant` (no second: `= constant`).
  struct Constraint: Equatable {
    var first: Edge
    var relation: ConstraintSolver.Relation
    var second: Edge?
    var constant: Double
    /// 1000 is required.
    var priority: Double
  }

  /// What cannot be read, in words for a note.
  struct Failure: Error, Equatable {
    var reason: String
  }

  /// The standard space between two views (points).
  static let standardSpacing = 8.0
  /// The standard space between a view and its superview's edge (points).
  static let superviewSpacing = 20.0

  private enum Element {
    case superview
    case view(String, [Predicate])
  }

  private struct Predicate {
    var relation = ConstraintSolver.Relation.equal
    /// A number or a metric's value; nil when the predicate names a view.
    var constant: Double?
    var view: String?
    var priority = 1000.0
  }

  /// How two neighbours are spaced: `nil` predicates is the standard space.
  private struct Connection {
    var predicates: [Predicate]?
  }

  /// The constraints `format` makes, with `metrics` for names that stand for numbers and
  /// `aligned` the attributes of the options' `alignAll…` flags (`centerY`, `top`…): each view
  /// after the first aligned with the one before it. Throws for text Apple's parser rejects.
  static func constraints(
    _ format: String, metrics: [String: Double], aligned: [String] = []
  )
    throws(Failure) -> [Constraint]
  {
    var text = Substring(format.filter { !$0.isWhitespace })
    var horizontal = true
    if text.hasPrefix("H:") || text.hasPrefix("V:") {
      horizontal = text.first == "H"
      text = text.dropFirst(2)
    }
    var reader = Reader(text: text, metrics: metrics)
    var elements: [Element] = []
    var connections: [Connection] = []
    if reader.take("|") { elements.append(.superview) }
    while !reader.atEnd {
      if !elements.isEmpty { connections.append(try reader.connection()) }
      if reader.take("|") {
        elements.append(.superview)
        guard reader.atEnd else { throw Failure(reason: "the superview `|` can only end the line") }
        break
      }
      elements.append(try reader.view())
    }
    guard elements.contains(where: { if case .view = $0 { true } else { false } }) else {
      throw Failure(reason: "no view in it")
    }
    let (start, end, size) = horizontal ? ("leading", "trailing", "width") : ("top", "bottom", "height")
    var made: [Constraint] = []
    for case .view(let name, let predicates) in elements {
      for p in predicates {
        let second = p.view.map { Edge(view: $0, attribute: size) }
        made.append(
          Constraint(
            first: Edge(view: name, attribute: size), relation: p.relation, second: second,
            constant: p.constant ?? 0, priority: p.priority))
      }
    }
    for (k, connection) in connections.enumerated() {
      let before = elements[k]
      let after = elements[k + 1]
      let touchesSuperview: Bool
      let first: Edge
      let second: Edge
      switch (before, after) {
      case (.superview, .view(let b, _)):
        (first, second, touchesSuperview) = (Edge(view: b, attribute: start), Edge(view: nil, attribute: start), true)
      case (.view(let a, _), .superview):
        (first, second, touchesSuperview) = (Edge(view: nil, attribute: end), Edge(view: a, attribute: end), true)
      case (.view(let a, _), .view(let b, _)):
        (first, second, touchesSuperview) = (Edge(view: b, attribute: start), Edge(view: a, attribute: end), false)
      default:
        throw Failure(reason: "two superviews side by side")
      }
      let spacing = touchesSuperview ? superviewSpacing : standardSpacing
      for p in connection.predicates ?? [Predicate(constant: spacing)] {
        if let name = p.view { throw Failure(reason: "metric \(name) is not in the metrics dictionary") }
        made.append(
          Constraint(
            first: first, relation: p.relation, second: second, constant: p.constant ?? 0, priority: p.priority))
      }
    }
    let names = elements.compactMap { element -> String? in
      if case .view(let name, _) = element { return name }
      return nil
    }
    for attribute in aligned {
      guard LayoutConstraint.isHorizontal(attribute) != horizontal else {
        throw Failure(
          reason: "alignAll options must be across the line (\(attribute) in an \(horizontal ? "H" : "V") line)")
      }
      for (a, b) in zip(names, names.dropFirst()) {
        made.append(
          Constraint(
            first: Edge(view: b, attribute: attribute), relation: .equal, second: Edge(view: a, attribute: attribute),
            constant: 0, priority: 1000))
      }
    }
    return made
  }

  /// The attributes of `alignAll…` flags named in an options expression's text
  /// (`.alignAllCenterY`, `[.alignAllTop, .alignAllBottom]`, `NSLayoutFormatAlignAllLeading`).
  static func alignments(inOptions text: String) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: "lignAll") {
      let word = rest[range.upperBound...].prefix { $0.isLetter }
      rest = rest[range.upperBound...]
      let attribute: String? =
        switch word {
        case "Left", "Leading": "leading"
        case "Right", "Trailing": "trailing"
        case "Top", "FirstBaseline": "top"
        case "Bottom", "Baseline", "LastBaseline": "bottom"
        case "CenterX": "centerX"
        case "CenterY": "centerY"
        default: nil
        }
      if let attribute, !found.contains(attribute) { found.append(attribute) }
    }
    return found
  }

  /// Reads the line's parts in order.
  private struct Reader {
    var text: Substring
    let metrics: [String: Double]

    var atEnd: Bool { text.isEmpty }

    mutating func take(_ c: Character) -> Bool {
      guard text.first == c else { return false }
      text = text.dropFirst()
      return true
    }

    /// Nothing (views touch), `-` (standard space) or `-predicates-`.
    mutating func connection() throws(Failure) -> Connection {
      guard take("-") else { return Connection(predicates: [Predicate(constant: 0)]) }
      if text.first == "[" || text.first == "|" || text.isEmpty { return Connection(predicates: nil) }
      let predicates = text.first == "(" ? try parenthesised() : [try predicate()]
      guard take("-") else { throw Failure(reason: "a space must end with `-` (at `\(text.prefix(12))`)") }
      return Connection(predicates: predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func view() throws(Failure) -> Element {
      guard take("[") else { throw Failure(reason: "expected `[view]` at `\(text.prefix(12))`") }
      let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      guard !name.isEmpty, name.first?.isNumber == false else {
        throw Failure(reason: "expected a view's name at `\(text.prefix(12))`")
      }
      text = text.dropFirst(name.count)
      let predicates = text.first == "(" ? try parenthesised() : []
      guard take("]") else { throw Failure(reason: "`[\(name)` is not closed with `]`") }
      return .view(name, predicates)
    }

    mutating func parenthesised() throws(Failure) -> [Predicate] {
      _ = take("(")
      var all = [try predicate()]
      while take(",") { all.append(try predicate()) }
      guard take(")") else { throw Failure(reason: "a predicate list is not closed with `)`") }
      return all
    }

    /// `(==|<=|>=)? (number | metric | view) (@priority)?`.
    mutating func predicate() throws(Failure) -> Predicate {
      var p = Predicate()
      for (word, relation) in [("==", ConstraintSolver.Relation.equal), ("<=", .lessOrEqual), (">=", .greaterOrEqual)]
      where text.hasPrefix(word) {
        p.relation = relation
        text = text.dropFirst(2)
      }
      guard let object = try value(allowingView: true) else {
        throw Failure(reason: "expected a number, metric or view at `\(text.prefix(12))`")
      }
      switch object {
      case .number(let x): p.constant = x
      case .view(let name): p.view = name
      }
      if take("@") {
        guard case .number(let x)? = try value(allowingView: false) else {
          throw Failure(reason: "a priority must be a number or metric")
        }
        p.priority = x
      }
      return p
    }

    enum Object {
      case number(Double)
      case view(String)
    }

    /// A number, a metric by name, or (when allowed) a view by name.
    mutating func value(allowingView: Bool) throws(Failure) -> Object? {
      let numeral = text.prefix { $0.isNumber || $0 == "." || $0 == "-" && text.first == "-" }
      if let x = Double(numeral), !numeral.isEmpty, numeral != "-" {
        text = text.dropFirst(numeral.count)
        return .number(x)
      }
      let name = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      guard !name.isEmpty else { return nil }
      text = text.dropFirst(name.count)
      if let x = metrics[name] { return .number(x) }
      guard allowingView else { throw Failure(reason: "metric \(name) is not in the metrics dictionary") }
      return .view(name)
    }
  }
}
