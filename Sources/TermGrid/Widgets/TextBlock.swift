/// Lines of styled text, one per row from the top, clipped to the area.
public struct TextBlock: Widget {
  public var lines: [Line]

  public init(_ lines: [Line]) { self.lines = lines }

  public func render(into grid: inout CellGrid, area: Rect, theme: Theme) {
    for (index, line) in lines.prefix(area.height).enumerated() {
      grid.put(line, x: area.x, y: area.y + index, clip: area)
    }
  }
}
