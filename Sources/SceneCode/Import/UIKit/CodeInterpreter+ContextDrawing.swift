import MediaTiming

/// Core Graphics drawing in `draw(_:)` (`-drawRect:`), made visible: each path the view strokes
/// or fills in a pass is a shape layer inside it (`drawing`, `drawing2`, … in the order drawn),
/// as large as the view, with the path, colours and line width of that moment. Drawn again
/// (after `setNeedsDisplay()`, a timer's redraw), the same shapes take the new paths — set at
/// that time, as the screen changes — and shapes the pass no longer draws are hidden. This is
/// what the view shows, not how UIKit stores it (one bitmap): colours and widths are kept; clips,
/// shadows, blend modes, gradients and text drawing are not (said).
extension CodeInterpreter {
  /// The drawing state of a `draw(_:)` pass under way: the context's current path (an index in
  /// `paths`), its stroke and fill, and how many shapes it drew.
  struct DrawingState {
    var view: Int
    var path: Int
    var lineWidth = 1.0
    var stroke: RuntimeValue = .color(RGBColor(red: 0, green: 0, blue: 0, alpha: 1))
    var fill: RuntimeValue = .color(RGBColor(red: 0, green: 0, blue: 0, alpha: 1))
    var lineCap: RuntimeValue?
    var drawn = 0
    /// Blend mode `.clear` (a hole punched in what is drawn): not shown, so what it draws is left out.
    var clearing = false
    /// The clip set with `path.addClip()` or `clip()` (until `restoreGState()`): a fill under it
    /// is drawn as the clip's shape (taken to lie inside what is filled, the usual idiom of a
    /// progress arc filled through a clip).
    var clip: PathBuild?
  }

  /// Runs `body` (a `draw(_:)` of view layer `view`) with a fresh context, then hides the shapes
  /// an earlier pass drew that this one did not.
  mutating func withDrawingContext(_ view: Int, _ body: (inout CodeInterpreter) -> Void) {
    let saved = drawing
    guard case .path(let p) = newPath(PathBuild()) else { return body(&self) }
    drawing = DrawingState(view: view, path: p)
    body(&self)
    let count = drawing?.drawn ?? 0
    for shape in (drawnShapes[view] ?? []).dropFirst(count) where !isHiddenLayer(shape) {
      setLayer(shape, "hidden", .bool(true), site)
    }
    drawing = saved
  }

  /// `UIGraphicsGetCurrentContext()`: the context of the `draw(_:)` pass under way (its
  /// current path), nil outside one.
  var currentGraphicsContext: RuntimeValue {
    drawing.map { .path($0.path) } ?? .null
  }

