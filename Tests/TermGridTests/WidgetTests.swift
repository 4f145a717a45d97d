import Testing

@testable import TermGrid

/// Widgets drawn on a grid filled with a sentinel `x`: the `x`s left show which cells a widget did
/// not touch (ratatui's test style). Pictures are small enough to derive by hand.
@Suite("Widgets")
struct WidgetTests {
  func sentinel(_ width: Int, _ height: Int) -> CellGrid { CellGrid(width: width, height: height, fill: Cell("x")) }

  /// A title longer than the top edge ends in an ellipsis inside the corners; one that reaches the
  /// corner exactly is whole.
  @Test func boxTitlesThatDoNotFit() {
    var grid = sentinel(10, 2)
    Box(title: "Hello world").render(into: &grid, area: Rect(x: 0, y: 0, width: 10, height: 2), theme: Theme())
    #expect(grid.text == "╭ Hello… ╮\n╰────────╯")
    grid = sentinel(10, 2)
    Box(title: "Hello w").render(into: &grid, area: Rect(x: 0, y: 0, width: 10, height: 2), theme: Theme())
    #expect(grid.text == "╭ Hello w╮\n╰────────╯")
  }

  /// Messages too long for the status line are cut between words, with no separator left
  /// dangling; a first word wider than the line is cut inside it.
  @Test func truncatingAtWords() {
    #expect(truncateAtWord("the lab shows easeOut · a applies it", to: 22) == "the lab shows easeOut…")
    #expect(truncateAtWord("the lab shows easeOut · a applies it", to: 25) == "the lab shows easeOut…")
    #expect(truncateAtWord("short", to: 10) == "short")
    #expect(truncateAtWord("unbreakable-word here", to: 8) == "unbreak…")
  }

