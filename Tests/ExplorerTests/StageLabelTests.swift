import Explorer
import MediaTiming
import Scenes
import TermGrid
import Testing

/// Layer names on the stage: beside each box, else in the legend on the box's bottom edge.
/// Stages of 40 × 20 pt drawn into 40 × 10 cells: 1 cell = 1 pt across, 2 pt down.
@Suite("Stage labels")
struct StageLabelTests {
  func box(_ id: String, x: Double, y: Double, width: Double = 4) -> Layer {
    Layer(
      id: id,
      properties: [
        PropertyValue("position", .point(x, y)), PropertyValue("bounds", .rect(0, 0, width, 4)),
        PropertyValue("backgroundColor", .color(RGBColor(red: 1, green: 0, blue: 0))),
      ])
  }

  func render(_ sublayers: [Layer], selected: String? = nil) -> (grid: CellGrid, unplaced: [String]) {
    let root = Layer(
      id: "root", sublayers: sublayers,
      properties: [PropertyValue("bounds", .rect(0, 0, 40, 20)), PropertyValue("position", .point(20, 10))])
    let layers = StageLayer.layers(root, presentation: root.presentation(atMediaTime: 0), mediaTime: 0)
    var grid = CellGrid(width: 40, height: 10, fill: Cell(" "))
    let area = Rect(x: 0, y: 0, width: 40, height: 10)
    let stage = StageView(layers: layers)
    stage.render(into: &grid, area: area, theme: Theme(color: false))
    let unplaced = stage.renderLabels(into: &grid, area: area, theme: Theme(color: false), selectedPath: selected)
    return (grid, unplaced.map(\.path))
  }

  func row(_ grid: CellGrid, _ y: Int) -> String {
    String(String.UnicodeScalarView((0..<grid.width).map { grid[$0, y].glyph }))
  }

  // A box from x = 8 to 12 pt (cells 8–11) and y = 4 to 8 pt (rows 2–3): its middle row is
  // (2 + 4) / 2 = 3; the name starts one cell after the box's right edge (12), at 13.
  @Test func aNameGoesRightOfItsBox() {
    let (grid, unplaced) = render([box("first", x: 10, y: 6)])
    #expect(unplaced.isEmpty)
    #expect(row(grid, 3).dropFirst(13).hasPrefix("first"), "\(row(grid, 3))")
  }

  // A box against the right edge (34 … 38 pt): four free cells are not enough on the right, so
  // the name ends one cell before the box: "last" takes cells 29–32 (32 = 34 − 2).
  @Test func aNameGoesLeftWhenTheRightIsFull() {
    let (grid, _) = render([box("last", x: 36, y: 6)])
    let text = row(grid, 3)
    #expect(Array(text.unicodeScalars)[29..<33].map(Character.init) == Array("last"), "\(text)")
  }

  // Two boxes as wide as the stage on the same rows: no cell beside either is free, so neither is
  // labelled on the stage and both go to the legend, in drawing order.
  @Test func namesWithoutRoomGoToTheLegend() throws {
    let (_, unplaced) = render([box("under", x: 20, y: 6, width: 40), box("over", x: 20, y: 6, width: 40)])
    #expect(unplaced == ["root/under", "root/over"])
    // The explorer draws the legend on the stage box's bottom edge.
    let scene = try Scene.parseNotation(
      "layer bounds=[0, 0, 40, 20] position=[20, 10]; sublayer under position=[20, 6] bounds=[0, 0, 40, 4] backgroundColor=#FF0000; sublayer over position=[20, 6] bounds=[0, 0, 40, 4] backgroundColor=#00FF00; keyPath=opacity from=1 to=0 duration=1"
    )
    let text = ExplorerView.render(ExplorerState(scene: scene, width: 100, height: 30), theme: Theme(color: false)).text
    #expect(text.contains("╰ ■ under ■ over ─"), "\(text)")
  }

  // The selected row's layer is named in the accent style, the others dimmed.
  @Test func theSelectedLayersNameStandsOut() {
    let (grid, _) = render([box("a", x: 10, y: 6), box("b", x: 10, y: 14)], selected: "root/b")
    let theme = Theme(color: false)
    #expect(grid[13, 3].glyph == "a" && grid[13, 3].style == theme.dim)
    #expect(grid[13, 7].glyph == "b" && grid[13, 7].style == theme.accent)
  }
}
