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
///
/// Stored as three 32-bit words (colours as `0x01RRGGBB`, 0 for the default), so that a cell is
/// 16 bytes with no padding: frames compare rows of cells as plain memory.
public struct CellStyle: Hashable, Sendable {
  private var foregroundBits: UInt32
  private var backgroundBits: UInt32
  private var attributeBits: UInt32

  public init(foreground: RGB? = nil, background: RGB? = nil, attributes: CellAttributes = []) {
    foregroundBits = Self.bits(foreground)
    backgroundBits = Self.bits(background)
    attributeBits = UInt32(attributes.rawValue)
  }

  public var foreground: RGB? {
    get { Self.color(foregroundBits) }
    set { foregroundBits = Self.bits(newValue) }
  }

  public var background: RGB? {
    get { Self.color(backgroundBits) }
    set { backgroundBits = Self.bits(newValue) }
  }

  public var attributes: CellAttributes {
    get { CellAttributes(rawValue: UInt8(truncatingIfNeeded: attributeBits)) }
    set { attributeBits = UInt32(newValue.rawValue) }
  }

  private static func bits(_ color: RGB?) -> UInt32 {
    guard let color else { return 0 }
    return 1 << 24 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
  }

  private static func color(_ bits: UInt32) -> RGB? {
    bits == 0
      ? nil
      : RGB(
        UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits))
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
