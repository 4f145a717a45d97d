import MediaTiming
import Saturating
import Scenes
import TermGrid

/// The stage's extent in points, fixed for a scene so the camera does not follow the motion.
package struct StageWorld: Hashable, Sendable {
  package var minX, minY, maxX, maxY: Double
  /// Replicator copies the scene asks for (`StageLayer.copiesAsked`), worked out with the world
  /// (once per scene, not per frame).
  package var copiesAsked = 0.0

  init(_ e: (minX: Double, minY: Double, maxX: Double, maxY: Double)) {
    (minX, minY, maxX, maxY) = e
  }

  /// What the scene shows over its span: its root's frame when the root is a container (it has
  /// sublayers and a size), else the union of every layer's presented and model frames at 33
  /// times across `span`, with a margin.
  package static func of(_ scene: Scene, span: ClosedRange<Double>) -> StageWorld {
    var world = frame(of: scene, span: span)
    world.copiesAsked = StageLayer.copiesAsked(scene.root)
    return world
  }

  /// The world's rectangle (see `of`).
  static func frame(of scene: Scene, span: ClosedRange<Double>) -> StageWorld {
    if !scene.root.sublayers.isEmpty {
      // The root's own frame depends on its own animations only: composed without the sublayers.
      var alone = scene.root
      alone.sublayers = []
      if let root = StageLayer.layers(alone, at: span.lowerBound).first {
        let e = root.extent
        if e.maxX > e.minX && e.maxY > e.minY { return StageWorld(e) }
      }
    }
    let history = scene.history
    var frames = StageLayer.layers(history.root(atMediaTime: span.lowerBound), at: span.lowerBound)
    for i in 1...32 {
      let t = span.lowerBound + (span.upperBound - span.lowerBound) * Double(i) / 32
      frames += StageLayer.layers(history.root(atMediaTime: t), at: t)
    }
    // What is seen frames the stage: an empty container (a replicator, a layer without a
    // colour) is drawn as nothing, so it does not widen the world unless nothing is seen at all.
    let seen = frames.filter(\.isVisible)
    return StageWorld(StageView.union(of: seen.isEmpty ? frames : seen))
  }
}

