import Testing

@testable import TermGrid

/// The value plot: real values on the axis, times under it, the model dotted, and a jump drawn as
/// a jump (no slope joins the two sides of a break).
@Suite("Value plot")
struct ValuePlotTests {
  /// 0 for the first half, 100 for the second: a step at x = 0.5.
  static let step: [Double?] = (0..<40).map { $0 < 20 ? 0 : 100 }

  func dots(_ plot: ValuePlot) -> Int {
    var grid = CellGrid(width: 30, height: 8)
    plot.render(into: &grid, area: Rect(x: 0, y: 0, width: 30, height: 8), theme: Theme(color: false))
    // Braille dots: bits set in U+2800…U+28FF.
    return grid.text.unicodeScalars.filter { (0x2800...0x28FF).contains($0.value) }.map {
      ($0.value - 0x2800).nonzeroBitCount
    }.reduce(0, +)
  }

  @Test func labelsAreValuesAndTimes() {
    let plot = ValuePlot(presented: Self.step, model: Array(repeating: 0, count: 40), startLabel: "0s", endLabel: "2s")
    var grid = CellGrid(width: 30, height: 8)
    plot.render(into: &grid, area: Rect(x: 0, y: 0, width: 30, height: 8), theme: Theme(color: false))
    let lines = grid.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("100 "))
    #expect(lines[6].hasPrefix("  0 "))
    #expect(lines[7].contains("0s") && lines[7].hasSuffix("2s"))
  }

  @Test func aBreakIsDrawnAsAJump() {
    var joined = ValuePlot(presented: Self.step, model: [], startLabel: "", endLabel: "")
    var broken = joined
    broken.breaks = [0.5]
    // The joined line climbs through the rows in between; the broken one does not.
    #expect(dots(joined) > dots(broken) + 10)
    joined.breaks = [0.9]  // a break elsewhere changes nothing at the step
    #expect(dots(joined) > dots(broken) + 10)
  }

  @Test func aFlatValueIsWidened() {
    let plot = ValuePlot(presented: [1, 1, 1], model: [1, 1, 1], startLabel: "", endLabel: "")
    #expect(plot.range == 0.5...1.5)
  }
}
