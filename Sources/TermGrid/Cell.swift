/// One terminal cell: a single-width glyph and its style. A `Unicode.Scalar` keeps cells small and
/// free of heap storage (the glyphs drawn here, box drawing, blocks and braille, are all one scalar).
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
