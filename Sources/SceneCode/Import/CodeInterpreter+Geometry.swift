#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Core Graphics' rectangle functions and their Swift methods: `CGRectInset`, `CGRectOffset`,
/// `CGRectGetMidX` …, `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)`, `rect.integral`. Points.
extension CodeInterpreter {
  /// A `CGRect…` function of `arguments`; nil when `name` is not one (or its values are not known).
  mutating func rectFunction(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard
      name.hasPrefix("CGRect") || name.hasPrefix("NSInsetRect") || name.hasPrefix("NSOffsetRect")
        || name.hasSuffix("EdgeInsetsInsetRect"),
      let first = arguments.first, case .rect(let x, let y, let w, let h) = evaluate(first.value)
    else { return nil }
    let values = arguments.dropFirst().map { evaluate($0.value) }
    let rest = values.compactMap(\.number)
    // `UIEdgeInsetsInsetRect(rect, insets)`, `NSEdgeInsetsInsetRect`.
    if name.hasSuffix("EdgeInsetsInsetRect") || name == "NSInsetRectWithEdgeInsets", values.count == 1 {
      return Self.edgeInsets(values[0]).flatMap { Self.inset((x, y, w, h), by: $0) }
    }
    if name == "CGRectApplyAffineTransform", values.count == 1, case .transform(let t) = values[0] {
      return Self.boundingBox(x, y, w, h, t.matrix.affine)
    }
    if values.count == 1, let holds = Self.rectRelation(name, (x, y, w, h), values[0]) { return .bool(holds) }
    switch name {
    // (A `where` after two patterns would guard only the second: the count is checked inside.)
    case "CGRectInset", "NSInsetRect":
      return rest.count == 2 ? Self.inset(x, y, w, h, rest[0], rest[1]) : nil
    case "CGRectOffset", "NSOffsetRect":
      return rest.count == 2 ? .rect(x + rest[0], y + rest[1], w, h) : nil
    case "CGRectGetWidth": return .number(w)
    case "CGRectGetHeight": return .number(h)
    case "CGRectGetMinX": return .number(x)
    case "CGRectGetMinY": return .number(y)
    case "CGRectGetMidX": return .number(x + w / 2)
    case "CGRectGetMidY": return .number(y + h / 2)
    case "CGRectGetMaxX": return .number(x + w)
    case "CGRectGetMaxY": return .number(y + h)
    case "CGRectIntegral": return Self.integral(x, y, w, h)
    default: return nil
    }
  }

  /// `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)`; nil for another method.
  mutating func rectMethod(
    _ rect: (x: Double, y: Double, w: Double, h: Double), _ method: String, _ arguments: [CodeExpression.Argument]
  ) -> RuntimeValue? {
    if method == "divided", let divided = dividedRect(rect, arguments) { return divided }
    // `rect.contains(point)`, `rect.contains(other)`, `rect.intersects(other)`.
    if ["contains", "intersects"].contains(method), arguments.count == 1,
      let holds = Self.rectRelation(
        method == "contains" ? "CGRectContainsPoint" : "CGRectIntersectsRect", rect, evaluate(arguments[0].value))
    {
      return .bool(holds)
    }
    // `rect.inset(by: insets)`: smaller by each edge's inset (UIEdgeInsets, top left bottom right).
    if method == "inset", arguments.count == 1, arguments[0].label == "by" {
      return Self.edgeInsets(evaluate(arguments[0].value)).flatMap { Self.inset(rect, by: $0) }
    }
    let dx = arguments.first { $0.label == "dx" }.flatMap { evaluate($0.value).number }
    let dy = arguments.first { $0.label == "dy" }.flatMap { evaluate($0.value).number }
    guard let dx, let dy else { return nil }
    switch method {
    case "insetBy": return Self.inset(rect.x, rect.y, rect.w, rect.h, dx, dy)
    case "offsetBy": return .rect(rect.x + dx, rect.y + dy, rect.w, rect.h)
    default: return nil
    }
  }

