import Saturating

/// How widgets draw: which glyphs the terminal can show and whether colour is available, plus the
/// chrome colours. Widgets never decide this themselves, so one view renders for any terminal.
public struct Theme: Hashable, Sendable {
  /// Braille, block elements and box drawing are available (a UTF-8 terminal); else ASCII only.
  public var unicode: Bool
  /// Colours are shown; when false, widgets use attributes only.
  public var color: Bool
  /// Smooth colour ramps can be shown (256 colours or more). When false, values are drawn as glyph
  /// density (░▒▓█) instead of colour, which 8 or 16 colours cannot carry.
  public var gradients: Bool

  public var border: CellStyle
  public var title: CellStyle
  public var text: CellStyle
  public var dim: CellStyle
  public var accent: CellStyle
  public var key: CellStyle
  public var curve: RGB
  public var ghost: RGB
  public var marker: RGB
  /// What translucent colours are blended over (a dark terminal background).
  public var backdrop: RGB

  public init(unicode: Bool = true, color: Bool = true, gradients: Bool? = nil) {
    self.unicode = unicode
    self.color = color
    self.gradients = gradients ?? color
    if color {
      border = CellStyle(foreground: RGB(hex: 0x5A6270))
      title = CellStyle(foreground: RGB(hex: 0xE8E8E8), attributes: .bold)
      text = CellStyle(foreground: RGB(hex: 0xD0D0D0))
      dim = CellStyle(foreground: RGB(hex: 0x8A929E))
      accent = CellStyle(foreground: RGB(hex: 0xFFB340), attributes: .bold)
      key = CellStyle(foreground: RGB(hex: 0x6CB6FF), attributes: .bold)
    } else {
      border = .plain
      title = CellStyle(attributes: .bold)
      text = .plain
      dim = CellStyle(attributes: .dim)
      accent = CellStyle(attributes: .bold)
      key = CellStyle(attributes: .bold)
    }
    curve = RGB(hex: 0xE8E8E8)
    ghost = RGB(hex: 0x6C7380)
    marker = RGB(hex: 0xFFD60A)
    backdrop = RGB(hex: 0x1A1C20)
  }

  /// The style for plain colour `rgb` as a foreground, or plain when colour is off.
  public func foreground(_ rgb: RGB) -> CellStyle { color ? CellStyle(foreground: rgb) : .plain }

  /// Shade glyphs by density (0 = blank … 4 = full) for monochrome pictures of a value.
  public func shade(_ fraction: Double) -> Unicode.Scalar {
    let shades: [Unicode.Scalar] = unicode ? [" ", "░", "▒", "▓", "█"] : [" ", ".", ":", "%", "#"]
    let clamped = min(max(fraction, 0), 1)
    return shades[min(4, Int(saturating: (clamped * 4).rounded(.up)))]
  }
}
