import MediaTiming
import Scenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An animation object while the code runs: its class, the fields set so far (scene-file names
/// and spellings), and what only the end can resolve (a spring's settling duration).
struct AnimationBuild {
  var className: String
  var variable: String?
  var line: Int
  var column = 1
  var file: String?
  /// The name a helper gave it before returning it (used when the caller gives none).
  var helperName: String?
  /// Where the animation was created.
  var site: CodeSite { CodeSite(file: file, line: line, column: column, text: "") }
  /// False for a property animation with no key path (`CABasicAnimation()`, a pause in a
  /// sequence): it animates nothing, and is not shown.
  var animatesSomething: Bool {
    keyPath != nil || !["CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation"].contains(className)
  }
  /// Where each field was set (for a message when Core Animation would refuse it).
  var fieldSites: [String: CodeSite] = [:]
  var keyPath: String?
  /// Whole-transform values by field (`from`, `to`, `by`, `values`), decomposed when added.
  var transforms: [String: [CodeTransform]] = [:]
  var fields: [(key: String, value: JSONValue)] = []
  var children: [Int] = []
  var perceptual: (duration: Double, bounce: Double)?
  var physical: [(key: String, value: JSONValue)] = []
  var durationIsSettling = false
  /// True when the begin time was computed from `CACurrentMediaTime()` (so 0 is not "unset").
  var beginTimeReadsNow = false
  /// `delegate`: an object of the program's whose `animationDidStop(_:finished:)` runs at its end.
  var delegate: RuntimeValue?
  /// The layer it was added to, if it was.
  var addedTo: Int?
  /// The animation this one is a `copy()` of (a helper that copies what it is given, then adds
  /// the copy: the original is not "never added").
  var copiedFrom: Int?
  /// Values stored by key-value coding under keys that are not Core Animation's
  /// (`anim.setValue("up", forKey: "animation")`), read back by `value(forKey:)` (a delegate
  /// telling its animations apart). Copied with the animation when it is added.
  var userValues: [String: RuntimeValue] = [:]
  /// The program's subclass it is an instance of (`@interface Tween : CAKeyframeAnimation`): its
  /// methods and properties are the animation's too (its own properties kept in `userValues`).
  var programClass: String?
  /// True when an `add` of it was left out (a group inside itself, too deep, too many).
  var refused = false
  /// True for a stand-in of a class that is not Core Animation's (its values are not known).
  var isStandIn = false

  var isGroup: Bool { className == "CAAnimationGroup" }
  var isSpring: Bool { className == "CASpringAnimation" }
  var isTransition: Bool { className == "CATransition" }

  mutating func set(_ key: String, _ value: JSONValue) {
    if key == "duration" { durationIsSettling = false }
    transforms[key] = nil
    if let i = fields.firstIndex(where: { $0.key == key }) {
      fields[i].value = value
    } else {
      fields.append((key, value))
    }
  }

  mutating func setPhysical(_ key: String, _ value: JSONValue) {
    if let i = physical.firstIndex(where: { $0.key == key }) {
      physical[i].value = value
    } else {
      physical.append((key, value))
    }
  }

  /// The spring object of the scene file: the perceptual pair, or mass/stiffness/damping (the
  /// perceptual pair converted when the code sets physical properties after it).
  var springDocument: JSONValue {
    if let perceptual {
      let velocity = physical.filter { $0.key == "initialVelocity" }
      if physical.count == velocity.count {
        return .object(
          [("perceptualDuration", .number(perceptual.duration)), ("bounce", .number(perceptual.bounce))] + velocity)
      }
      let spring = Spring(.perceptual(duration: perceptual.duration, bounce: perceptual.bounce))
      var members: [(key: String, value: JSONValue)] = [
        ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
        ("damping", .number(spring.damping)), ("allowsOverdamping", .bool(true)),
      ]
      for (key, value) in physical {
        if let i = members.firstIndex(where: { $0.key == key }) {
          members[i].value = value
        } else {
          members.append((key, value))
        }
      }
      return .object(members)
    }
    return .object(physical)
  }

  static let contentKeys: Set<String> = [
    "from", "to", "by", "values", "path", "keyTimes", "timingFunctions", "calculationMode", "tensionValues",
    "continuityValues", "biasValues", "rotationMode", "transition", "subtype", "startProgress", "endProgress",
  ]
}

/// A layer object: its timing, model values (in the order set) and what was added to it.
struct LayerBuild {
  var id: String
  /// The Core Animation class it was made as (a subclass's system ancestor).
  var layerClass: LayerClass = .layer
  /// A replicator's copies, as set (`instanceCount`, `instanceDelay`, `instanceTransform`).
  var replicator = Replicator()
  /// Set as another layer's `mask`: not drawn (masks are not modelled), so not a root of its own.
  var isMask = false
  /// Keys whose action `actions` sets to null (`["strokeEnd": NSNull()]`): no implicit animation.
  var disabledActions: Set<String> = []
  /// `layer.actions = ["bounds": animation]`: the animation (an index) that runs when that key
  /// changes, in place of the default action.
  var actionAnimations: [String: Int] = [:]
  /// Taken out of the tree it was in (`superlayer.sublayers = nil`) and not added again.
  var isDetached = false
  /// The layer set as this one's `mask` (read back by code that sets it up through `mask`).
  var mask: Int?
  /// A view subclass's own layer: its size comes from outside the code (a frame UIKit sets, a
  /// storyboard), so a size read before it is set is assumed, as a host layer's is.
  var isViewLayer = false
  /// A `UILabel`'s text and font size (its size comes from them).
  var label: CodeInterpreter.LabelText?
  /// `translatesAutoresizingMaskIntoConstraints = false`: placed by constraints, also ones that
  /// name it second (`container.leading == view.leading`).
  var usesAutoLayout = false
  /// The content size of a control or label a storyboard made (points): the size Interface
  /// Builder laid it out at, standing for its intrinsic size, which TimingLab cannot measure.
  var interfaceContentSize: (w: Double, h: Double)?
  /// A table cell's height as its xib or storyboard lays it out (points): its row's height when
  /// neither the table nor its delegate gives one (self-sizing is not measured here).
  var designedHeight: Double?
  /// A `UILayoutGuide`: laid out as a view is, never drawn (not in the scene).
  var isLayoutGuide = false
  /// A view's own guide (`safeAreaLayoutGuide`, `layoutMarginsGuide`, `readableContentGuide`):
  /// its bounds inset by the safe area or margins (`guideInsets`), never a constraint's variable.
  var guideKind: String?
  /// A cell's or an effect view's `contentView`: it fills its superview, as UIKit sizes it.
  var fillsParent = false
  /// The UIKit class the code made this view as (`UIView(frame:)`: `UIView`); nil for a layer, or
  /// a view made outside the code.
  var viewKind: String?
  /// The UIKit class the view is an instance of, made as it or as a program class descending from
  /// it (`UIButton` for a `RaisedButton`); nil for a layer, or a view made outside the code.
  var systemKind: String?
  /// A view's state that is not drawn but read back (`contentEdgeInsets`, `isSelected`), as set.
  var viewValues: [String: RuntimeValue] = [:]
  /// The name a helper gave it before returning it (used when the caller gives none).
  var helperName = ""
  var beginTime = 0.0
  var speed = 1.0
  var timeOffset = 0.0
  var properties: [(key: String, value: RuntimeValue)] = []
  var animations: [(key: String, document: JSONValue)] = []
  var sublayers: [Int] = []
  var parent: Int?
  /// Animations (by key) whose begin time was set without `CACurrentMediaTime()`: that time, and
  /// the animation as built (for messages).
  var pastBegins: [String: (time: Double, build: AnimationBuild)] = [:]

  /// The keys in `animations` (so adding under a new key costs no scan).
  var keys: Set<String> = []

  /// Adds `document` under `key`, replacing an animation with that key (CALayer.h).
  mutating func add(_ key: String, _ document: JSONValue) {
    if keys.contains(key) { animations.removeAll { $0.key == key } }
    keys.insert(key)
    animations.append((key, document))
  }

  mutating func remove(_ key: String) {
    guard keys.remove(key) != nil else { return }
    animations.removeAll { $0.key == key }
  }

  mutating func removeAllAnimations() {
    keys = []
    animations = []
  }

  mutating func setProperty(_ keyPath: String, _ value: RuntimeValue) {
    if let i = properties.firstIndex(where: { $0.key == keyPath }) {
      properties[i].value = value
    } else {
      properties.append((keyPath, value))
    }
  }

  /// The model value of `keyPath` as code reads it back: what was set, else Core Animation's default.
  func property(_ keyPath: String) -> RuntimeValue {
    if let set = properties.last(where: { $0.key == keyPath }) { return set.value }
    guard let property = LayerProperty.named(keyPath), let kind = property.kind else { return .unknown(keyPath) }
    let c = property.defaultComponents
    switch kind {
    case .number: return .number(c[0])
    case .point: return .point(c[0], c[1])
    case .size: return .size(c[0], c[1])
    case .rect: return .rect(c[0], c[1], c[2], c[3])
    case .color: return .color(RGBColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    case .matrix: return .transform(CodeTransform(m: c))
    case .path: return .unknown(keyPath)
    case .colors, .numbers: return .null  // a gradient's arrays are nil until set
    }
  }
}

/// A `UIBezierPath` being built, as SVG path data.
struct PathBuild {
  var data: [String] = []
  var start: SIMD2<Double>?
  /// Set on a stroked copy (`copy(strokingWithWidth:…)`): its outline is not built, only its
  /// box is known (CodeInterpreter+PathBounds.swift).
  var stroke: CodeInterpreter.StrokeStyle?

  static func text(_ x: Double) -> String { shortestText(x) }
  static func point(_ p: SIMD2<Double>) -> String { "\(text(p.x)) \(text(p.y))" }

  mutating func move(_ p: SIMD2<Double>) {
    data.append("M \(Self.point(p))")
    start = p
  }
  mutating func line(_ p: SIMD2<Double>) { data.append("L \(Self.point(p))") }
  mutating func quad(_ p: SIMD2<Double>, _ c: SIMD2<Double>) { data.append("Q \(Self.point(c)) \(Self.point(p))") }
  mutating func cubic(_ p: SIMD2<Double>, _ c1: SIMD2<Double>, _ c2: SIMD2<Double>) {
    data.append("C \(Self.point(c1)) \(Self.point(c2)) \(Self.point(p))")
  }
  mutating func close() { data.append("Z") }

  /// The point the path is at (its last element's end; a subpath's start after `Z`); nil when
  /// empty.
  var currentPoint: SIMD2<Double>? {
    guard let last = data.last else { return nil }
    if last == "Z" { return start }
    let numbers = last.split(separator: " ").dropFirst().compactMap { Double($0) }
    return numbers.count >= 2 ? SIMD2(numbers[numbers.count - 2], numbers[numbers.count - 1]) : nil
  }

  /// `CGPathAddArcToPoint` / `addArc(tangent1End:tangent2End:radius:)`: a line from the current
  /// point to where the circle of radius `r` touches the line towards `p1`, then the short arc of
  /// it to where it touches the line from `p1` to `p2`; a line to `p1` when the three points are
  /// on a line or `r` is 0 (CGPath.h).
  mutating func arc(tangent1 p1: SIMD2<Double>, tangent2 p2: SIMD2<Double>, radius r: Double) {
    guard let p0 = currentPoint else { return move(p1) }
    func unit(_ v: SIMD2<Double>) -> SIMD2<Double>? {
      let length = (v * v).sum().squareRoot()
      return length > 1e-12 ? v / length : nil
    }
    guard let v1 = unit(p0 - p1), let v2 = unit(p2 - p1), r > 0 else { return line(p1) }
    let cosine = max(-1, min(1, (v1 * v2).sum()))
    let angle = acos(cosine)
    guard angle > 1e-9, abs(angle - Double.pi) > 1e-9 else { return line(p1) }
    let reach = r / tan(angle / 2)
    let t1 = p1 + v1 * reach
    let t2 = p1 + v2 * reach
    guard let bisector = unit(v1 + v2) else { return line(p1) }
    let center = p1 + bisector * (r / sin(angle / 2))
    let a = t1 - center
    let b = t2 - center
    arc(
      center: center, radius: r, start: atan2(a.y, a.x), end: atan2(b.y, b.x), increasing: a.x * b.y - a.y * b.x > 0)
  }

  /// Every point mapped by the affine transform (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
  mutating func apply(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) {
    data = data.map { element in
      let words = element.split(separator: " ")
      guard let command = words.first else { return element }
      let numbers = words.dropFirst().compactMap { Double($0) }
      var out = [String(command)]
      var k = 0
      while k + 1 < numbers.count {
        let (x, y) = (numbers[k], numbers[k + 1])
        out.append(Self.point(SIMD2(a * x + c * y + tx, b * x + d * y + ty)))
        k += 2
      }
      return out.joined(separator: " ")
    }
    start = start.map { SIMD2(a * $0.x + c * $0.y + tx, b * $0.x + d * $0.y + ty) }
  }

  /// An arc of the circle at `center` with `radius` from `start` to `end` (radians; a point at
  /// angle a is center + r·(cos a, sin a)), increasing when `increasing`, as cubic pieces of at
  /// most a quarter turn; joined to the current point by a line (as `addArc` does).
  mutating func arc(center: SIMD2<Double>, radius r: Double, start: Double, end: Double, increasing: Bool) {
    var sweep = end - start
    let turn = 2 * Double.pi
    if increasing {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
      if sweep > turn { sweep = turn }
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
      if sweep < -turn { sweep = -turn }
    }
    guard sweep.isFinite, r.isFinite, center.x.isFinite, center.y.isFinite else { return }
    func point(_ a: Double) -> SIMD2<Double> { [center.x + r * cos(a), center.y + r * sin(a)] }
    let first = point(start)
    if data.isEmpty { move(first) } else { line(first) }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    // A cubic through a circular arc of angle θ: handles of length 4/3·tan(θ/4)·r.
    let k = 4.0 / 3.0 * tan(step / 4)
    var a = start
    for _ in 0..<pieces {
      let b = a + step
      let p0 = point(a)
      let p3 = point(b)
      let c1: SIMD2<Double> = [p0.x - k * r * sin(a), p0.y + k * r * cos(a)]
      let c2: SIMD2<Double> = [p3.x + k * r * sin(b), p3.y - k * r * cos(b)]
      cubic(p3, c1, c2)
      a = b
    }
  }

  /// `reversing()` (`bezierPathByReversingPath`): the same curves drawn from the end back to the
  /// start, subpaths last first. Each subpath starts at its last point and its segments run
  /// backwards (a cubic's control points swapped); a closed one stays closed.
  func reversed() -> PathBuild {
    typealias Segment = (command: String, controls: [SIMD2<Double>], end: SIMD2<Double>)
    var subpaths: [(start: SIMD2<Double>, segments: [Segment], closed: Bool)] = []
    for element in data {
      let words = element.split(separator: " ")
      guard let command = words.first.map(String.init) else { continue }
      let n = words.dropFirst().compactMap { Double($0) }
      let points = stride(from: 0, to: n.count - 1, by: 2).map { SIMD2(n[$0], n[$0 + 1]) }
      switch command {
      case "M" where points.count == 1:
        subpaths.append((points[0], [], false))
      case "Z":
        if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
      case "L", "Q", "C":
        guard let end = points.last else { continue }
        if subpaths.isEmpty { subpaths.append((.zero, [], false)) }
        subpaths[subpaths.count - 1].segments.append((command, Array(points.dropLast()), end))
      default: continue
      }
    }
    var out = PathBuild()
    for subpath in subpaths.reversed() {
      // The points the segments start from: the subpath's start, then each segment's end.
      let starts = [subpath.start] + subpath.segments.dropLast().map(\.end)
      out.move(subpath.segments.last?.end ?? subpath.start)
      for (segment, from) in zip(subpath.segments, starts).reversed() {
        switch segment.command {
        case "Q": out.quad(from, segment.controls[0])
        case "C": out.cubic(from, segment.controls[1], segment.controls[0])
        default: out.line(from)
        }
      }
      if subpath.closed { out.close() }
    }
    return out
  }

  /// `UIBezierPath(rect:)`: clockwise from the origin, closed.
  static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PathBuild {
    var path = PathBuild()
    path.move([x, y])
    path.line([x + w, y])
    path.line([x + w, y + h])
    path.line([x, y + h])
    path.close()
    return path
  }

  /// `UIBezierPath(roundedRect:cornerRadius:)` with circular corners (UIKit's own corners are a
  /// little squarer, "continuous"; the timing is the same), clockwise from the top edge; the
  /// radius at most half the shorter side (a capsule). `corners` (UIRectCorner's bits: top left
  /// 1, top right 2, bottom left 4, bottom right 8) are the ones rounded
  /// (`roundedRect:byRoundingCorners:cornerRadii:`, whose radii's width is the radius).
  static func roundedRect(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, corners: Int = 15
  ) -> PathBuild {
    let r = min(max(radius, 0), min(w, h) / 2)
    func at(_ bit: Int) -> Double { corners & bit != 0 ? r : 0 }
    let (topLeft, topRight, bottomLeft, bottomRight) = (at(1), at(2), at(4), at(8))
    guard r > 0, corners & 15 != 0 else { return rect(x, y, w, h) }
    var path = PathBuild()
    path.move([x + topLeft, y])
    path.line([x + w - topRight, y])
    if topRight > 0 {
      path.arc(center: [x + w - r, y + r], radius: r, start: -Double.pi / 2, end: 0, increasing: true)
    }
    path.line([x + w, y + h - bottomRight])
    if bottomRight > 0 {
      path.arc(center: [x + w - r, y + h - r], radius: r, start: 0, end: Double.pi / 2, increasing: true)
    }
    path.line([x + bottomLeft, y + h])
    if bottomLeft > 0 {
      path.arc(center: [x + r, y + h - r], radius: r, start: Double.pi / 2, end: Double.pi, increasing: true)
    }
    path.line([x, y + topLeft])
    if topLeft > 0 {
      path.arc(center: [x + r, y + r], radius: r, start: Double.pi, end: 3 * Double.pi / 2, increasing: true)
    }
    path.close()
    return path
  }

  /// `UIBezierPath(ovalIn:)`: four cubic arcs (κ = 0.5523) starting at the right-hand side.
  static func oval(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> PathBuild {
    let k = 0.5522847498307936
    let (cx, cy, rx, ry) = (x + w / 2, y + h / 2, w / 2, h / 2)
    var path = PathBuild()
    path.move([cx + rx, cy])
    path.cubic([cx, cy + ry], [cx + rx, cy + k * ry], [cx + k * rx, cy + ry])
    path.cubic([cx - rx, cy], [cx - k * rx, cy + ry], [cx - rx, cy + k * ry])
    path.cubic([cx, cy - ry], [cx - rx, cy - k * ry], [cx - k * rx, cy - ry])
    path.cubic([cx + rx, cy], [cx + k * rx, cy - ry], [cx + rx, cy - k * ry])
    path.close()
    return path
  }
}

extension JSONValue {
  /// The `id` member of an object, if it is a string.
  var id: String? {
    guard case .object(let members) = self, case .string(let id)? = members.first(where: { $0.key == "id" })?.value
    else { return nil }
    return id
  }

  /// The object with its `id` member set to `id`.
  func withID(_ id: String) -> JSONValue {
    guard case .object(var members) = self else { return self }
    if let i = members.firstIndex(where: { $0.key == "id" }) {
      members[i].value = .string(id)
    } else {
      members.insert(("id", .string(id)), at: 0)
    }
    return .object(members)
  }
}
