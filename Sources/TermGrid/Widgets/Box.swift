/// A border with a title in the top edge: `┌ Title ───┐` (`+ Title ---+` without Unicode).
public struct Box: Widget {
  public var title: String
  public var highlighted: Bool

  public init(title: String = "", highlighted: Bool = false) {
    self.title = title
    self.highlighted = highlighted
  }

  /// The area inside the border.
  public static func inner(_ area: Rect) -> Rect { area.inset(by: 1) }

  public func render(into grid: inout CellGrid, area: Rect, theme: Theme) {
    guard area.width >= 2, area.height >= 2 else { return }
    let style = highlighted ? theme.accent : theme.border
    let g:
      (
        tl: Unicode.Scalar, tr: Unicode.Scalar, bl: Unicode.Scalar, br: Unicode.Scalar, h: Unicode.Scalar,
        v: Unicode.Scalar
      ) =
        theme.unicode ? ("╭", "╮", "╰", "╯", "─", "│") : ("+", "+", "+", "+", "-", "|")
    for x in area.x + 1..<area.maxX - 1 {
      grid.put(g.h, x: x, y: area.y, style: style)
      grid.put(g.h, x: x, y: area.maxY - 1, style: style)
    }
    for y in area.y + 1..<area.maxY - 1 {
      grid.put(g.v, x: area.x, y: y, style: style)
      grid.put(g.v, x: area.maxX - 1, y: y, style: style)
    }
    grid.put(g.tl, x: area.x, y: area.y, style: style)
    grid.put(g.tr, x: area.maxX - 1, y: area.y, style: style)
    grid.put(g.bl, x: area.x, y: area.maxY - 1, style: style)
    grid.put(g.br, x: area.maxX - 1, y: area.maxY - 1, style: style)
    if !title.isEmpty && area.width > 4 {
      let clip = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
      // A title longer than the top edge ends in an ellipsis; one that fits up to the corner (its
      // closing space left out) is whole.
      let shown = title.unicodeScalars.count <= area.width - 3 ? title : truncate(title, to: area.width - 4)
      grid.put(" " + shown + " ", x: area.x + 1, y: area.y, style: highlighted ? theme.accent : theme.title, clip: clip)
    }
  }
}
