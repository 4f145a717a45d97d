/// How many colours a terminal (or an output format) can show, and the reduction of 24-bit colours
/// to each depth.
public enum ColorDepth: String, Hashable, Sendable, CaseIterable {
  /// 24-bit (`COLORTERM=truecolor`).
  case trueColor = "truecolor"
  /// xterm's 256-colour palette.
  case ansi256 = "256"
  /// The 16 ANSI colours.
  case ansi16 = "16"
  /// No colour: attributes only.
  case monochrome = "mono"

  /// The xterm-256 index nearest to `rgb` (the 6×6×6 cube or the 24 greys).
  public static func xterm256(_ rgb: RGB) -> UInt8 {
    let levels: [Int] = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ value: UInt8) -> Int {
      var best = 0
      for (index, level) in levels.enumerated() where abs(level - Int(value)) < abs(levels[best] - Int(value)) {
        best = index
      }
      return best
    }
    let (r, g, b) = (nearestLevel(rgb.r), nearestLevel(rgb.g), nearestLevel(rgb.b))
    let cube = RGB(UInt8(levels[r]), UInt8(levels[g]), UInt8(levels[b]))
    let average = (Int(rgb.r) + Int(rgb.g) + Int(rgb.b)) / 3
    let greyIndex = min(23, max(0, (average - 8 + 5) / 10))
    let greyLevel = UInt8(8 + greyIndex * 10)
    let grey = RGB(greyLevel, greyLevel, greyLevel)
    return distance(rgb, grey) < distance(rgb, cube) ? UInt8(232 + greyIndex) : UInt8(16 + 36 * r + 6 * g + b)
  }

  /// xterm's default values of the 16 ANSI colours, by index.
  public static let ansi16Palette: [RGB] = [
    RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
    RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
    RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
  ]

  /// The index (0–15) of the ANSI colour nearest to `rgb`.
  public static func ansi16(_ rgb: RGB) -> UInt8 {
    var best = 0
    for (index, candidate) in ansi16Palette.enumerated()
    where distance(rgb, candidate) < distance(rgb, ansi16Palette[best]) {
      best = index
    }
    return UInt8(best)
  }

  /// The index (0–7) of the nearest of the 8 basic colours, for terminals with only 8.
  public static func ansi8(_ rgb: RGB) -> UInt8 {
    var best = 0
    for index in 1..<8 where distance(rgb, ansi16Palette[index]) < distance(rgb, ansi16Palette[best]) { best = index }
    return UInt8(best)
  }

  /// Squared distance with rough perceptual weights (green counts most).
  static func distance(_ a: RGB, _ b: RGB) -> Int {
    let dr = Int(a.r) - Int(b.r)
    let dg = Int(a.g) - Int(b.g)
    let db = Int(a.b) - Int(b.b)
    return 3 * dr * dr + 4 * dg * dg + 2 * db * db
  }
}
