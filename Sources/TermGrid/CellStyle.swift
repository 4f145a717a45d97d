/// Text attributes of a cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = CellAttributes(rawValue: 1 << 0)
  public static let dim = CellAttributes(rawValue: 1 << 1)
  public static let italic = CellAttributes(rawValue: 1 << 2)
  public static let underline = CellAttributes(rawValue: 1 << 3)
  public static let reverse = CellAttributes(rawValue: 1 << 4)
}

/// Foreground, background and attributes. A nil colour is the terminal's default.
public struct CellStyle: Hashable, Sendable {
  public var foreground: RGB?
  public var background: RGB?
  public var attributes: CellAttributes

  public init(foreground: RGB? = nil, background: RGB? = nil, attributes: CellAttributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default colours, no attributes.
  public static let plain = CellStyle()

  /// This style with another foreground.
  public func foreground(_ color: RGB?) -> CellStyle {
    var copy = self
    copy.foreground = color
    return copy
  }

  /// This style with another background.
  public func background(_ color: RGB?) -> CellStyle {
    var copy = self
    copy.background = color
    return copy
  }

  /// This style with extra attributes.
  public func adding(_ extra: CellAttributes) -> CellStyle {
    var copy = self
    copy.attributes.formUnion(extra)
    return copy
  }
}
