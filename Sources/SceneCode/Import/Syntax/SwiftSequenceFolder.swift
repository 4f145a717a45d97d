import SwiftSyntax

/// Swift's operator sequences (`a + b * c`, `x = y ?? 0`, `c ? a : b`, `v as! CGFloat`), which
/// the parser leaves flat, folded by the standard library's precedence groups straight into
/// `CodeExpression`s. Folding the syntax tree itself (`SwiftOperators`) rebuilt every node of a
/// file and took a fifth of an import's time; this keeps the tree, so positions stay exact.
extension SwiftProgramReader {
  /// The standard precedence groups (higher binds tighter) and which associate to the right.
  static func precedence(_ op: String) -> (level: Int, right: Bool) {
    switch op {
    case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=": return (90, true)
    case "?:": return (100, true)
    case "||": return (110, false)
    case "&&": return (120, false)
    case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return (130, false)
    case "??": return (131, true)
    case "as", "as?", "as!", "is": return (132, false)
    case "..<", "...": return (135, false)
    case "+", "-", "|", "^", "&+", "&-": return (140, false)
    case "*", "/", "%", "&", "&*": return (150, false)
    case "<<", ">>": return (160, false)
    default: return (140, false)  // a custom operator: read as an addition-like one
    }
  }

  /// One sequence as an expression: operands and operators, climbed by precedence.
  func fold(_ sequence: SequenceExprSyntax) -> CodeExpression {
    // A sequence spread over many lines escapes the per-line guard: the same bound here.
    guard sequence.elements.count <= 2 * SourceDepthGuard.maximumOperators + 1 else {
      return .opaque("an expression chaining more than \(SourceDepthGuard.maximumOperators) operators")
    }
    var operands: [CodeExpression] = []
    var operators: [(op: String, middle: CodeExpression?)] = []
    for (index, element) in sequence.elements.enumerated() {
      if index % 2 == 0 {
        operands.append(expression(element))
      } else if let binary = element.as(BinaryOperatorExprSyntax.self) {
        operators.append((binary.operator.text, nil))
      } else if element.is(AssignmentExprSyntax.self) {
        operators.append(("=", nil))
      } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
        operators.append(("?:", expression(ternary.thenExpression)))
      } else if let cast = element.as(UnresolvedAsExprSyntax.self) {
        operators.append(("as" + (cast.questionOrExclamationMark?.text ?? ""), nil))
      } else if element.is(UnresolvedIsExprSyntax.self) {
        operators.append(("is", nil))
      } else if let binary = element.as(BinaryOperatorExprSyntax.self) {
        operators.append((binary.operator.text, nil))
      } else {
        operators.append((source(element), nil))
      }
    }
    guard operands.count == operators.count + 1 else { return .opaque(source(sequence)) }
    var next = 0
    return climb(&next, operands, operators, minimum: 0)
  }

  /// Precedence climbing from operand `next`: operators binding at least `minimum` are taken.
  private func climb(
    _ next: inout Int, _ operands: [CodeExpression], _ operators: [(op: String, middle: CodeExpression?)],
    minimum: Int
  ) -> CodeExpression {
    var left = operands[next]
    while next < operators.count {
      let (op, middle) = operators[next]
      let (level, right) = Self.precedence(op)
      guard level >= minimum else { break }
      next += 1
      let rhs = climb(&next, operands, operators, minimum: right ? level : level + 1)
      switch op {
      case "?:": left = .ternary(left, middle ?? .opaque("?"), rhs)
      case "as", "as!": break  // the value is what matters
      case "as?": left = .binary("as?", left, rhs)  // nil when it plainly is not one
      case "is": left = .binary("is", left, rhs)  // true or false when plainly known
      default: left = .binary(op, left, rhs)
      }
    }
    return left
  }
}
