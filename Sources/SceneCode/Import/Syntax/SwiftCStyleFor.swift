import SwiftParser
import SwiftSyntax

/// Swift 2's C-style loop, `for var i = 0; i < n; ++i { … }`, which today's parser keeps only
/// as an error: its three clauses are parsed again on their own, at their own positions (the
/// source before a clause blanked to spaces, lines kept), and read as `initial; condition; step`.
extension SwiftProgramReader {
  func cStyleFor(_ f: ForStmtSyntax) -> SourceStatement? {
    let start = f.forKeyword.endPositionBeforeTrailingTrivia.utf8Offset
    let end = f.body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    guard start < end, end <= bytes.count else { return nil }
    var clauses: [Range<Int>] = []
    var depth = 0
    var from = start
    for i in start..<end {
      switch bytes[i] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: ";") where depth == 0:
        clauses.append(from..<i)
        from = i + 1
      default: break
      }
    }
    clauses.append(from..<end)
    guard clauses.count == 3 else { return nil }
    let at = site(f)
    let condition = parsed(clauses[1]).first.flatMap { item -> CodeExpression? in
      if case .expr(let e) = item.item { return expression(e) }
      return nil
    }
    return .forLoop(
      initial: statements(parsed(clauses[0])), condition: condition, step: step(clauses[2], at),
      body: statements(f.body.statements), at)
  }

  /// `++i`, `i++`, `--i`, `i--` (gone from Swift 3) as `i += 1`; anything else as written.
  func step(_ clause: Range<Int>, _ at: CodeSite) -> [SourceStatement] {
    let text = String(decoding: bytes[clause], as: UTF8.self).filter { !$0.isWhitespace }
    for op in ["++", "--"] where text.hasPrefix(op) || text.hasSuffix(op) {
      let name = String(text.hasPrefix(op) ? text.dropFirst(2) : text.dropLast(2))
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { break }
      return [.assign(.name(name), op: op == "++" ? "+=" : "-=", .number(1), at)]
    }
    return statements(parsed(clause))
  }

  /// The statements of the bytes in `clause`, parsed where they stand in the file.
  func parsed(_ clause: Range<Int>) -> CodeBlockItemListSyntax {
    var padded = [UInt8](repeating: UInt8(ascii: " "), count: clause.upperBound)
    for i in 0..<clause.lowerBound where bytes[i] == 10 { padded[i] = 10 }
    padded.replaceSubrange(clause, with: bytes[clause])
    return padded.withUnsafeBufferPointer { Parser.parse(source: $0) }.statements
  }
}
