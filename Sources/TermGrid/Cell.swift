import TextFormats

/// One terminal cell: a single-width glyph and its style. A `Unicode.Scalar` keeps cells small and
/// free of heap storage (the glyphs drawn here, box drawing, blocks and braille, are all one scalar).
/// Four 32-bit words with no padding (`Cell.isPlainMemory`), so runs of cells compare as memory.
public struct Cell: Hashable, Sendable {
  public var glyph: Unicode.Scalar
  public var style: CellStyle

  public init(_ glyph: Unicode.Scalar = " ", style: CellStyle = .plain) {
    self.glyph = glyph
    self.style = style
  }

  /// A space in the default colours.
  public static let blank = Cell()

  /// What a cell shows for `scalar`: the scalar itself, except hidden controls (text from a
  /// scene's names or ids may hold ESC, NUL, U+009B…), which would act on the terminal instead of
  /// showing: C0 becomes its Control Picture (`␛` for ESC), DEL `␡`, the rest U+FFFD.
  @inline(__always)
  public static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard scalar.isHiddenControl else { return scalar }
    switch scalar.value {
    case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: return "\u{2421}"
    default: return "\u{FFFD}"
    }
  }
}

extension Cell {
  /// True when a cell is exactly its 16 bytes of integers (no padding, no references): equal cells
  /// are equal memory, and rows of cells can be compared with `memcmp`.
  public static let isPlainMemory = MemoryLayout<Cell>.size == 16 && MemoryLayout<Cell>.stride == 16
}
