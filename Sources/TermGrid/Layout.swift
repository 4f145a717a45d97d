/// Splits a `Rect` into rows or columns by constraints (ratatui's `Layout`, reduced to what the
/// explorer needs): fixed sizes first, then the rest shared among `fill` weights.
public enum Layout {
  public enum Constraint: Hashable, Sendable {
    /// Exactly this many cells (less when there is not room).
    case fixed(Int)
    /// A share of what the fixed parts leave, by weight.
    case fill(Int)
  }

  /// Rows of `rect`, top to bottom, with `spacing` blank rows between them.
  public static func rows(_ rect: Rect, _ constraints: [Constraint], spacing: Int = 0) -> [Rect] {
    sizes(total: rect.height, constraints, spacing: spacing).map {
      Rect(x: rect.x, y: rect.y + $0.offset, width: rect.width, height: $0.size)
    }
  }

  /// Columns of `rect`, left to right, with `spacing` blank columns between them.
  public static func columns(_ rect: Rect, _ constraints: [Constraint], spacing: Int = 0) -> [Rect] {
    sizes(total: rect.width, constraints, spacing: spacing).map {
      Rect(x: rect.x + $0.offset, y: rect.y, width: $0.size, height: rect.height)
    }
  }

  static func sizes(total: Int, _ constraints: [Constraint], spacing: Int) -> [(offset: Int, size: Int)] {
    let gaps = max(0, constraints.count - 1) * spacing
    var remaining = max(0, total - gaps)
    var sizes = Array(repeating: 0, count: constraints.count)
    for (index, constraint) in constraints.enumerated() {
      if case .fixed(let size) = constraint {
        sizes[index] = min(max(0, size), remaining)
        remaining -= sizes[index]
      }
    }
    let weights = constraints.map { constraint -> Int in
      if case .fill(let weight) = constraint { return max(0, weight) }
      return 0
    }
    let totalWeight = weights.reduce(0, +)
    if totalWeight > 0 {
      var given = 0
      var seen = 0
      for (index, weight) in weights.enumerated() where weight > 0 {
        seen += weight
        let upTo = remaining * seen / totalWeight
        sizes[index] = upTo - given
        given = upTo
      }
    }
    var offset = 0
    return sizes.map { size in
      defer { offset += size + spacing }
      return (offset, size)
    }
  }
}
