/// A rectangle of cells: column `x`, row `y` (0 at the top left), `width` × `height` cells.
/// Sizes are never negative.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }
  public var description: String { "(\(x),\(y) \(width)x\(height))" }

  public func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// The overlap of two rectangles (empty when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// Shrunk by `all` cells on every side.
  public func inset(by all: Int) -> Rect { inset(top: all, left: all, bottom: all, right: all) }

  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
  }

  /// The row `index` rows below the top, one cell high (empty when outside).
  public func row(_ index: Int) -> Rect {
    index >= 0 && index < height
      ? Rect(x: x, y: y + index, width: width, height: 1) : Rect(x: x, y: y, width: 0, height: 0)
  }
}
