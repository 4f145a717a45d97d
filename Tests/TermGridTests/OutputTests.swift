import Foundation
import Testing

@testable import TermGrid

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("ANSI and SVG output")
struct OutputTests {
  // xterm-256: pure red is cube (5,0,0) = 16 + 36·5 = 196; mid grey 128 is grey ramp index
  // (128 − 8 + 5) / 10 = 12 → 244; the cheat sheet's orange (255,149,0): 149 is nearest the level
  // 135 (index 2), so cube (5,2,0) = 16 + 180 + 12 = 208; blue (0,0,5) = 21.
  @Test func xterm256() {
    #expect(ColorDepth.xterm256(RGB(255, 0, 0)) == 196)
    #expect(ColorDepth.xterm256(RGB(128, 128, 128)) == 244)
    #expect(ColorDepth.xterm256(RGB(255, 149, 0)) == 208)
    #expect(ColorDepth.xterm256(RGB(0, 0, 255)) == 21)
  }

  @Test func ansi16() {
    #expect(ColorDepth.ansi16(RGB(0, 0, 0)) == 0)
    #expect(ColorDepth.ansi16(RGB(250, 250, 250)) == 15)
    #expect(ColorDepth.ansi16(RGB(0, 0, 230)) == 4)
  }

  @Test func sgr() {
    let style = CellStyle(foreground: RGB(1, 2, 3), background: RGB(4, 5, 6), attributes: [.bold])
    #expect(CellGrid.sgr(style, depth: .trueColor) == "\u{1B}[0;1;38;2;1;2;3;48;2;4;5;6m")
    #expect(CellGrid.sgr(style, depth: .monochrome) == "\u{1B}[0;1m")
    #expect(CellGrid.sgr(CellStyle(foreground: RGB(255, 0, 0)), depth: .ansi16) == "\u{1B}[0;91m")
    #expect(CellGrid.sgr(CellStyle(background: RGB(205, 0, 0)), depth: .ansi16) == "\u{1B}[0;41m")
  }

  @Test func ansiResetsEachLine() {
    var grid = CellGrid(width: 4, height: 2)
    grid.put("ab", x: 0, y: 0, style: CellStyle(foreground: RGB(255, 0, 0)))
    grid.put("c", x: 3, y: 1)
    #expect(grid.ansi(depth: .ansi256) == "\u{1B}[0;38;5;196mab\u{1B}[0m\n   c")
  }

  @Test func svgIsWellFormedAndDrawsShapes() throws {
    var grid = CellGrid(width: 4, height: 1)
    grid[0, 0] = Cell("█", style: CellStyle(foreground: RGB(255, 0, 0)))
    grid[1, 0] = Cell("⠁")
    grid[2, 0] = Cell("<", style: CellStyle(foreground: RGB(0, 255, 0)))
    let svg = grid.svg()
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"9\" height=\"18\" fill=\"#FF0000\"/>"))
    #expect(svg.contains("<circle"))
    #expect(svg.contains("&lt;"))
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
  }
}

@Suite("ASCII output")
struct ASCIIOutputTests {
  // Every glyph the explorer's text uses becomes a printable ASCII look-alike; ASCII stays as is;
  // anything unknown is "?"; styles are kept.
  @Test func transliterates() {
    var grid = CellGrid(width: 16, height: 2)
    _ = grid.put("a—b←→↑↓×·…", x: 0, y: 0, style: CellStyle(attributes: .bold))
    _ = grid.put("╭─╮│▶❚░⠁⠀漢", x: 0, y: 1)
    let ascii = grid.asASCII
    #expect(ascii.text(in: Rect(x: 0, y: 0, width: 10, height: 1)) == "a-b<>^vx-.")
    #expect(ascii.text(in: Rect(x: 0, y: 1, width: 10, height: 1)) == "+-+|>|#. ?")
    #expect(ascii[0, 0].style == CellStyle(attributes: .bold))
    #expect(ascii.cells.allSatisfy { $0.glyph.isASCII })
  }
}