  @Test func box() {
    var grid = sentinel(8, 4)
    Box(title: "Hi").render(into: &grid, area: Rect(x: 1, y: 0, width: 6, height: 3), theme: Theme())
    #expect(
      grid.text == """
        x╭ Hi ╮x
        x│xxxx│x
        x╰────╯x
        xxxxxxxx
        """)
    var ascii = sentinel(4, 2)
    Box().render(into: &ascii, area: ascii.bounds, theme: Theme(unicode: false))
    #expect(ascii.text == "+--+\n+--+")
  }

  // Width 18, label "t": the track starts at column 3 (after "t", a gap and "├") and is
  // 18 − 2 − 3 − 1 ("v") − 1 = 11 cells; value 1 of 0...2 fills 5.5 cells = 5 full + "▌"; "┤" at
  // column 14, the value at column 16; columns 1, 15 and 17 are untouched.
  @Test func slider() {
    var grid = sentinel(18, 1)
    let slider = Slider(label: "t", value: 1, range: 0...2, valueText: "v")
    slider.render(into: &grid, area: grid.bounds, theme: Theme())
    #expect(slider.track(in: grid.bounds).x == 3)
    #expect(slider.track(in: grid.bounds).width == 11)
    #expect(grid.text == "tx├█████▌─────┤xvx")
  }

  @Test func helpBarDropsWhatDoesNotFit() {
    var grid = sentinel(20, 1)
    HelpBar([("a", "one"), ("b", "two"), ("c", "three")]).render(into: &grid, area: grid.bounds, theme: Theme())
    #expect(grid.text == "a one · b twoxxxxxxx")
  }

  @Test func textBlockClips() {
    var grid = sentinel(5, 2)
    TextBlock([[Span("abcdefg")], [Span("h")], [Span("never")]]).render(
      into: &grid, area: Rect(x: 1, y: 0, width: 3, height: 2), theme: Theme())
    #expect(grid.text == "xabcx\nxhxxx")
  }

  // The colour bar samples its 2 × width half cells from 0 to 1 inclusive: with 2 cells the
  // fractions are 0, 1/3, 2/3, 1. The marker at 0.5 sits in column floor(0.5 × 2) = 1.
  @Test func colorBar() {
    var grid = sentinel(2, 3)
    var asked: [Double] = []
    let strip = ColorBar.Strip(label: "sRGB") { fraction in
      asked.append(fraction)
      return fraction < 0.5 ? RGB(255, 0, 0) : RGB(0, 0, 255)
    }
    ColorBar(strips: [strip], marker: 0.5, fromLabel: "a", toLabel: "b").render(
      into: &grid, area: grid.bounds, theme: Theme())
    #expect(asked == [0, 1.0 / 3, 2.0 / 3, 1])
    #expect(grid[0, 0] == Cell("█", style: CellStyle(foreground: RGB(255, 0, 0))))
    #expect(grid[1, 0] == Cell("█", style: CellStyle(foreground: RGB(0, 0, 255))))
    #expect(grid[1, 1].glyph == "▲")
    #expect(grid.text(in: grid.bounds.row(2)) == "ab")
  }

  @Test func colorBarMarkerOutsideRangePointsOffTheEnd() {
    var grid = sentinel(12, 3)
    let strip = ColorBar.Strip(label: "sRGB") { _ in RGB(0, 0, 0) }
    ColorBar(strips: [strip], marker: 1.25, fromLabel: "", toLabel: "").render(
      into: &grid, area: grid.bounds, theme: Theme())
    #expect(grid.text(in: grid.bounds.row(1)).hasSuffix("1.250 ▶"))
  }

  // Linear curve on a 4×2 plot (8×8 dots) with labels: the dots run from bottom-left to top-right.
  @Test func curvePlotLinear() {
    var grid = CellGrid(width: 6, height: 3)
    var plot = CurvePlot(function: { $0 })
    plot.yRange = 0...1
    plot.render(into: &grid, area: grid.bounds, theme: Theme())
    let lines = grid.text(in: grid.bounds).split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("1 "))
    #expect(lines[1].hasPrefix("0 "))
    #expect(lines[2] == "  0  1")
    // The top-right cell holds the curve's end (a braille glyph), the bottom-left its start.
    #expect(grid[5, 0].glyph.value >= 0x2800 && grid[5, 0].glyph.value <= 0x28FF)
    #expect(grid[2, 1].glyph.value >= 0x2801)
  }

  @Test func curvePlotFitsOvershoot() {
    let plot = CurvePlot(function: { x in 1.5 * x - 0.25 })
    #expect(plot.fittedRange() == -0.25...1.25)
  }

  @Test func curvePlotCurrentDotAndAscii() {
    var grid = CellGrid(width: 8, height: 4)
    var plot = CurvePlot(function: { $0 })
    plot.current = (0.5, 0.5)
    plot.render(into: &grid, area: grid.bounds, theme: Theme(unicode: false, color: false))
    #expect(grid.text.contains("@"))
    #expect(!grid.text.unicodeScalars.contains { $0.value >= 0x2800 && $0.value <= 0x28FF })
  }

  @Test func formatting() {
    #expect(formatFixed(1.25, decimals: 3) == "1.250")
    #expect(formatFixed(-0.0004, decimals: 3) == "0.000")
    #expect(formatFixed(-2.5, decimals: 1) == "-2.5")
    #expect(formatSeconds(2) == "2s")
    #expect(formatSeconds(0.5) == "0.5s")
    #expect(formatSeconds(0.25) == "0.25s")
    #expect(truncate("abcdef", to: 4) == "abc…")
  }
}

@Suite("Help bar")
struct HelpBarTests {
  // With keepLast 1, the last entry ("c three") always shows; "b two" is dropped to make room.
  @Test func keepsTheLastEntries() {
    var grid = CellGrid(width: 20, height: 1)
    HelpBar([("a", "one"), ("b", "two"), ("c", "three")], keepLast: 1).render(
      into: &grid, area: grid.bounds, theme: Theme())
    #expect(grid.text == "a one · c three")
  }
}

@Suite("Curve plot extras")
struct CurvePlotExtrasTests {
  // Keyframe dots land on their cells; the cross-hair draws a horizontal line at y up to the
  // curve and a vertical one down to the axis.
  @Test func keyframesAndCrosshair() {
    var grid = CellGrid(width: 12, height: 6)
    var plot = CurvePlot(function: { $0 })
    plot.yRange = 0...1
    plot.keyframes = [(0.5, 0.5)]
    plot.crosshair = (0.5, 0.5)
    plot.render(into: &grid, area: grid.bounds, theme: Theme())
    #expect(grid.text.contains("◆"))
    // The cross-hair's dots are in the marker colour somewhere left of and below the keyframe.
    let marker = Theme().marker
    let coloured = (0..<grid.height).flatMap { y in (0..<grid.width).map { grid[$0, y] } }.filter {
      $0.style.foreground == marker
    }
    #expect(coloured.count >= 3)
  }
}
