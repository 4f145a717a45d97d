/// Block-element helpers: eighth blocks for sub-cell bars and half blocks for two colours per cell.
public enum Blocks {
  /// Left-aligned partial blocks by eighths, index 0 (empty) … 8 (full).
  public static let eighths: [Unicode.Scalar] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

  /// The glyphs of a horizontal bar `fraction` (0...1) of `width` cells long, to 1/8 cell:
  /// full blocks, one partial block, then spaces. ASCII: `#` for cells at least half full.
  public static func bar(fraction: Double, width: Int, unicode: Bool = true) -> [Unicode.Scalar] {
    guard width > 0 else { return [] }
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let eighthsTotal = Int((clamped * Double(width * 8)).rounded())
    return (0..<width).map { column in
      let filled = min(8, max(0, eighthsTotal - column * 8))
      if unicode { return eighths[filled] }
      return filled >= 4 ? "#" : " "
    }
  }

  /// One cell showing two colours side by side (left half, right half); nil is "nothing there".
  /// Equal colours give a full block; ASCII themes get `#` for any colour.
  public static func halfCell(left: RGB?, right: RGB?, unicode: Bool = true) -> Cell {
    guard unicode else { return left == nil && right == nil ? .blank : Cell("#") }
    switch (left, right) {
    case (nil, nil): return .blank
    case (let l?, nil): return Cell("▌", style: CellStyle(foreground: l))
    case (nil, let r?): return Cell("▐", style: CellStyle(foreground: r))
    case (let l?, let r?) where l == r: return Cell("█", style: CellStyle(foreground: l))
    case (let l?, let r?): return Cell("▌", style: CellStyle(foreground: l, background: r))
    }
  }
}