  /// `CGRectContainsPoint`, `CGRectContainsRect`, `CGRectIntersectsRect`, `CGRectEqualToRect` of
  /// rect `r` and `other` as Core Graphics answers them (a point on the max edges is outside, an
  /// empty rect contains nothing); `contains` of a rect for a point is the rect version. Nil for
  /// another function or values not known.
  static func rectRelation(
    _ name: String, _ r: (x: Double, y: Double, w: Double, h: Double), _ other: RuntimeValue
  ) -> Bool? {
    let (minX, maxX) = (min(r.x, r.x + r.w), max(r.x, r.x + r.w))
    let (minY, maxY) = (min(r.y, r.y + r.h), max(r.y, r.y + r.h))
    switch (name, other) {
    case ("CGRectContainsPoint", .point(let px, let py)):
      return r.w != 0 && r.h != 0 && px >= minX && px < maxX && py >= minY && py < maxY
    case ("CGRectContainsPoint", .rect), ("CGRectContainsRect", .rect):
      guard case .rect(let ox, let oy, let ow, let oh) = other else { return nil }
      let (oMinX, oMaxX) = (min(ox, ox + ow), max(ox, ox + ow))
      let (oMinY, oMaxY) = (min(oy, oy + oh), max(oy, oy + oh))
      return oMinX >= minX && oMaxX <= maxX && oMinY >= minY && oMaxY <= maxY
    case ("CGRectIntersectsRect", .rect(let ox, let oy, let ow, let oh)):
      let (oMinX, oMaxX) = (min(ox, ox + ow), max(ox, ox + ow))
      let (oMinY, oMaxY) = (min(oy, oy + oh), max(oy, oy + oh))
      return r.w != 0 && r.h != 0 && ow != 0 && oh != 0 && oMinX < maxX && minX < oMaxX && oMinY < maxY && minY < oMaxY
    case ("CGRectEqualToRect", .rect(let ox, let oy, let ow, let oh)):
      return r.x == ox && r.y == oy && r.w == ow && r.h == oh
    default:
      return nil
    }
  }

  /// `rect.divided(atDistance: d, from: .minXEdge)`: the slice `d` deep from that edge (clamped
  /// to the rect) and the remainder, as Core Graphics divides (`(slice, remainder)`).
  mutating func dividedRect(
    _ r: (x: Double, y: Double, w: Double, h: Double), _ arguments: [CodeExpression.Argument]
  ) -> RuntimeValue? {
    guard let distance = argument(arguments, "atDistance").flatMap({ evaluate($0).number }),
      let edge = argument(arguments, "from").map({ $0.text.split(separator: ".").last.map(String.init) ?? $0.text })
    else { return nil }
    let horizontal = edge.contains("X")
    let size = horizontal ? r.w : r.h
    let d = max(0, min(distance, size))
    let slice: RuntimeValue
    let remainder: RuntimeValue
    switch edge {
    case "minXEdge": (slice, remainder) = (.rect(r.x, r.y, d, r.h), .rect(r.x + d, r.y, r.w - d, r.h))
    case "maxXEdge": (slice, remainder) = (.rect(r.x + r.w - d, r.y, d, r.h), .rect(r.x, r.y, r.w - d, r.h))
    case "minYEdge": (slice, remainder) = (.rect(r.x, r.y, r.w, d), .rect(r.x, r.y + d, r.w, r.h - d))
    case "maxYEdge": (slice, remainder) = (.rect(r.x, r.y + r.h - d, r.w, d), .rect(r.x, r.y, r.w, r.h - d))
    default: return nil
    }
    return .tuple([slice, remainder], labels: ["slice", "remainder"])
  }

  /// Core Graphics' inset: smaller by `dx` on the left and right, `dy` at the top and bottom; a
  /// rect that would have a negative size is the null rect, which has no place (unknown here).
  static func inset(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ dx: Double, _ dy: Double) -> RuntimeValue {
    let (nw, nh) = (w - 2 * dx, h - 2 * dy)
    guard nw >= 0, nh >= 0 else { return .unknown("a null rect (inset by more than its size)") }
    return .rect(x + dx, y + dy, nw, nh)
  }

  /// `rect.inset(by:)`, `UIEdgeInsetsInsetRect`: the rect with each edge moved in by its inset; a
  /// negative size is the null rect (unknown here), as for `insetBy`.
  static func inset(_ r: (x: Double, y: Double, w: Double, h: Double), by e: EdgeInsets) -> RuntimeValue {
    let (nw, nh) = (r.w - e.left - e.right, r.h - e.top - e.bottom)
    guard nw >= 0, nh >= 0 else { return .unknown("a null rect (inset by more than its size)") }
    return .rect(r.x + e.left, r.y + e.top, nw, nh)
  }

  /// `CGRectApplyAffineTransform`: the smallest rect holding the rect's corners mapped by `t`.
  static func boundingBox(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    _ t: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
  ) -> RuntimeValue {
    let corners = [(x, y), (x + w, y), (x, y + h), (x + w, y + h)].map { px, py in
      (t.a * px + t.c * py + t.tx, t.b * px + t.d * py + t.ty)
    }
    let xs = corners.map(\.0)
    let ys = corners.map(\.1)
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    return .rect(minX, minY, (xs.max() ?? 0) - minX, (ys.max() ?? 0) - minY)
  }

  /// `CGRectIntegral`: the smallest rect with whole coordinates that contains it.
  static func integral(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> RuntimeValue {
    let (minX, minY) = (floor(x), floor(y))
    return .rect(minX, minY, ceil(x + w) - minX, ceil(y + h) - minY)
  }
}
