#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which cells of a grid differ from what the screen shows: the one diff behind every way a frame
/// reaches a terminal (`ScreenUpdate`'s bytes, and the curses edge on terminals that need
/// curses' own cursor moves). It remembers the last grid; after `forget()`, or when the size
/// changes, every cell counts as changed.
public struct ScreenDiff {
  @usableFromInline var shown: [Cell] = []
  @usableFromInline var shownWidth = 0

  public init() {}

  /// Makes the next diff report every cell (the screen was cleared or is unknown).
  public mutating func forget() {
    shown = []
    shownWidth = 0
  }

  /// True when the next diff against `grid` reports every cell.
  public func repaints(_ grid: CellGrid) -> Bool { shownWidth != grid.width || shown.count != grid.cells.count }

  /// Calls `changed(x, y, cell)` for every cell of `grid` that differs from the last grid (every
  /// cell when `repaints(grid)`), row by row, left to right, and remembers `grid`. Rows that did
  /// not change are skipped with one `memcmp`; inside a changed row, unchanged cells 16 and then 4
  /// at a time.
  @inlinable
  public mutating func changes(to grid: CellGrid, _ changed: (_ x: Int, _ y: Int, _ cell: Cell) -> Void) {
    let width = grid.width
    let repaint = repaints(grid)
    if repaint {
      shown = Array(repeating: .blank, count: grid.cells.count)
      shownWidth = width
    }
    // A local array, swapped out and back: no exclusivity check on `self` per cell.
    var shown: [Cell] = []
    swap(&shown, &self.shown)
    grid.cells.withUnsafeBufferPointer { cells in
      shown.withUnsafeMutableBufferPointer { shown in
        for y in 0..<grid.height {
          let row = y * width
          if !repaint && Self.same(cells, shown, from: row, count: width) { continue }
          var index = row
          while index < row + width {
            if !repaint {
              index = Self.firstDifference(cells, shown, from: index, to: row + width)
              if index == row + width { break }
            }
            shown[index] = cells[index]
            changed(index - row, y, cells[index])
            index += 1
          }
        }
      }
    }
    self.shown = shown
  }

  /// True when `count` cells from `start` are the same in both (as memory: cells are plain
  /// memory, `Cell.isPlainMemory`).
  @usableFromInline
  static func same(
    _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeMutableBufferPointer<Cell>, from start: Int, count: Int
  ) -> Bool {
    guard count > 0, let a = a.baseAddress, let b = b.baseAddress else { return true }
    guard Cell.isPlainMemory else { return (start..<start + count).allSatisfy { a[$0] == b[$0] } }
    return memcmp(a + start, b + start, count * MemoryLayout<Cell>.stride) == 0
  }

  /// The first index in `start..<end` where the cells differ, or `end`: 16 cells at a time with
  /// `memcmp`, then as 64-bit words (two a cell), four cells at a time.
  @usableFromInline
  static func firstDifference(
    _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeMutableBufferPointer<Cell>, from start: Int, to end: Int
  ) -> Int {
    guard Cell.isPlainMemory, let x = a.baseAddress, let y = b.baseAddress else {
      return (start..<end).first { a[$0] != b[$0] } ?? end
    }
    let p = UnsafeRawPointer(x)
    let q = UnsafeRawPointer(y)
    @inline(__always) func word(_ index: Int) -> UInt64 {
      p.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self)
        ^ q.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self)
    }
    // Changed cells come in runs: the cell after a changed one is checked alone first.
    if start < end && word(2 * start) | word(2 * start + 1) != 0 { return start }
    var index = start
    // Blocks of 16 cells (256 bytes) through libc's vectorised compare, then words.
    while index + 16 <= end && memcmp(p + 16 * index, q + 16 * index, 256) == 0 { index += 16 }
    while index + 4 <= end {
      let w = 2 * index
      if word(w) | word(w + 1) | word(w + 2) | word(w + 3) | word(w + 4) | word(w + 5) | word(w + 6) | word(w + 7) != 0
      {
        break
      }
      index += 4
    }
    while index < end && word(2 * index) | word(2 * index + 1) == 0 { index += 1 }
    return index
  }
}
