import Testing

@testable import TermGrid

@Suite("Timeline widget")
struct TimelineWidgetTests {
  static let orange = RGB(255, 149, 0)
  static let blue = RGB(0, 0, 255)

  /// One letter per cell: O orange, B blue, M a mix, . no colour.
  func colors(_ grid: CellGrid, row: Int) -> String {
    String(
      (0..<grid.width).map { x -> Character in
        switch grid[x, row].style.foreground {
        case Self.orange?: "O"
        case Self.blue?: "B"
        case nil: "."
        default: "M"
        }
      })
  }

  // Span 0...4 over an 8-column strip: half cells are 0.25 s wide. Label "a" gives a label column
  // of 4 + 3 = 7, so the strip is columns 7...14 (width 16 − 7 − 1). Samples: filling orange for
  // 0–1 s (4 halves), active orange→blue for 1–2.5 s (6 halves), absent after. The widget owns its
  // whole area (the sentinel is gone): row 0 is the (empty) playhead row, row 1 the strip, row 2
  // the marks (edges at 1 s → column 7 + 2 = 9 and 2.5 s → 7 + 5 = 12), row 3 the ruler, whose
  // step is 5 s here (2 columns per second: 1 s and 2 s ticks would crowd), so only "0s" shows.
  @Test func stripPicture() {
    var samples: [Timeline.Sample] = Array(repeating: .filling(Self.orange, progress: 0), count: 4)
    samples += [.active(Self.orange, progress: 0), .active(Self.orange, progress: 0.2)]
    samples += [.active(RGB(120, 70, 120), progress: 0.5), .active(RGB(120, 70, 120), progress: 0.5)]
    samples += [.active(Self.blue, progress: 0.9), .active(Self.blue, progress: 1)]
    samples += Array(repeating: .absent, count: 6)
    let row = Timeline.Row(
      label: "a", samples: samples, marks: [.init(time: 1, kind: .edge), .init(time: 2.5, kind: .edge)])
    var grid = CellGrid(width: 16, height: 4, fill: Cell("x"))
    Timeline(rows: [row], span: 0...4, playhead: nil).render(into: &grid, area: grid.bounds, theme: Theme())
    #expect(
      grid.text(in: grid.bounds)
        == [
          "                ",
          "  a    ▒▒███    ",
          "         │  │   ",
          "       ╵0s      ",
        ].joined(separator: "\n"))
    // Colours of the strip columns 7...14: O orange, M the mix, B blue, . none.
    #expect(String(colors(grid, row: 1).dropFirst(7).prefix(8)) == "OOOMB...")
  }

  // Without colour, progress is drawn as density and fill as a dashed texture.
  @Test func monochromeStrip() {
    let samples: [Timeline.Sample] = [
      .filling(Self.orange, progress: 0), .filling(Self.orange, progress: 0), .active(Self.orange, progress: 0.1),
      .active(Self.orange, progress: 0.1), .active(Self.blue, progress: 1), .active(Self.blue, progress: 1),
    ]
    var grid = CellGrid(width: 11, height: 3)
    Timeline(rows: [Timeline.Row(label: "a", samples: samples)], span: 0...3, playhead: nil)
      .render(into: &grid, area: grid.bounds, theme: Theme(color: false))
    #expect(grid.text(in: grid.bounds.row(1)).hasPrefix("  a    ┄░█"))
  }

  // The playhead: a marker with the time above, a bar through the strip at its column.
  @Test func playhead() {
    let samples = Array(repeating: Timeline.Sample.active(Self.blue, progress: 1), count: 16)
    var grid = CellGrid(width: 16, height: 4)
    Timeline(rows: [Timeline.Row(label: "a", samples: samples)], span: 0...4, playhead: 2)
      .render(into: &grid, area: grid.bounds, theme: Theme())
    // t = 2 is column 7 + 2/4 × 8 = 11.
    #expect(grid[11, 0].glyph == "▼")
    #expect(grid[11, 1].glyph == "┃")
    #expect(grid[11, 1].style.background == Self.blue)
  }

  @Test func tickSteps() {
    #expect(Timeline.tickStep(span: 4, columns: 80) == 1)
    #expect(Timeline.tickStep(span: 1, columns: 80) == 0.25)
    #expect(Timeline.tickStep(span: 60, columns: 80) == 5)
    #expect(Timeline.tickStep(span: 3600, columns: 80) == 300)
  }

  @Test func geometryMapsColumnsAndTimes() {
    let geometry = Timeline.geometry(in: Rect(x: 0, y: 0, width: 16, height: 4), labels: ["a"], span: 0...4)
    #expect(geometry.strip == Rect(x: 7, y: 1, width: 8, height: 2))
    #expect(geometry.time(atColumn: 7) == 0.25)
    #expect(geometry.column(at: 2) == 4)
    #expect(geometry.rowIndex(atY: 2) == 0)
    #expect(geometry.rowIndex(atY: 3) == nil)
  }
}
