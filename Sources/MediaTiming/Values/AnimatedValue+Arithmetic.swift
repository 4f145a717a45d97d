/// Component-wise arithmetic on values, what Core Animation's type-dependent "addition"
/// (presentation model §9) and interpolation do for numbers, points, sizes, rects and colours.
extension AnimatedValue {
  /// The value's numbers in order (x, y, width, height; red, green, blue, alpha).
  public var components: [Double] {
    switch self {
    case .number(let a): [a]
    case .point(let x, let y), .size(let x, let y): [x, y]
    case .rect(let x, let y, let w, let h): [x, y, w, h]
    case .color(let c): [c.red, c.green, c.blue, c.alpha]
    case .matrix(let t): t.m
    case .path(let p): p.coordinates
    case .colors(let cs): cs.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    case .numbers(let xs): xs
    }
  }

  /// Component `index` (0-based, see `components`).
  public func component(_ index: Int) -> Double {
    switch self {
    case .number(let a): a
    case .point(let x, let y), .size(let x, let y): index == 0 ? x : y
    case .rect(let x, let y, let w, let h): [x, y, w, h][index]
    case .color(let c): [c.red, c.green, c.blue, c.alpha][index]
    case .matrix(let t): t.m[index]
    case .path(let p): p.coordinates[index]
    case .colors, .numbers: components[index]
    }
  }

  /// The value of `kind` whose component `i` is `component(i)`.
  public static func make(_ kind: ValueKind, _ component: (Int) -> Double) -> AnimatedValue {
    switch kind {
    case .number: .number(component(0))
    case .point: .point(component(0), component(1))
    case .size: .size(component(0), component(1))
    case .rect: .rect(component(0), component(1), component(2), component(3))
    case .color: .color(RGBColor(red: component(0), green: component(1), blue: component(2), alpha: component(3)))
    case .matrix: .matrix(Transform3D((0..<16).map(component)) ?? .identity)
    case .path: .path(KeyframePath(segments: []))  // a path has no fixed components: the empty one
    case .colors: .colors([])
    case .numbers: .numbers([])
    }
  }

  /// The value of `kind` with `components` (missing ones 0).
  public static func make(_ kind: ValueKind, components: [Double]) -> AnimatedValue {
    make(kind) { $0 < components.count ? components[$0] : 0 }
  }

  /// Every component mapped by `transform`.
  public func mapped(_ transform: (Double) -> Double) -> AnimatedValue {
    switch self {
    case .number(let a): .number(transform(a))
    case .point(let x, let y): .point(transform(x), transform(y))
    case .size(let x, let y): .size(transform(x), transform(y))
    case .rect(let x, let y, let w, let h): .rect(transform(x), transform(y), transform(w), transform(h))
    case .color(let c):
      .color(
        RGBColor(red: transform(c.red), green: transform(c.green), blue: transform(c.blue), alpha: transform(c.alpha)))
    case .matrix(let t): .matrix(Transform3D(t.m.map(transform)) ?? t)
    case .path(let p): .path(p.mapped(transform))
    case .colors(let cs):
      .colors(
        cs.map {
          RGBColor(
            red: transform($0.red), green: transform($0.green), blue: transform($0.blue), alpha: transform($0.alpha))
        })
    case .numbers(let xs): .numbers(xs.map(transform))
    }
  }

  /// Components of `self` and `other` combined pairwise by `combine`; nil when the kinds differ.
  public func combined(with other: AnimatedValue, _ combine: (Double, Double) -> Double) -> AnimatedValue? {
    switch (self, other) {
    case (.number(let a), .number(let b)): return .number(combine(a, b))
    case (.point(let x1, let y1), .point(let x2, let y2)): return .point(combine(x1, x2), combine(y1, y2))
    case (.size(let x1, let y1), .size(let x2, let y2)): return .size(combine(x1, x2), combine(y1, y2))
    case (.rect(let x1, let y1, let w1, let h1), .rect(let x2, let y2, let w2, let h2)):
      return .rect(combine(x1, x2), combine(y1, y2), combine(w1, w2), combine(h1, h2))
    case (.color(let a), .color(let b)):
      return .color(
        RGBColor(
          red: combine(a.red, b.red), green: combine(a.green, b.green), blue: combine(a.blue, b.blue),
          alpha: combine(a.alpha, b.alpha)))
    case (.matrix(let a), .matrix(let b)):
      return .matrix(Transform3D(zip(a.m, b.m).map(combine)) ?? a)
    case (.path(let a), .path(let b)):
      return a.combined(with: b, combine).map { .path($0) }
    case (.colors(let a), .colors(let b)) where a.count == b.count:
      return .colors(
        zip(a, b).map {
          RGBColor(
            red: combine($0.red, $1.red), green: combine($0.green, $1.green), blue: combine($0.blue, $1.blue),
            alpha: combine($0.alpha, $1.alpha))
        })
    case (.numbers(let a), .numbers(let b)) where a.count == b.count:
      return .numbers(zip(a, b).map(combine))
    default:
      return nil
    }
  }

  /// `self + other` component-wise; nil when the kinds differ. Matrices concatenate (`self`
  /// first), as Core Animation adds transforms.
  public func adding(_ other: AnimatedValue) -> AnimatedValue? {
    if case .matrix(let a) = self, case .matrix(let b) = other { return .matrix(a.concatenating(b)) }
    return combined(with: other, +)
  }

  /// `self − other` component-wise; nil when the kinds differ.
  public func subtracting(_ other: AnimatedValue) -> AnimatedValue? { combined(with: other, -) }

  /// Every component multiplied by `factor`.
  public func scaled(by factor: Double) -> AnimatedValue { mapped { $0 * factor } }

  /// The Euclidean distance over components (presentation model §5.3's metric for paced mode);
  /// nil when the kinds differ.
  public func distance(to other: AnimatedValue) -> Double? {
    // Transforms, paths and arrays have no distance: paced keyframes of them are spaced evenly (§5.3).
    if kind == .matrix || kind.isHeldWhole { return nil }
    guard let difference = other.subtracting(self) else { return nil }
    if case .number(let a) = difference { return abs(a) }
    return difference.components.reduce(0) { $0 + $1 * $1 }.squareRoot()
  }

  /// The zero of `kind` (every component 0: the additive identity of numbers, points, sizes,
  /// rects and colours).
  public static func zero(_ kind: ValueKind) -> AnimatedValue { make(kind) { _ in 0 } }

  /// True when every component is finite.
  public var isFinite: Bool {
    switch self {
    case .number(let a): a.isFinite
    case .point(let x, let y), .size(let x, let y): x.isFinite && y.isFinite
    case .rect(let x, let y, let w, let h): x.isFinite && y.isFinite && w.isFinite && h.isFinite
    case .color(let c): c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite
    case .matrix(let t): t.m.allSatisfy(\.isFinite)
    case .path(let p): p.coordinates.allSatisfy(\.isFinite)
    case .colors, .numbers: components.allSatisfy(\.isFinite)
    }
  }
}
