#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `CGPath` for a keyframe animation's `path`, read from SVG path data (`M0,0 L100,0 Q50,100
/// 100,0 Z`): move-to, line-to, quadratic and cubic curves, close (absolute and relative, with H
/// and V). Presentation model §7: "each point in the path except for moveto points defines a
/// single keyframe"; the keyframes are the first drawing element's start and every element's end.
public struct KeyframePath: Hashable, Sendable {
  /// One drawing element, with absolute points (its start is where the previous one ended, or the
  /// last move-to).
  public struct Segment: Hashable, Sendable {
    public enum Shape: Hashable, Sendable {
      case line
      case quad(SIMD2<Double>)
      case cubic(SIMD2<Double>, SIMD2<Double>)
    }
    public var start: SIMD2<Double>
    public var shape: Shape
    public var end: SIMD2<Double>

    /// The point at Bézier parameter `t` (0 = start, 1 = end; outside extrapolates a line).
    public func point(at t: Double) -> SIMD2<Double> {
      if t == 1 { return end }
      switch shape {
      case .line: return start + (end - start) * t
      case .quad(let c):
        let s = 1 - t
        return start * (s * s) + c * (2 * s * t) + end * (t * t)
      case .cubic(let c1, let c2):
        let s = 1 - t
        return start * (s * s * s) + c1 * (3 * s * s * t) + c2 * (3 * s * t * t) + end * (t * t * t)
      }
    }

    /// The derivative d point / d t at `t`.
    public func derivative(at t: Double) -> SIMD2<Double> {
      switch shape {
      case .line: return end - start
      case .quad(let c):
        return (c - start) * (2 * (1 - t)) + (end - c) * (2 * t)
      case .cubic(let c1, let c2):
        let s = 1 - t
        return (c1 - start) * (3 * s * s) + (c2 - c1) * (6 * s * t) + (end - c2) * (3 * t * t)
      }
    }

    /// Arc length from parameter 0 to `t` (adaptive Gauss–Legendre; exact for lines).
    public func length(to t: Double = 1) -> Double {
      if case .line = shape { return distance(start, end) * t }
      return ArcLength.integrate(0, t) { norm(derivative(at: $0)) }
    }

    /// The parameter at which the arc length from the start is `distance` (0...length).
    public func parameter(atLength distance: Double, total: Double) -> Double {
      if case .line = shape { return total > 0 ? distance / total : 0 }
      return ArcLength.invert(distance, total: total, length: { length(to: $0) }, speed: { norm(derivative(at: $0)) })
    }
  }

  /// The drawing elements in order.
  public var segments: [Segment]
  /// The SVG path data the path was read from (kept so a scene writes back what it read).
  public var data: String

  /// The keyframe points: the first element's start and each element's end.
  public var keyframePoints: [SIMD2<Double>] {
    guard let first = segments.first else { return [] }
    return [first.start] + segments.map(\.end)
  }

  /// Why a path text cannot be read, with the offset (0-based, in characters) of the problem.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var message: String
    public var description: String { "at character \(offset + 1): \(message)" }
  }

  /// Reads SVG path data: commands `M L H V Q C Z` and their lower-case relative forms, numbers
  /// separated by spaces or commas. `allowingEmpty`: a shape's `path` may have no drawing element
  /// (`""`, or move-tos alone: `CGMutablePath()` draws nothing); a keyframe path may not.
  /// - Throws: `ParseError` for other commands, missing numbers, or a path with no drawing element.
  public init(parsing text: String, allowingEmpty: Bool = false) throws(ParseError) {
    data = text
    segments = []
    var reader = PathTokens(Array(text.unicodeScalars))
    var current = SIMD2<Double>(0, 0)
    var subpathStart = current
    var command: Unicode.Scalar?
    var sawMove = false
    while true {
      reader.skipSeparators()
      guard let next = reader.peek else { break }
      if next.properties.isAlphabetic {
        command = next
        reader.advance()
      } else if command == nil {
        throw ParseError(offset: reader.offset, message: "expected a command (M, L, H, V, Q, C or Z)")
      }
      guard let c = command else { break }
      if !sawMove && c != "M" && c != "m" {
        throw ParseError(offset: reader.offset - 1, message: "a path starts with M (move to)")
      }
      let relative = c.properties.isLowercase
      let base = relative ? current : SIMD2(0, 0)
      switch c {
      case "M", "m":
        let point = try reader.point() + base
        current = point
        subpathStart = point
        sawMove = true
        command = relative ? "l" : "L"  // further pairs are line-tos
      case "L", "l":
        let point = try reader.point() + base
        segments.append(Segment(start: current, shape: .line, end: point))
        current = point
      case "H", "h":
        let x = try reader.number() + (relative ? current.x : 0)
        let point = SIMD2(x, current.y)
        segments.append(Segment(start: current, shape: .line, end: point))
        current = point
      case "V", "v":
        let y = try reader.number() + (relative ? current.y : 0)
        let point = SIMD2(current.x, y)
        segments.append(Segment(start: current, shape: .line, end: point))
        current = point
      case "Q", "q":
        let control = try reader.point() + base
        let point = try reader.point() + base
        segments.append(Segment(start: current, shape: .quad(control), end: point))
        current = point
      case "C", "c":
        let c1 = try reader.point() + base
        let c2 = try reader.point() + base
        let point = try reader.point() + base
        segments.append(Segment(start: current, shape: .cubic(c1, c2), end: point))
        current = point
      case "Z", "z":
        segments.append(Segment(start: current, shape: .line, end: subpathStart))
        current = subpathStart
        command = nil
      default:
        throw ParseError(
          offset: reader.offset - 1,
          message: "unsupported command \"\(c)\" (use M, L, H, V, Q, C, Z or their lower-case forms)")
      }
    }
    if segments.isEmpty, !allowingEmpty {
      throw ParseError(offset: reader.offset, message: "a path needs at least one line or curve")
    }
  }
}

/// Scanning SVG path data.
private struct PathTokens {
  let scalars: [Unicode.Scalar]
  var offset = 0
  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  var peek: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }
  mutating func advance() { offset += 1 }

  mutating func skipSeparators() {
    while let c = peek, c == " " || c == "," || c == "\n" || c == "\t" || c == "\r" { advance() }
  }

  mutating func number() throws(KeyframePath.ParseError) -> Double {
    skipSeparators()
    let start = offset
    var text = ""
    while let c = peek, "0123456789.-+eE".unicodeScalars.contains(c) {
      // A sign starts a new number unless it follows an exponent.
      if (c == "-" || c == "+") && !text.isEmpty && !(text.hasSuffix("e") || text.hasSuffix("E")) { break }
      text.unicodeScalars.append(c)
      advance()
    }
    guard let value = Double(text), value.isFinite else {
      throw KeyframePath.ParseError(
        offset: start, message: text.isEmpty ? "expected a number" : "\"\(text)\" is not a number")
    }
    return value
  }

  mutating func point() throws(KeyframePath.ParseError) -> SIMD2<Double> {
    let x = try number()
    let y = try number()
    return SIMD2(x, y)
  }
}

@inline(__always) func norm(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
@inline(__always) func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { norm(b - a) }
