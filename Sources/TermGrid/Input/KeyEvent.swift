import TextFormats

/// A key press, decoded from the terminal.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
  public enum Key: Hashable, Sendable {
    /// A printable character (after Shift: `A`, `+`, `?`).
    case character(Unicode.Scalar)
    case left, right, up, down, home, end, pageUp, pageDown
    case enter, escape, backspace, tab, backTab, delete, insert
    /// F1…F12.
    case function(Int)
  }

  public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1)
    public static let control = Modifiers(rawValue: 2)
    public static let alt = Modifiers(rawValue: 4)
  }

  public var key: Key
  public var modifiers: Modifiers

  public init(_ key: Key, _ modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A plain character key.
  public static func char(_ scalar: Unicode.Scalar) -> KeyEvent { KeyEvent(.character(scalar)) }

  /// Control plus a letter (`ctrl("c")` is Ctrl-C).
  public static func ctrl(_ scalar: Unicode.Scalar) -> KeyEvent { KeyEvent(.character(scalar), .control) }

  public var description: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "Ctrl-" }
    if modifiers.contains(.alt) { prefix += "Alt-" }
    if modifiers.contains(.shift) { prefix += "Shift-" }
    switch key {
    case .character(" "): return prefix + "Space"
    case .character(let c): return prefix + String(Character(c))
    case .function(let n): return prefix + "F\(n)"
    default: return prefix + "\(key)".capitalizedFirst
    }
  }
}

/// A mouse report in cell coordinates.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case press, drag, release, scrollUp, scrollDown
  }
  public var kind: Kind
  public var x: Int
  public var y: Int

  public init(_ kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

/// Everything a terminal reports.
public enum TerminalEvent: Hashable, Sendable {
  case key(KeyEvent)
  case mouse(MouseEvent)
  /// The terminal now has this many columns and rows.
  case resize(width: Int, height: Int)
  /// Text pasted in one piece (bracketed paste), line ends as `\n`: typed into a prompt, never
  /// run as keys.
  case paste(String)
  /// SIGINT, SIGTERM or SIGHUP arrived: finish and restore the terminal.
  case interrupted
}
