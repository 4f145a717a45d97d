/// The linear constraint solver Auto Layout is built on: Cassowary (Badros, Borning & Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), an incremental simplex
/// over equalities and inequalities, each either required or preferred with a weight. Required
/// constraints hold exactly; the weighted errors of the preferred ones are minimised together.
///
/// One solver is built per layout pass (constraints are only added, never edited or removed).
/// Choices between equal candidates go by symbol order, so a solve is deterministic.
struct ConstraintSolver {
  enum Relation { case equal, lessOrEqual, greaterOrEqual }

  /// `Σ coefficient × variable + constant`, over the solver's variables.
  struct Expression {
    var terms: [Int: Double] = [:]
    var constant = 0.0

    init(constant: Double = 0) { self.constant = constant }
    init(variable: Int, times coefficient: Double = 1) { terms[variable] = coefficient }

    static func + (a: Expression, b: Expression) -> Expression {
      var out = a
      out.constant += b.constant
      for (v, c) in b.terms { out.terms[v, default: 0] += c }
      return out
    }
    static func * (a: Expression, k: Double) -> Expression {
      var out = a
      out.constant *= k
      for v in out.terms.keys { out.terms[v]! *= k }
      return out
    }
    static func - (a: Expression, b: Expression) -> Expression { a + b * -1 }
    static func + (a: Expression, k: Double) -> Expression { a + Expression(constant: k) }
  }

  private enum Kind { case external, slack, error, dummy }

  /// `basic = constant + Σ cells` once solved for its basic symbol; `0 = …` before.
  private struct Row {
    var constant: Double
    var cells: [Int: Double] = [:]

    mutating func add(_ symbol: Int, _ coefficient: Double) {
      let sum = (cells[symbol] ?? 0) + coefficient
      cells[symbol] = abs(sum) < ConstraintSolver.epsilon ? nil : sum
    }
    mutating func add(_ row: Row, times k: Double) {
      constant += row.constant * k
      for (s, c) in row.cells { add(s, c * k) }
    }
    mutating func negate() {
      constant = -constant
      for s in cells.keys { cells[s]! = -cells[s]! }
    }
    /// `0 = self` solved for `symbol`: afterwards `symbol = self`.
    mutating func solve(for symbol: Int) {
      let k = -1 / (cells.removeValue(forKey: symbol) ?? 1)
      constant *= k
      for s in cells.keys { cells[s]! *= k }
    }
    /// `lhs = self` solved for `rhs`.
    mutating func solve(_ lhs: Int, for rhs: Int) {
      add(lhs, -1)
      solve(for: rhs)
    }
    mutating func substitute(_ symbol: Int, _ row: Row) {
      if let c = cells.removeValue(forKey: symbol) { add(row, times: c) }
    }
  }

  static let epsilon = 1e-8

  private var kinds: [Kind] = []
  private var rows: [Int: Row] = [:]
  private var objective = Row(constant: 0)
  private var artificial: Row?
  private var variables: [Int] = []

  /// A new unknown, by its index (0, 1, 2, …).
  mutating func newVariable() -> Int {
    variables.append(newSymbol(.external))
    return variables.count - 1
  }

  /// The value variable `v` has in the current solution (0 where nothing decides it).
  func value(_ v: Int) -> Double { rows[variables[v]]?.constant ?? 0 }

  /// The value `e` has in the current solution.
  func value(_ e: Expression) -> Double { e.terms.reduce(e.constant) { $0 + $1.value * value($1.key) } }

  /// Adds `expression relation 0`: required when `weight` is nil, else preferred with that
  /// weight. False, with nothing added, for a required constraint the ones before it make
  /// impossible (or a system without a bounded optimum).
  @discardableResult
  mutating func add(_ expression: Expression, _ relation: Relation, weight: Double? = nil) -> Bool {
    let saved = self
    guard insert(expression, relation, weight: weight) else {
      self = saved
      return false
    }
    return true
  }

  private mutating func newSymbol(_ kind: Kind) -> Int {
    kinds.append(kind)
    return kinds.count - 1
  }

