/// Linear equations over a layout's unknown edges, solved together: what propagating one
/// constraint at a time cannot find (a container as tall as the views stacked in it, centred:
/// its top, each view's edges and its bottom depend on one another). Each equation is
/// `Σ coefficient × variable = constant`; a variable is determined when elimination leaves a row
/// with it alone.
struct LinearLayout {
  /// Coefficients by variable index, and the right-hand side.
  struct Equation {
    var terms: [Int: Double]
    var constant: Double
  }

  var equations: [Equation] = []
  var variableCount = 0

  /// The values elimination determines (reduced row echelon form, partial pivoting), by variable;
  /// none for an inconsistent system (equations contradicting each other).
  func determined() -> [Int: Double] {
    guard variableCount > 0, !equations.isEmpty else { return [:] }
    var rows: [[Double]] = equations.map { e in
      var row = [Double](repeating: 0, count: variableCount + 1)
      for (v, c) in e.terms where v < variableCount { row[v] += c }
      row[variableCount] = e.constant
      return row
    }
    let epsilon = 1e-9
    var pivotRow = 0
    var pivots: [(row: Int, column: Int)] = []
    for column in 0..<variableCount where pivotRow < rows.count {
      guard let best = (pivotRow..<rows.count).max(by: { abs(rows[$0][column]) < abs(rows[$1][column]) }),
        abs(rows[best][column]) > epsilon
      else { continue }
      rows.swapAt(pivotRow, best)
      let p = rows[pivotRow][column]
      for k in 0...variableCount { rows[pivotRow][k] /= p }
      for r in rows.indices where r != pivotRow && abs(rows[r][column]) > epsilon {
        let f = rows[r][column]
        for k in 0...variableCount { rows[r][k] -= f * rows[pivotRow][k] }
      }
      pivots.append((pivotRow, column))
      pivotRow += 1
    }
    // A row of zeros equal to something else: the constraints conflict; nothing is trusted.
    for r in pivotRow..<rows.count where abs(rows[r][variableCount]) > 1e-6 * max(1, abs(rows[r][variableCount])) {
      return [:]
    }
    var out: [Int: Double] = [:]
    for (row, column) in pivots {
      let others = (0..<variableCount).contains { $0 != column && abs(rows[row][$0]) > epsilon }
      if !others, rows[row][variableCount].isFinite { out[column] = rows[row][variableCount] }
    }
    return out
  }
}
