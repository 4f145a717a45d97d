/// Something that draws into a rectangle of a grid and nowhere else (ratatui's
/// `Widget::render(area, buf)`). Widgets take plain data and never touch a terminal.
public protocol Widget {
  func render(into grid: inout CellGrid, area: Rect, theme: Theme)
}

/// A run of text in one style.
public struct Span: Hashable, Sendable {
  public var text: String
  public var style: CellStyle

  public init(_ text: String, _ style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }
}

/// A line of spans.
public typealias Line = [Span]

extension CellGrid {
  /// Writes the spans of `line` from (x, y), clipped to `clip`; returns the next column.
  @discardableResult
  public mutating func put(_ line: Line, x: Int, y: Int, clip: Rect) -> Int {
    var column = x
    for span in line { column = put(span.text, x: column, y: y, style: span.style, clip: clip) }
    return column
  }
}

extension Line {
  /// The number of cells the line takes (one per scalar).
  public var width: Int { reduce(0) { $0 + $1.text.scalarCount } }
}

extension String {
  /// The number of Unicode scalars (the cells the text takes here), counted from the UTF-8 bytes
  /// (every byte that does not continue a scalar starts one): much cheaper than decoding them.
  public var scalarCount: Int {
    utf8.withContiguousStorageIfAvailable { bytes in bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
      ?? unicodeScalars.count
  }
}

/// Breaks `text` into lines of at most `width` scalars at spaces (a word longer than `width` is cut).
public func wordWrap(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [] }
  var lines: [String] = []
  var current = ""
  for word in text.split(separator: " ", omittingEmptySubsequences: true) {
    let word = String(word.unicodeScalars.prefix(width))
    if current.isEmpty {
      current = word
    } else if current.unicodeScalars.count + 1 + word.unicodeScalars.count <= width {
      current += " " + word
    } else {
      lines.append(current)
      current = word
    }
  }
  if !current.isEmpty || lines.isEmpty { lines.append(current) }
  return lines
}