/// The stage: the scene's layers drawn as Core Animation presents them, in the scene's points
/// fitted to the panel (cells are about twice as tall as wide). Axis-aligned boxes are solid
/// blocks whose edges move by eighths of a cell, so a slow animation glides; rotated ones are
/// filled braille polygons; opacity blends toward the stage's background (shades without colour);
/// a shape layer's stroke is drawn up to `strokeEnd`; where the model layer differs from the
/// presented one, its outline is drawn as a dotted ghost.
package struct StageView: Widget {
  package var layers: [StageLayer]
  /// The stage's extent in points: (minX, minY, maxX, maxY).
  package var world: (minX: Double, minY: Double, maxX: Double, maxY: Double)

  package init(layers: [StageLayer], world: StageWorld? = nil) {
    self.layers = layers
    let w = world ?? StageWorld(Self.world(of: layers))
    self.world = (w.minX, w.minY, w.maxX, w.maxY)
  }

  /// The root layer's frame when it has a size and holds sublayers (a container, like a view),
  /// else everything drawn, with a margin.
  static func world(of layers: [StageLayer]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    if let root = layers.first, layers.count > 1 {
      let e = root.extent
      if e.maxX - e.minX > 0 && e.maxY - e.minY > 0 { return e }
    }
    return union(of: layers)
  }

  /// Every corner (and ghost corner) of `layers`, with a margin of a tenth of the larger side.
  static func union(of layers: [StageLayer]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for layer in layers {
      for p in layer.corners + (layer.ghost ?? []) where p.x.isFinite && p.y.isFinite {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
      }
    }
    guard minX.isFinite, maxX > minX || maxY > minY else { return (0, 0, 100, 100) }
    let margin = max(maxX - minX, maxY - minY) * 0.1 + 1
    return (minX - margin, minY - margin, maxX + margin, maxY + margin)
  }

  /// Where stage points land in cells: `cell = origin + (p − world.min) × (kx, kx / 2)`.
  struct Mapping {
    var kx: Double
    var originX: Double
    var originY: Double
    var minX: Double
    var minY: Double

    func cell(_ p: SIMD2<Double>) -> SIMD2<Double> {
      SIMD2(originX + (p.x - minX) * kx, originY + (p.y - minY) * kx / 2)
    }
    /// Points per cell across.
    var pointsPerCell: Double { 1 / kx }
  }

  func mapping(in area: Rect) -> Mapping {
    let width = max(world.maxX - world.minX, 1e-9)
    let height = max(world.maxY - world.minY, 1e-9)
    let kx = max(1e-9, min(Double(area.width) / width, 2 * Double(area.height) / height))
    return Mapping(
      kx: kx, originX: Double(area.x) + (Double(area.width) - width * kx) / 2,
      originY: Double(area.y) + (Double(area.height) - height * kx / 2) / 2, minX: world.minX, minY: world.minY)
  }

  package func render(into grid: inout CellGrid, area: Rect, theme: Theme) {
    guard area.width > 0, area.height > 0 else { return }
    let map = mapping(in: area)
    if theme.gradients { grid.fill(area, with: Cell(" ", style: CellStyle(background: theme.backdrop))) }
    var ghosts = BrailleCanvas(columns: area.width, rows: area.height)
    // Layers may lie anywhere, off the stage or absurdly far: drawing clips them to the area and
    // converts coordinates to integers only once they are clamped (`Self.dot`).
    for layer in layers where layer.corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
      if let fill = layer.fill, layer.opacity > 0, fill.alpha > 0 {
        let corners = layer.corners.map(map.cell)
        if layer.isAxisAligned {
          drawBox(corners, layer: layer, color: fill, map: map, into: &grid, area: area, theme: theme)
        } else {
          drawPolygon([corners], color: fill, opacity: layer.opacity, into: &grid, area: area, theme: theme)
        }
      }
      if let gradient = layer.gradient, layer.opacity > 0 {
        drawGradient(gradient, layer: layer, map: map, into: &grid, area: area, theme: theme)
      }
      if let outline = layer.outline, outline.allSatisfy({ $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) {
        let rings = outline.map { $0.map(map.cell) }
        if let fill = layer.shapeFill, layer.opacity > 0, fill.alpha > 0 {
          drawPolygon(rings, color: fill, opacity: layer.opacity, into: &grid, area: area, theme: theme)
        }
        if let end = layer.strokeEnd {
          drawStroke(
            rings, closed: false, fraction: end, color: layer.strokeColor, into: &grid, area: area, theme: theme)
        }
      } else if let end = layer.strokeEnd {
        drawStroke(
          [layer.corners.map(map.cell)], closed: true, fraction: end, color: layer.strokeColor, into: &grid, area: area,
          theme: theme)
      }
      if let ghost = layer.ghost, ghost.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
        outline(ghost.map(map.cell), on: &ghosts, area: area)
      }
    }
    ghosts.overlay(into: &grid, at: (area.x, area.y), theme: theme, color: theme.ghost, style: theme.dim)
  }

  /// The colour of a layer over what is below it, or nil without gradients.
  func blended(_ color: RGBColor, opacity: Double, over below: RGB?, theme: Theme) -> RGB {
    var c = color
    c.alpha *= opacity
    return ValueColors.rgb(c, over: below ?? theme.backdrop)
  }

  /// A gradient layer's colours: an axis-aligned box shaded cell by cell at each cell's place in
  /// the bounds; a turned one filled with the colour at the middle of its axis.
  func drawGradient(
    _ gradient: StageGradient, layer: StageLayer, map: Mapping, into grid: inout CellGrid, area: Rect, theme: Theme
  ) {
    let corners = layer.corners.map(map.cell)
    guard layer.isAxisAligned else {
      guard let middle = gradient.color(atFraction: 0.5), middle.alpha > 0 else { return }
      return drawPolygon([corners], color: middle, opacity: layer.opacity, into: &grid, area: area, theme: theme)
    }
    // The bounds' top-left corner and its edges across and down, in cells (a flip reverses them).
    let origin = corners[0]
    let across = corners[1] - corners[0]
    let down = corners[3] - corners[0]
    let a2 = across.x * across.x + across.y * across.y
    let d2 = down.x * down.x + down.y * down.y
    guard a2 > 0, d2 > 0 else { return }
    let size = layer.size
    let fallback = gradient.colors[0]
    drawBox(corners, layer: layer, color: fallback, map: map, into: &grid, area: area, theme: theme) { cell in
      let p = cell - origin
      let unit = SIMD2((p.x * across.x + p.y * across.y) / a2, (p.x * down.x + p.y * down.y) / d2)
      return gradient.color(atUnit: unit, size: size) ?? fallback
    }
  }

  /// An axis-aligned box: full cells, and edge cells cut to an eighth (the part not covered drawn
  /// in the colour below, as the block's foreground or background). `shade` gives the colour at a
  /// cell's centre (in cells) when it varies across the box (a gradient).
  func drawBox(
    _ corners: [SIMD2<Double>], layer: StageLayer, color fixed: RGBColor, map: Mapping, into grid: inout CellGrid,
    area: Rect, theme: Theme, shade: ((SIMD2<Double>) -> RGBColor)? = nil
  ) {
    let x0 = corners.map(\.x).min()!
    let x1 = corners.map(\.x).max()!
    let y0 = corners.map(\.y).min()!
    let y1 = corners.map(\.y).max()!
    guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
    // Clamped to the area before becoming integers: a box beside the area leaves an empty range.
    let columns = Self.dot(x0.rounded(.down), area.x...area.maxX)..<Self.dot(x1.rounded(.up), area.x...area.maxX)
    let rows = Self.dot(y0.rounded(.down), area.y...area.maxY)..<Self.dot(y1.rounded(.up), area.y...area.maxY)
    guard !columns.isEmpty, !rows.isEmpty else { return }
    let cornerCells = [
      (columns.lowerBound, rows.lowerBound, Unicode.Scalar("▗")), (columns.upperBound - 1, rows.lowerBound, "▖"),
      (columns.lowerBound, rows.upperBound - 1, "▝"), (columns.upperBound - 1, rows.upperBound - 1, "▘"),
    ]
    let outside = cornerCells.map { grid[$0.0, $0.1].style.background ?? theme.backdrop }
    for row in rows {
      for column in columns {
        let hx = min(Double(column + 1), x1) - max(Double(column), x0)
        let vy = min(Double(row + 1), y1) - max(Double(row), y0)
        guard hx > 0, vy > 0 else { continue }
        let below = grid[column, row].style.background
        let color = shade?(SIMD2(Double(column) + 0.5, Double(row) + 0.5)) ?? fixed
        guard color.alpha > 0 else { continue }
        let ink = blended(color, opacity: layer.opacity, over: below, theme: theme)
        guard theme.gradients else {
          // Shades by opacity where the cell is covered; quadrants where it is partly covered.
          let style = theme.color ? CellStyle(foreground: ValueColors.rgb(color)) : CellStyle.plain
          if hx >= 0.999 && vy >= 0.999 || !theme.unicode {
            if hx * vy >= 0.5 { grid[column, row] = Cell(theme.shade(layer.opacity * color.alpha), style: style) }
          } else {
            let glyph = Self.quadrants(
              x0: x0 - Double(column), x1: x1 - Double(column), y0: y0 - Double(row), y1: y1 - Double(row))
            grid[column, row] = Cell(glyph, style: style)
          }
          continue
        }
        let base = below ?? theme.backdrop
        let full = hx >= 0.999 && vy >= 0.999
        if full {
          grid[column, row] = Cell(" ", style: CellStyle(background: ink))
        } else if vy >= 0.999, theme.unicode {
          let n = Int(saturating: (hx * 8).rounded())
          guard n > 0 else { continue }
          if n >= 8 {
            grid[column, row] = Cell(" ", style: CellStyle(background: ink))
          } else if x0 > Double(column) {
            // Covered on the right: the uncovered left part in the colour below.
            grid[column, row] = Cell(Blocks.eighths[8 - n], style: CellStyle(foreground: base, background: ink))
          } else {
            grid[column, row] = Cell(Blocks.eighths[n], style: CellStyle(foreground: ink, background: base))
          }
        } else if hx >= 0.999, theme.unicode {
          let n = Int(saturating: (vy * 8).rounded())
          guard n > 0 else { continue }
          if n >= 8 {
            grid[column, row] = Cell(" ", style: CellStyle(background: ink))
          } else if y0 > Double(row) {
            // Covered at the bottom.
            grid[column, row] = Cell(Self.lowerEighths[n], style: CellStyle(foreground: ink, background: base))
          } else {
            grid[column, row] = Cell(Self.lowerEighths[8 - n], style: CellStyle(foreground: base, background: ink))
          }
        } else {
          // A corner or a box smaller than a cell: quadrants, at least the most covered one.
          grid[column, row] = Cell(
            Self.quadrants(
              x0: x0 - Double(column), x1: x1 - Double(column), y0: y0 - Double(row), y1: y1 - Double(row)),
            style: CellStyle(foreground: ink, background: base))
        }
      }
    }
    // Rounded corners, where the radius is at least three quarters of a cell and the box has room.
    let radius = layer.cornerRadius * map.kx
    if theme.gradients, theme.unicode, radius >= 0.75, columns.count >= 3, rows.count >= 2 {
      for (index, (column, row, glyph)) in cornerCells.enumerated() {
        guard let ink = grid[column, row].style.background, grid[column, row].glyph == " " else { continue }
        grid[column, row] = Cell(glyph, style: CellStyle(foreground: ink, background: outside[index]))
      }
    }
  }

  /// The quadrant glyph for the part `[x0, x1) × [y0, y1)` of a unit cell covers: each quadrant at
  /// least half covered is drawn; when none is, the most covered one (so a small box still shows).
  static func quadrants(x0: Double, x1: Double, y0: Double, y1: Double) -> Unicode.Scalar {
    func cover(_ qx: Double, _ qy: Double) -> Double {
      let w = max(0, min(qx + 0.5, x1) - max(qx, x0))
      let h = max(0, min(qy + 0.5, y1) - max(qy, y0))
      return w * h * 4
    }
    let coverage = [cover(0, 0), cover(0.5, 0), cover(0, 0.5), cover(0.5, 0.5)]  // TL, TR, BL, BR
    var bits = coverage.enumerated().reduce(0) { $0 | ($1.element >= 0.5 ? 1 << $1.offset : 0) }
    if bits == 0, let best = coverage.indices.max(by: { coverage[$0] < coverage[$1] }), coverage[best] > 0 {
      bits = 1 << best
    }
    return quadrantGlyphs[bits]
  }

  /// By bits TL 1, TR 2, BL 4, BR 8.
  static let quadrantGlyphs: [Unicode.Scalar] = [
    " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
  ]

  /// Lower partial blocks by eighths, 0 (empty) … 8 (full).
  static let lowerEighths: [Unicode.Scalar] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// A rotated (or sheared) box, or a shape's path: every braille dot inside the rings, by the
  /// even-odd rule (a ring inside another is a hole).
  func drawPolygon(
    _ rings: [[SIMD2<Double>]], color: RGBColor, opacity: Double, into grid: inout CellGrid, area: Rect, theme: Theme
  ) {
    var canvas = BrailleCanvas(columns: area.width, rows: area.height)
    let dots = rings.map { $0.map { SIMD2(($0.x - Double(area.x)) * 2, ($0.y - Double(area.y)) * 4) } }
    let all = dots.flatMap { $0 }
    guard !all.isEmpty else { return }
    let minX = Self.dot(all.map(\.x).min()!.rounded(.down), 0...canvas.dotWidth)
    let maxX = Self.dot(all.map(\.x).max()!.rounded(.up), -1...canvas.dotWidth - 1)
    let minY = Self.dot(all.map(\.y).min()!.rounded(.down), 0...canvas.dotHeight)
    let maxY = Self.dot(all.map(\.y).max()!.rounded(.up), -1...canvas.dotHeight - 1)
    guard minX <= maxX, minY <= maxY else { return }
    for y in minY...maxY {
      for x in minX...maxX where Self.contains(dots, SIMD2(Double(x) + 0.5, Double(y) + 0.5)) {
        canvas.set(x: x, y: y)
      }
    }
    let ink =
      theme.gradients ? blended(color, opacity: opacity, over: theme.backdrop, theme: theme) : ValueColors.rgb(color)
    canvas.overlay(into: &grid, at: (area.x, area.y), theme: theme, color: ink, style: .plain)
  }

  /// A finite coordinate as an integer within `range` (by default a million dots either way: far
  /// off any terminal, yet a line to it neither overflows nor runs long).
  static func dot(_ value: Double, _ range: ClosedRange<Int> = -1_000_000...1_000_000) -> Int {
    Int(min(max(value, Double(range.lowerBound)), Double(range.upperBound)))
  }

  /// True when `p` is inside the rings by the even-odd rule (a ray to the right crosses their
  /// edges an odd number of times); each ring is closed from its last point to its first.
  static func contains(_ rings: [[SIMD2<Double>]], _ p: SIMD2<Double>) -> Bool {
    var inside = false
    for ring in rings where ring.count > 2 {
      var previous = ring[ring.count - 1]
      for point in ring {
        if (point.y > p.y) != (previous.y > p.y) {
          let x = point.x + (p.y - point.y) * (previous.x - point.x) / (previous.y - point.y)
          if p.x < x { inside.toggle() }
        }
        previous = point
      }
    }
    return inside
  }

  /// The four edges of a quadrilateral as dots on `canvas` (area-relative cells).
  func outline(_ corners: [SIMD2<Double>], on canvas: inout BrailleCanvas, area: Rect) {
    let dots = corners.map {
      (x: Self.dot((($0.x - Double(area.x)) * 2).rounded()), y: Self.dot((($0.y - Double(area.y)) * 4).rounded()))
    }
    for index in dots.indices { canvas.line(from: dots[index], to: dots[(index + 1) % dots.count]) }
  }

  /// A shape layer's stroke up to `fraction` of its length (`strokeEnd`): along its path's
  /// polylines, or (`closed`) the bounds' outline from the top-left, clockwise.
  func drawStroke(
    _ lines: [[SIMD2<Double>]], closed: Bool, fraction: Double, color: RGBColor?, into grid: inout CellGrid,
    area: Rect, theme: Theme
  ) {
    guard fraction > 0 else { return }
    var canvas = BrailleCanvas(columns: area.width, rows: area.height)
    let pieces = lines.flatMap { line -> [(SIMD2<Double>, SIMD2<Double>)] in
      let dots = line.map { SIMD2(($0.x - Double(area.x)) * 2, ($0.y - Double(area.y)) * 4) }
      guard dots.count > 1 else { return [] }
      let count = closed ? dots.count : dots.count - 1
      return (0..<count).map { (dots[$0], dots[($0 + 1) % dots.count]) }
    }
    let lengths = pieces.map { a, b -> Double in
      let d = b - a
      return (d.x * d.x + d.y * d.y).squareRoot()
    }
    var remaining = fraction * lengths.reduce(0, +)
    for (index, (a, b)) in pieces.enumerated() where remaining > 0 {
      let t = lengths[index] > 0 ? min(1, remaining / lengths[index]) : 1
      let end = a + (b - a) * t
      canvas.line(
        from: (Self.dot(a.x.rounded()), Self.dot(a.y.rounded())),
        to: (Self.dot(end.x.rounded()), Self.dot(end.y.rounded())))
      remaining -= lengths[index]
    }
    let ink = color.map { ValueColors.rgb($0) } ?? RGB(hex: 0xF2F2F2)
    canvas.overlay(
      into: &grid, at: (area.x, area.y), theme: theme, color: ink, style: theme.color ? .plain : theme.text)
  }
}
