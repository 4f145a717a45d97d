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
}

extension Cell {
  /// True when a cell is exactly its 16 bytes of integers (no padding, no references): equal cells
  /// are equal memory, and rows of cells can be compared with `memcmp`.
  public static let isPlainMemory = MemoryLayout<Cell>.size == 16 && MemoryLayout<Cell>.stride == 16
}