  /// A call on the current context, a path or a colour that draws or sets how to draw:
  /// `setLineWidth`, `setStrokeColor`, `beginPath`, `strokePath()`, `path.stroke()`,
  /// `color.setFill()`, … True when handled (only while a `draw(_:)` pass runs).
  mutating func drawingCall(
    _ receiver: CodeExpression, _ method: String, _ args: [CodeExpression], _ statement: CodeSite
  ) -> Bool {
    guard var state = drawing else { return false }
    let target = evaluate(receiver)
    if case .color = target {
      switch method {
      case "setStroke": state.stroke = target
      case "setFill": state.fill = target
      case "set":
        state.stroke = target
        state.fill = target
      default: return false
      }
      drawing = state
      return true
    }
    guard case .path(let p) = target else { return false }
    let isContext = p == state.path
    let values = args.map { evaluate($0) }
    switch method {
    case "setLineWidth" where isContext:
      guard let w = values.first?.number else { return false }
      state.lineWidth = w
    case "setStrokeColor" where isContext, "setFillColor" where isContext:
      guard let colour = values.first, case .color = colour else { return false }
      if method == "setStrokeColor" { state.stroke = colour } else { state.fill = colour }
    case "setLineCap" where isContext:
      state.lineCap = values.first
    case "beginPath" where isContext:
      paths[p] = PathBuild()
    case "closePath" where isContext:
      paths[p].close()
    case "strokePath" where isContext, "fillPath" where isContext, "drawPath" where isContext:
      let mode = values.first?.constantName?.lowercased() ?? ""
      let fills = method == "fillPath" || mode.hasPrefix("fill") || mode.hasPrefix("eofill")
      let strokes = method == "strokePath" || mode.contains("stroke")
      drawShape(paths[p], stroked: strokes, filled: fills, statement)
      paths[p] = PathBuild()
      return true
    case "strokeEllipse" where isContext, "fillEllipse" where isContext, "stroke" where isContext,
      "fill" where isContext:
      // `strokeEllipse(in: r)`, `fill(r)`: a shape drawn at once, the current path left as it is.
      guard case .rect(let x, let y, let w, let h)? = values.first else { return false }
      let shape = method.hasSuffix("Ellipse") ? PathBuild.oval(x, y, w, h) : PathBuild.rect(x, y, w, h)
      drawShape(shape, stroked: method.hasPrefix("stroke"), filled: method.hasPrefix("fill"), statement)
      return true
    case "stroke" where args.isEmpty, "fill" where args.isEmpty:
      // `path.stroke()` of a UIBezierPath: with its own line width, else the context's.
      let saved = state.lineWidth
      if let w = pathLineWidths[p] {
        drawing?.lineWidth = w
      }
      drawShape(paths[p], stroked: method == "stroke", filled: method == "fill", statement)
      drawing?.lineWidth = saved
      return true
    case "setBlendMode" where isContext:
      // (`.clear`, `kCGBlendModeClear`: by the value, else by how it is written.)
      let mode = (values.first?.constantName ?? args.first?.text ?? "").lowercased()
      state.clearing = mode.hasSuffix("clear")
      noteOnce(Self.unmodelledDrawing)
    case "restoreGState" where isContext:
      state.clearing = false
      state.clip = nil
    case "clip" where isContext:
      state.clip = paths[p]
      paths[p] = PathBuild()
    case "addClip" where args.isEmpty:
      state.clip = paths[p]
    case "saveGState" where isContext, "setLineJoin" where isContext, "setShadow" where isContext,
      "setAlpha" where isContext:
      noteOnce(Self.unmodelledDrawing)
      return true
    default:
      return false
    }
    drawing = state
    return true
  }

  /// `CGContextSetLineWidth(ctx, 2)`, `CGContextAddArc(ctx, x, y, r, a, b, clockwise)`, … —
  /// the C spellings of the context's methods, as the Swift ones; nil for another function.
  mutating func contextFunction(_ name: String, _ args: [CodeExpression], _ statement: CodeSite) -> RuntimeValue? {
    guard name.hasPrefix("CGContext"), drawing != nil, let context = args.first else { return nil }
    let rest = Array(args.dropFirst())
    let method: String
    switch name {
    case "CGContextSetLineWidth": method = "setLineWidth"
    case "CGContextSetStrokeColorWithColor": method = "setStrokeColor"
    case "CGContextSetFillColorWithColor": method = "setFillColor"
    case "CGContextSetLineCap": method = "setLineCap"
    case "CGContextBeginPath": method = "beginPath"
    case "CGContextClosePath": method = "closePath"
    case "CGContextStrokePath": method = "strokePath"
    case "CGContextFillPath": method = "fillPath"
    case "CGContextDrawPath": method = "drawPath"
    case "CGContextStrokeEllipseInRect": method = "strokeEllipse"
    case "CGContextFillEllipseInRect": method = "fillEllipse"
    case "CGContextStrokeRect": method = "stroke"
    case "CGContextFillRect": method = "fill"
    case "CGContextSetBlendMode": method = "setBlendMode"
    case "CGContextClip": method = "clip"
    case "CGContextSaveGState": method = "saveGState"
    case "CGContextRestoreGState": method = "restoreGState"
    case "CGContextMoveToPoint", "CGContextAddLineToPoint":
      guard rest.count == 2, let x = evaluate(rest[0]).number, let y = evaluate(rest[1]).number,
        case .path(let p) = evaluate(context)
      else { return .null }
      if name == "CGContextMoveToPoint" { paths[p].move([x, y]) } else { paths[p].line([x, y]) }
      return .null
    case "CGContextAddArc":
      // (x, y, radius, start, end, clockwise): clockwise as CGPath's, in the view's flipped space.
      guard rest.count == 6, let n = numbers(rest), case .path(let p) = evaluate(context) else { return .null }
      paths[p].arc(center: [n[0], n[1]], radius: n[2], start: n[3], end: n[4], increasing: n[5] == 0)
      return .null
    case "CGContextAddPath":
      guard case .path(let p) = evaluate(context), case .path(let q)? = rest.first.map({ evaluate($0) }) else {
        return .null
      }
      paths[p].data += paths[q].data
      return .null
    case "CGContextAddEllipseInRect", "CGContextAddRect":
      guard case .rect(let x, let y, let w, let h)? = rest.first.map({ evaluate($0) }),
        case .path(let p) = evaluate(context)
      else { return .null }
      paths[p].data += (name == "CGContextAddRect" ? PathBuild.rect(x, y, w, h) : PathBuild.oval(x, y, w, h)).data
      return .null
    default: return nil
    }
    if !drawingCall(context, method, rest, statement) { ignored(statement, "its value is not known here") }
    return .null
  }

