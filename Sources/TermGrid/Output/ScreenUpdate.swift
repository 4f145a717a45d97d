/// The bytes that bring a terminal from the grid it shows to the next one: for each run of
/// changed cells a cursor move (CUP), the style when it changes (one SGR from reset), then the
/// glyphs in UTF-8; a style reset at the end. What the live terminal and recordings send, built
/// without I/O so every frame's bytes can be tested.
///
/// Which cells changed is `ScreenDiff`'s answer (the one diff the terminal edges share). After
/// `forget()`, or when the grid's size changes, the next update writes every cell (blanks too),
/// so it needs no clear.
public struct ScreenUpdate {
  /// The colours written.
  public let depth: ColorDepth
  /// At `.ansi16` on a terminal with only the 8 basic colours: the nearest of those (SGR 30–37).
  public let basicColorsOnly: Bool
  /// The attributes written; others are left out (a terminal without italic, for one).
  public let attributes: CellAttributes
  /// Decides, for a scalar from U+0300 up outside the box, block, shape, arrow and braille ranges
  /// (which are one cell wide), whether a terminal shows it in exactly one cell; others are sent
  /// as `?`, so the screen never shifts against what this update believes it shows. The live
  /// terminal asks the C library (`wcwidth`); nil takes every such scalar as one cell.
  public var isOneCell: ((Unicode.Scalar) -> Bool)?

  private var diff = ScreenDiff()
  private var sgrs: [CellStyle: [UInt8]] = [:]

  public init(
    depth: ColorDepth, basicColorsOnly: Bool = false,
    attributes: CellAttributes = [.bold, .dim, .italic, .underline, .reverse],
    isOneCell: ((Unicode.Scalar) -> Bool)? = nil
  ) {
    self.depth = depth
    self.basicColorsOnly = basicColorsOnly
    self.attributes = attributes
    self.isOneCell = isOneCell
  }

  /// Makes the next update write every cell (the screen was cleared or is unknown).
  public mutating func forget() { diff.forget() }

  /// Appends to `out` the bytes that make the screen show `grid`; nothing when nothing changed.
  public mutating func update(to grid: CellGrid, into out: inout [UInt8]) {
    let width = grid.width
    let start = out.count
    // Local state, swapped out and back: inside the closure, every use of `self` would copy the
    // whole update (a fifth of a frame's bytes work).
    var sgrs: [CellStyle: [UInt8]] = [:]
    swap(&sgrs, &self.sgrs)
    let (depth, basicColorsOnly, attributes, isOneCell) = (depth, basicColorsOnly, attributes, isOneCell)
    var style: CellStyle?  // unknown until the first SGR
    var cursor = (x: -1, y: -1)  // where the cursor is, x -1 when unknown
    diff.changes(to: grid) { x, y, cell in
      if cursor.x != x || cursor.y != y { Self.moveCursor(y: y, x: x, into: &out) }
      if cell.style != style {
        if let known = sgrs[cell.style] {
          out.append(contentsOf: known)
        } else {
          var shownStyle = cell.style
          shownStyle.attributes = shownStyle.attributes.intersection(attributes)
          let bytes = Self.sgr(shownStyle, depth: depth, basicColorsOnly: basicColorsOnly)
          // Animated colours make new styles every frame: a bounded memo, not a record.
          if sgrs.count >= 1024 { sgrs.removeAll(keepingCapacity: true) }
          sgrs[cell.style] = bytes
          out.append(contentsOf: bytes)
        }
        style = cell.style
      }
      Self.appendGlyph(cell.glyph, isOneCell: isOneCell, to: &out)
      // At a row's end the cursor stays on the last column (or wraps): move explicitly.
      cursor = x + 1 < width ? (x + 1, y) : (-1, -1)
    }
    self.sgrs = sgrs
    if out.count > start { out.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D]) }  // ESC [ 0 m
  }

  /// `ESC [ 0 ; attributes ; colours m`: the escape that sets `style` from a reset state.
  public static func sgr(_ style: CellStyle, depth: ColorDepth, basicColorsOnly: Bool = false) -> [UInt8] {
    var out: [UInt8] = [0x1B, 0x5B, 0x30]  // ESC [ 0
    func code(_ number: Int) {
      out.append(0x3B)  // ;
      appendDecimal(number, to: &out)
    }
    let attributes = style.attributes
    if attributes.contains(.bold) { code(1) }
    if attributes.contains(.dim) { code(2) }
    if attributes.contains(.italic) { code(3) }
    if attributes.contains(.underline) { code(4) }
    if attributes.contains(.reverse) { code(7) }
    func color(_ rgb: RGB?, base: Int) {
      guard let rgb else { return }
      switch depth {
      case .trueColor:
        for number in [base + 8, 2, Int(rgb.r), Int(rgb.g), Int(rgb.b)] { code(number) }
      case .ansi256:
        for number in [base + 8, 5, Int(ColorDepth.xterm256(rgb))] { code(number) }
      case .ansi16:
        let index = Int(basicColorsOnly ? ColorDepth.ansi8(rgb) : ColorDepth.ansi16(rgb))
        code(index < 8 ? base + index : base + 60 + index - 8)
      case .monochrome:
        return
      }
    }
    color(style.foreground, base: 30)
    color(style.background, base: 40)
    out.append(0x6D)  // m
    return out
  }

  /// CUP to (x, y), zero-based: `ESC [ y+1 ; x+1 H`.
  private static func moveCursor(y: Int, x: Int, into out: inout [UInt8]) {
    out.append(0x1B)
    out.append(0x5B)
    appendDecimal(y + 1, to: &out)
    out.append(0x3B)
    appendDecimal(x + 1, to: &out)
    out.append(0x48)
  }

  /// The glyph in UTF-8, or `?` for a control character or one a terminal would not show in
  /// exactly one cell.
  private static func appendGlyph(
    _ glyph: Unicode.Scalar, isOneCell: ((Unicode.Scalar) -> Bool)?, to out: inout [UInt8]
  ) {
    let value = glyph.value
    if value >= 0x20 && value < 0x7F {
      out.append(UInt8(value))
      return
    }
    let oneCell: Bool
    switch value {
    case 0..<0x20, 0x7F..<0xA0: oneCell = false
    case 0xA0..<0x300, 0x2190..<0x2200, 0x2500..<0x2600, 0x2800..<0x2900: oneCell = true
    default: oneCell = isOneCell?(glyph) ?? true
    }
    guard oneCell else {
      out.append(0x3F)  // ?
      return
    }
    glyph.appendUTF8(to: &out)
  }
}

/// Appends the decimal digits of `number` (not negative) to `out`.
func appendDecimal(_ number: Int, to out: inout [UInt8]) {
  if number >= 100 {
    appendDecimal(number / 100, to: &out)
  } else if number < 10 {
    out.append(0x30 + UInt8(number))
    return
  }
  let lastTwo = number % 100
  if number >= 10 { out.append(0x30 + UInt8(lastTwo / 10)) }
  out.append(0x30 + UInt8(lastTwo % 10))
}
