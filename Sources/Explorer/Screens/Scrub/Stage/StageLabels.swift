import MediaTiming
import TermGrid

/// Names on the stage: each drawn layer's id in the free cells beside its box (right, else left),
/// the selected row's layer highlighted; what finds no room is named in a legend on the box's
/// bottom edge instead, with its colour.
extension StageView {
  /// Labels the drawn layers in `area` (after `render`), the one at `selectedPath` in the accent
  /// style; returns the layers whose label found no free cells, in drawing order.
  package func renderLabels(
    into grid: inout CellGrid, area: Rect, theme: Theme, selectedPath: String?
  )
    -> [StageLayer]
  {
    guard area.width > 0, area.height > 0 else { return [] }
    let map = mapping(in: area)
    var labelled: Set<String> = []
    var unplaced: [StageLayer] = []
    // The root is the stage itself; copies of a replicated layer share its name: one label each.
    for layer in layers.dropFirst() where layer.isVisible && !labelled.contains(layer.path) {
      labelled.insert(layer.path)
      guard layer.corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
      let cells = layer.corners.map(map.cell)
      let name = Self.name(layer.path)
      let style = layer.path == selectedPath ? theme.accent : theme.dim
      if !Self.place(name, beside: cells, into: &grid, area: area, style: style) { unplaced.append(layer) }
    }
    return unplaced
  }

  /// A layer's name on the stage: the last part of its path.
  static func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

  /// Puts `name` on the box's middle row one cell right of it, else one cell left, in cells that
  /// nothing was drawn in; cut with `…` to at least four cells. False when neither side has room.
  static func place(
    _ name: String, beside cells: [SIMD2<Double>], into grid: inout CellGrid, area: Rect, style: CellStyle
  )
    -> Bool
  {
    let xs = cells.map(\.x)
    let ys = cells.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return false }
    let row = Int(((minY + maxY) / 2).rounded(.down).clamped(to: Double(area.y)...Double(area.maxY - 1)))
    let length = name.unicodeScalars.count
    let shortest = min(length, 4)
    func isFree(_ x: Int) -> Bool { area.contains(x: x, y: row) && grid[x, row].glyph == " " }
    // Right: from one cell after the box, as far as the cells stay free.
    let rightStart = Int(maxX.rounded(.up).clamped(to: -1e6...1e6)) + 1
    var end = rightStart
    while end < rightStart + length, isFree(end) { end += 1 }
    if end - rightStart >= shortest {
      grid.put(truncate(name, to: end - rightStart), x: rightStart, y: row, style: style, clip: area)
      return true
    }
    // Left: ending one cell before the box.
    let leftEnd = Int(minX.rounded(.down).clamped(to: -1e6...1e6)) - 2
    var start = leftEnd + 1
    while start > leftEnd + 1 - length, isFree(start - 1) { start -= 1 }
    if leftEnd + 1 - start >= shortest {
      grid.put(truncate(name, to: leftEnd + 1 - start), x: start, y: row, style: style, clip: area)
      return true
    }
    return false
  }
}

extension Comparable {
  fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