  /// True when path `a`'s box holds path `b`'s (to half a point), or a box is not known.
  static func covers(_ a: PathBuild, _ b: PathBuild) -> Bool {
    guard let pa = try? KeyframePath(parsing: a.data.joined(separator: " ")),
      let pb = try? KeyframePath(parsing: b.data.joined(separator: " "))
    else { return true }
    let (x, y) = (box(pa, tight: false), box(pb, tight: false))
    return x.minX <= y.minX + 0.5 && x.minY <= y.minY + 0.5 && x.maxX >= y.maxX - 0.5 && x.maxY >= y.maxY - 0.5
  }

  /// What drawing state is not shown, said once.
  static let unmodelledDrawing =
    "Core Graphics shadows, line joins, alpha and blend modes are not drawn (a clear blend leaves out what it draws)"

  /// The next shape of this pass: made inside the view the first time, its path, colours and
  /// width set (again, at the time of a later pass).
  mutating func drawShape(_ path: PathBuild, stroked: Bool, filled: Bool, _ statement: CodeSite) {
    guard var state = drawing, !state.clearing else { return }
    var path = path
    if filled, let clip = state.clip {
      // A fill that covers the clip (a gradient's rectangle under a rounded clip) shows as the
      // clip's shape; one that lies partly inside it (a wave under a circle) as itself, as
      // clipping is not applied here.
      if Self.covers(path, clip) {
        path = clip
        noteOnce("a fill under a clip is drawn as the clip's shape (it covers the clip)")
      } else {
        noteOnce("a fill under a clip that does not cover it is drawn unclipped (clipping is not applied)")
      }
    }
    let k = state.drawn
    state.drawn += 1
    drawing = state
    var shapes = drawnShapes[state.view] ?? []
    let shape: Int
    if k < shapes.count {
      shape = shapes[k]
      if isHiddenLayer(shape) { setLayer(shape, "hidden", .bool(false), statement) }
    } else {
      guard case .layer(let made) = newLayer("CAShapeLayer") else { return }
      shape = made
      layers[shape].helperName = "drawing"
      // Drawn, not animated: a redraw replaces the picture at once (no implicit animation).
      layers[shape].disabledActions = ["path", "strokeColor", "fillColor", "lineWidth", "lineCap", "hidden"]
      if case .rect(_, _, let w, let h) = layers[state.view].property("bounds") {
        layers[shape].setProperty("bounds", .rect(0, 0, w, h))
        layers[shape].setProperty("position", .point(w / 2, h / 2))
      }
      // (Drawn first in a later pass, it appears then, as a layer added then does.)
      attach(shape, to: state.view, statement, name: "drawing", quietly: true)
      // What a view draws is its layer's contents: below every sublayer (after its earlier shapes).
      if let k = layers[state.view].sublayers.firstIndex(of: shape) {
        layers[state.view].sublayers.remove(at: k)
        layers[state.view].sublayers.insert(shape, at: min(shapes.count, layers[state.view].sublayers.count))
      }
      layers[shape].id = "drawing"
      shapes.append(shape)
      drawnShapes[state.view] = shapes
      noteOnce("what draw(_:) strokes and fills is shown as shape layers in the view (drawing, drawing2, …)")
    }
    let none = RuntimeValue.color(RGBColor(red: 0, green: 0, blue: 0, alpha: 0))
    // (Only what changed is set: a redraw that draws the same leaves the layer as it is.)
    if case .path(let q) = layers[shape].property("path"), paths[q].data == path.data {
    } else {
      setLayer(shape, "path", newPath(path), statement)
    }
    var style: [(String, RuntimeValue)] = [
      ("strokeColor", stroked ? state.stroke : none), ("fillColor", filled ? state.fill : none),
      ("lineWidth", .number(state.lineWidth)),
    ]
    if let cap = state.lineCap { style.append(("lineCap", cap)) }
    for (key, value) in style where !same(layers[shape].property(key), value) {
      setLayer(shape, key, value, statement)
    }
  }
}