  private mutating func insert(_ expression: Expression, _ relation: Relation, weight: Double?) -> Bool {
    var row = Row(constant: expression.constant)
    for (v, c) in expression.terms.sorted(by: { $0.key < $1.key }) {
      let s = variables[v]
      if let basic = rows[s] { row.add(basic, times: c) } else { row.add(s, c) }
    }
    var marker = -1
    var other = -1
    switch relation {
    case .lessOrEqual, .greaterOrEqual:
      let k = relation == .lessOrEqual ? 1.0 : -1.0
      marker = newSymbol(.slack)
      row.add(marker, k)
      if let weight {
        other = newSymbol(.error)
        row.add(other, -k)
        objective.add(other, weight)
      }
    case .equal:
      if let weight {
        marker = newSymbol(.error)
        other = newSymbol(.error)
        row.add(marker, -1)
        row.add(other, 1)
        objective.add(marker, weight)
        objective.add(other, weight)
      } else {
        marker = newSymbol(.dummy)
        row.add(marker, 1)
      }
    }
    if row.constant < 0 { row.negate() }
    var subject = chooseSubject(row, marker, other)
    if subject == nil, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
      guard abs(row.constant) < Self.epsilon else { return false }
      subject = marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows[subject] = row
    } else if !addWithArtificialVariable(row) {
      return false
    }
    return optimize(artificialObjective: false)
  }

  /// The symbol a new row is solved for: an unknown, else its slack or error when that can
  /// enter with a feasible value; nil when none can.
  private func chooseSubject(_ row: Row, _ marker: Int, _ other: Int) -> Int? {
    if let s = row.cells.keys.filter({ kinds[$0] == .external }).min() { return s }
    for s in [marker, other] where s >= 0 && (kinds[s] == .slack || kinds[s] == .error) {
      if (row.cells[s] ?? 0) < 0 { return s }
    }
    return nil
  }

  /// Phase one: a row no symbol can be solved for feasibly enters through an artificial
  /// variable, minimised to zero; false when it cannot be (the row is unsatisfiable).
  private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    let art = newSymbol(.slack)
    rows[art] = row
    artificial = row
    let bounded = optimize(artificialObjective: true)
    let success = bounded && abs(artificial?.constant ?? 1) < Self.epsilon
    artificial = nil
    if var basic = rows.removeValue(forKey: art) {
      if basic.cells.isEmpty { return success }
      guard let entering = basic.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else {
        return false
      }
      basic.solve(art, for: entering)
      substitute(entering, basic)
      rows[entering] = basic
    }
    for s in Array(rows.keys) { rows[s]!.cells[art] = nil }
    objective.cells[art] = nil
    return success
  }

  /// Primal simplex on the objective (or the artificial one): pivots until no symbol lowers
  /// it. False for an unbounded objective or one that does not settle.
  private mutating func optimize(artificialObjective: Bool) -> Bool {
    for _ in 0..<(4 * kinds.count + 100) {
      guard let goal = artificialObjective ? artificial : objective else { return true }
      guard let entering = goal.cells.filter({ kinds[$0.key] != .dummy && $0.value < 0 }).keys.min() else {
        return true
      }
      var leaving: Int?
      var ratio = Double.greatestFiniteMagnitude
      for s in rows.keys.sorted() where kinds[s] != .external {
        let c = rows[s]!.cells[entering] ?? 0
        if c < 0, -rows[s]!.constant / c < ratio {
          ratio = -rows[s]!.constant / c
          leaving = s
        }
      }
      guard let leaving, var row = rows.removeValue(forKey: leaving) else { return false }
      row.solve(leaving, for: entering)
      substitute(entering, row)
      rows[entering] = row
    }
    return false
  }

  /// Replaces `symbol` by `row` everywhere it appears.
  private mutating func substitute(_ symbol: Int, _ row: Row) {
    for s in Array(rows.keys) { rows[s]!.substitute(symbol, row) }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }
}
