import MediaTiming
import Testing

@Suite("Interpolation")
struct InterpolationTests {
  // sRGB component-wise, as Core Animation interpolates CGColors: halfway between #FF9500 and
  // #0000FF is (127.5, 74.5, 127.5); rounding half away from zero gives (128, 75, 128) = #804B80.
  @Test func sRGBHalfway() {
    let mid = RGBColor.cheatSheetOrange.interpolated(to: .cheatSheetBlue, 0.5)
    #expect(mid.hex == "#804B80")
    #expect(RGBColor.cheatSheetOrange.interpolated(to: .cheatSheetBlue, 0) == .cheatSheetOrange)
    #expect(RGBColor.cheatSheetOrange.interpolated(to: .cheatSheetBlue, 1) == .cheatSheetBlue)
  }

  // OKLab: white is L = 1, a = b = 0; black L = 0; converting there and back returns the colour.
  @Test func okLab() {
    let white = RGBColor(red: 1, green: 1, blue: 1).okLab
    #expect(abs(white.L - 1) < 1e-6 && abs(white.a) < 1e-6 && abs(white.b) < 1e-6)
    #expect(abs(RGBColor(red: 0, green: 0, blue: 0).okLab.L) < 1e-12)
    for color in [RGBColor.cheatSheetOrange, .cheatSheetBlue, RGBColor(hex: "#3A7BD5")!] {
      let back = RGBColor(okLab: color.okLab)
      #expect(
        abs(back.red - color.red) < 1e-6 && abs(back.green - color.green) < 1e-6 && abs(back.blue - color.blue) < 1e-6)
    }
    // The OKLab midpoint differs from the sRGB one (it is not what CA does; shown for contrast).
    let ok = RGBColor.cheatSheetOrange.interpolated(to: .cheatSheetBlue, 0.5, in: .okLab)
    #expect(ok.hex != "#804B80")
  }

  @Test func numbersAndMismatches() {
    #expect(AnimatedValue.interpolate(from: .number(10), to: .number(20), fraction: 0.25) == .number(12.5))
    #expect(AnimatedValue.interpolate(from: .number(0), to: .number(1), fraction: 1.5) == .number(1.5))
    #expect(AnimatedValue.interpolate(from: .number(0), to: .color(.cheatSheetBlue), fraction: 0.5) == nil)
    #expect(
      RGBColor(hex: "#GG0000") == nil && RGBColor(hex: "FF0000") == nil && RGBColor(hex: "#ff9500") == .cheatSheetOrange
    )
  }
}
