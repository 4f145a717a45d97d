import Testing

@testable import SceneCode

/// The Cassowary solver under Auto Layout, on systems small enough to solve by hand: required
/// equalities and inequalities hold exactly, preferred ones as closely as the weights say, a
/// required constraint that contradicts the earlier ones is refused and leaves them as they were.
@Suite("Constraint solver")
struct ConstraintSolverTests {
  typealias E = ConstraintSolver.Expression

  /// x + y = 10 and x − y = 4 (required): x = 7, y = 3.
  @Test func requiredEqualitiesAreSolvedTogether() {
    var s = ConstraintSolver()
    let x = s.newVariable()
    let y = s.newVariable()
    let taken1 = s.add(E(variable: x) + E(variable: y) + -10, .equal)
    #expect(taken1)
    let taken2 = s.add(E(variable: x) - E(variable: y) + -4, .equal)
    #expect(taken2)
    #expect(abs(s.value(x) - 7) < 1e-9)
    #expect(abs(s.value(y) - 3) < 1e-9)
  }

  /// A preferred x = 50 (weight 1) against a required x ≤ 30: x is 30. A stronger preferred
  /// x = 10 (weight 100) beside a weaker x = 20 (weight 1): x is 10.
  @Test func requiredBoundsAndStrongerPreferencesWin() {
    var s = ConstraintSolver()
    let x = s.newVariable()
    s.add(E(variable: x) + -50, .equal, weight: 1)
    let taken3 = s.add(E(variable: x) + -30, .lessOrEqual)
    #expect(taken3)
    #expect(abs(s.value(x) - 30) < 1e-9)

    var t = ConstraintSolver()
    let y = t.newVariable()
    t.add(E(variable: y) + -20, .equal, weight: 1)
    t.add(E(variable: y) + -10, .equal, weight: 100)
    #expect(abs(t.value(y) - 10) < 1e-9)
  }

  /// x = 5 then x = 6, both required: the second is refused, x stays 5; a later satisfiable
  /// constraint is still taken.
  @Test func aContradictingRequiredConstraintIsRefused() {
    var s = ConstraintSolver()
    let x = s.newVariable()
    let y = s.newVariable()
    let taken4 = s.add(E(variable: x) + -5, .equal)
    #expect(taken4)
    let taken5 = s.add(E(variable: x) + -6, .equal)
    #expect(!taken5)
    #expect(abs(s.value(x) - 5) < 1e-9)
    let taken6 = s.add(E(variable: y) - E(variable: x) * 2, .equal)
    #expect(taken6)
    #expect(abs(s.value(y) - 10) < 1e-9)
    // x ≥ 8 contradicts x = 5 through an inequality (phase one finds no feasible point).
    let taken7 = s.add(E(variable: x) + -8, .greaterOrEqual)
    #expect(!taken7)
    #expect(abs(s.value(x) - 5) < 1e-9)
  }

  /// A button as wide as its parts, `b = 21 + i + 10.5 + 47 + 21` (required), both sizes weakly
  /// kept at 0 and weakly (but far more) not negative: the image is 0 wide, the button 99.5.
  @Test func aWeakNonNegativeSizeBeatsWeakerStays() {
    var s = ConstraintSolver()
    let b = s.newVariable()
    let i = s.newVariable()
    let taken8 = s.add(E(variable: b) - E(variable: i) + -99.5, .equal)
    #expect(taken8)
    for v in [b, i] {
      s.add(E(variable: v), .greaterOrEqual, weight: 0.1)
      s.add(E(variable: v), .equal, weight: 2e-4)
    }
    #expect(abs(s.value(i)) < 1e-9)
    #expect(abs(s.value(b) - 99.5) < 1e-9)
  }

  /// Two views side by side filling 300 points, each hugging its content (100 and 60) at 250
  /// and resisting compression at 750: the space left (140) goes to one of them, the other
  /// keeps its content size, and the total holds.
  @Test func huggingAndCompressionShareTheSpace() {
    var s = ConstraintSolver()
    let a = s.newVariable()
    let b = s.newVariable()
    let taken9 = s.add(E(variable: a) + E(variable: b) + -300, .equal)
    #expect(taken9)
    for (v, size, hug) in [(a, 100.0, 250.0), (b, 60.0, 251.0)] {
      s.add(E(variable: v) + -size, .lessOrEqual, weight: CodeInterpreter.layoutWeight(hug))
      s.add(E(variable: v) + -size, .greaterOrEqual, weight: CodeInterpreter.layoutWeight(750))
    }
    // b hugs harder (251): a stretches.
    #expect(abs(s.value(a) - 240) < 1e-9)
    #expect(abs(s.value(b) - 60) < 1e-9)
  }
}
