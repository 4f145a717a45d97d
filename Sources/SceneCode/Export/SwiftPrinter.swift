import MediaTiming
import TextFormats

/// Swift 5/6 spellings of Apple's API (ca-api.md §2): `add(_:forKey:)`, `isRemovedOnCompletion`,
/// `.forwards`, `NSValue(cgPoint:)`, `UIColor(…).cgColor`.
struct SwiftPrinter: CodePrinter {
  /// UIKit (`UIColor`, `UIBezierPath`) or AppKit (`NSColor`, `CGMutablePath`).
  var platform = CodePlatform.ios

  func statement(_ statement: CodeStatement) -> [String] {
    switch statement {
    case .comment(let text): return ["// " + commentText(text)]
    case .blank: return [""]
    case .animation(let name, let className, let keyPath):
      return ["let \(name) = \(className)(\(keyPath.map { "keyPath: \"\(escaped($0))\"" } ?? ""))"]
    case .perceptualSpring(let name, let duration, let bounce, let keyPath, let before17):
      var lines = [
        "let \(name): CASpringAnimation", "if #available(iOS 17.0, macOS 14.0, *) {",
        "    \(name) = CASpringAnimation(perceptualDuration: \(number(duration)), bounce: \(number(bounce)))",
        "} else {", "    \(name) = CASpringAnimation()",
      ]
      lines += indented(before17) + ["}"]
      if let keyPath { lines.append("\(name).keyPath = \"\(escaped(keyPath))\"") }
      return lines
    case .ifAvailable17(let body):
      return ["if #available(iOS 17.0, macOS 14.0, *) {"] + indented(body) + ["}"]
    case .layer(let name, let className): return ["let \(name) = \(className)()"]
    case .set(let target, let property, let value): return ["\(target).\(property.swift) = \(self.value(value))"]
    case .setKeyPath(let target, let keyPath, let value):
      return ["\(target).setValue(\(self.value(value)), forKeyPath: \"\(escaped(keyPath))\")"]
    case .bezierPath(let name, let path): return bezierPath(name, path)
    case .add(let layer, let animation, let key):
      return ["\(layer).add(\(animation), forKey: \(key.map { "\"\(escaped($0))\"" } ?? "nil"))"]
    case .addSublayer(let parent, let child): return ["\(parent).addSublayer(\(child))"]
    case .later(let seconds, let body):
      return ["DispatchQueue.main.asyncAfter(deadline: .now() + \(number(seconds))) {"] + indented(body) + ["}"]
    case .lines(let swift, _): return swift
    case .removeAnimation(let layer, let key?): return ["\(layer).removeAnimation(forKey: \"\(escaped(key))\")"]
    case .removeAnimation(let layer, nil): return ["\(layer).removeAllAnimations()"]
    }
  }

  func bezierPath(_ name: String, _ path: KeyframePath) -> [String] {
    if platform == .macos { return mutablePath(name, path) }
    var lines = ["let \(name) = UIBezierPath()"]
    var current: SIMD2<Double>?
    for segment in path.segments {
      if current != segment.start { lines.append("\(name).move(to: \(point(segment.start)))") }
      switch segment.shape {
      case .line: lines.append("\(name).addLine(to: \(point(segment.end)))")
      case .quad(let c): lines.append("\(name).addQuadCurve(to: \(point(segment.end)), controlPoint: \(point(c)))")
      case .cubic(let c1, let c2):
        lines.append(
          "\(name).addCurve(to: \(point(segment.end)), controlPoint1: \(point(c1)), controlPoint2: \(point(c2)))")
      }
      current = segment.end
    }
    return lines
  }

  /// AppKit's paths have no `cgPath` before macOS 14: a `CGMutablePath`, which is one already.
  func mutablePath(_ name: String, _ path: KeyframePath) -> [String] {
    var lines = ["let \(name) = CGMutablePath()"]
    var current: SIMD2<Double>?
    for segment in path.segments {
      if current != segment.start { lines.append("\(name).move(to: \(point(segment.start)))") }
      switch segment.shape {
      case .line: lines.append("\(name).addLine(to: \(point(segment.end)))")
      case .quad(let c): lines.append("\(name).addQuadCurve(to: \(point(segment.end)), control: \(point(c)))")
      case .cubic(let c1, let c2):
        lines.append("\(name).addCurve(to: \(point(segment.end)), control1: \(point(c1)), control2: \(point(c2)))")
      }
      current = segment.end
    }
    return lines
  }

  func point(_ p: SIMD2<Double>) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }

  /// Statements one level in.
  func indented(_ body: [CodeStatement]) -> [String] {
    body.flatMap(statement).map { $0.isEmpty ? $0 : "    " + $0 }
  }

  func value(_ value: CodeValue) -> String {
    switch value {
    case .float(let x), .double(let x): return number(x)
    case .bool(let b): return b ? "true" : "false"
    case .string(let s): return "\"\(escaped(s))\""
    case .constant(let swift, _): return swift
    case .timingName(let swift, _): return "CAMediaTimingFunction(name: \(swift))"
    case .controlPoints(let a, let b, let c, let d):
      return "CAMediaTimingFunction(controlPoints: \([a, b, c, d].map(number).joined(separator: ", ")))"
    case .boxed(let v): return boxed(v)
    case .plain(let v): return plain(v)
    case .numbers(let xs): return "[" + xs.map(number).joined(separator: ", ") + "]"
    case .array(let items): return "[" + items.map(self.value).joined(separator: ", ") + "]"
    case .now(let layer, let plus):
      let now = "\(layer).convertTime(CACurrentMediaTime(), from: nil)"
      if plus == 0 { return now }
      return plus < 0 ? "\(now) - \(number(-plus))" : "\(now) + \(number(plus))"
    case .mediaNow(let plus):
      if plus == 0 { return "CACurrentMediaTime()" }
      return plus < 0 ? "CACurrentMediaTime() - \(number(-plus))" : "CACurrentMediaTime() + \(number(plus))"
    case .cgPath(let name), .boxedPath(let name): return platform == .ios ? "\(name).cgPath" : name
    case .variables(let names): return "[" + names.joined(separator: ", ") + "]"
    case .settlingDuration(let name): return "\(name).settlingDuration"
    case .infinity: return ".infinity"
    }
  }

  /// A value stored in `Any?` (`fromValue`, `values`): numbers as literals (bridged to
  /// `NSNumber`), geometry in `NSValue`, colours as `CGColor`.
  func boxed(_ v: AnimatedValue) -> String {
    switch v {
    case .number(let x): number(x)
    case .point: "NSValue(cgPoint: \(plain(v)))"
    case .size: "NSValue(cgSize: \(plain(v)))"
    case .rect: "NSValue(cgRect: \(plain(v)))"
    case .color: plain(v)
    case .matrix: "NSValue(caTransform3D: \(plain(v)))"
    case .path: plain(v)
    case .colors: plain(v)
    case .numbers(let xs): "[" + xs.map(number).joined(separator: ", ") + "] as [NSNumber]"
    }
  }

  /// A value for a typed property: `CGPoint(x:y:)`, `CGSize`, `CGRect`, `CGColor`, a literal.
  func plain(_ v: AnimatedValue) -> String {
    switch v {
    case .number(let x): number(x)
    case .point(let x, let y): "CGPoint(x: \(number(x)), y: \(number(y)))"
    case .size(let w, let h): "CGSize(width: \(number(w)), height: \(number(h)))"
    case .rect(let x, let y, let w, let h):
      "CGRect(x: \(number(x)), y: \(number(y)), width: \(number(w)), height: \(number(h)))"
    case .color(let c):
      platform == .ios
        ? "UIColor(red: \(component(c.red)), green: \(component(c.green)), blue: \(component(c.blue)), alpha: \(component(c.alpha))).cgColor"
        : "NSColor(srgbRed: \(component(c.red)), green: \(component(c.green)), blue: \(component(c.blue)), alpha: \(component(c.alpha))).cgColor"
    case .matrix(let t): CodePlanner.transformLiteral(t).swift
    case .path(let p):
      "{ " + bezierPath("p", p).joined(separator: "; ")
        + (platform == .ios ? "; return p.cgPath }()" : "; return p }()")
    case .colors(let cs): "[" + cs.map { plain(.color($0)) }.joined(separator: ", ") + "]"
    case .numbers(let xs): "[" + xs.map(number).joined(separator: ", ") + "]"
    }
  }
}
