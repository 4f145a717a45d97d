import MediaTiming
import TextFormats

/// Objective-C spellings (ca-api.md §2–§4): `[layer addAnimation:forKey:]`, `removedOnCompletion`,
/// `kCAFillModeForwards`, boxed `@0.5`, `(id)[UIColor …].CGColor`, `HUGE_VALF`.
struct ObjCPrinter: CodePrinter {
  /// UIKit (`UIColor`, `UIBezierPath`) or AppKit (`NSColor`, `CGMutablePathRef`).
  var platform = CodePlatform.ios

  func statement(_ statement: CodeStatement) -> [String] {
    switch statement {
    case .comment(let text): return ["// " + commentText(text)]
    case .blank: return [""]
    case .animation(let name, let className, let keyPath):
      guard let keyPath else { return ["\(className) *\(name) = [\(className) animation];"] }
      return ["\(className) *\(name) = [\(className) animationWithKeyPath:\(string(keyPath))];"]
    case .perceptualSpring(let name, let duration, let bounce, let keyPath, let before17):
      var lines = [
        "CASpringAnimation *\(name);", "if (@available(iOS 17.0, macOS 14.0, *)) {",
        "    \(name) = [[CASpringAnimation alloc] initWithPerceptualDuration:\(number(duration)) bounce:\(number(bounce))];",
        "} else {", "    \(name) = [CASpringAnimation animation];",
      ]
      lines += indented(before17) + ["}"]
      if let keyPath { lines.append("\(name).keyPath = \(string(keyPath));") }
      return lines
    case .ifAvailable17(let body):
      return ["if (@available(iOS 17.0, macOS 14.0, *)) {"] + indented(body) + ["}"]
    case .layer(let name, let className): return ["\(className) *\(name) = [\(className) layer];"]
    case .set(let target, let property, let value): return ["\(target).\(property.objc) = \(self.value(value));"]
    case .setKeyPath(let target, let keyPath, let value):
      return ["[\(target) setValue:\(self.value(value)) forKeyPath:\(string(keyPath))];"]
    case .bezierPath(let name, let path): return bezierPath(name, path)
    case .add(let layer, let animation, let key):
      return ["[\(layer) addAnimation:\(animation) forKey:\(key.map(string) ?? "nil")];"]
    case .addSublayer(let parent, let child): return ["[\(parent) addSublayer:\(child)];"]
    case .later(let seconds, let body):
      return [
        "dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(\(number(seconds)) * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{"
      ] + indented(body) + ["});"]
    case .lines(_, let objc): return objc
    case .removeAnimation(let layer, let key?): return ["[\(layer) removeAnimationForKey:\(string(key))];"]
    case .removeAnimation(let layer, nil): return ["[\(layer) removeAllAnimations];"]
    }
  }

  func string(_ text: String) -> String { "@\"\(escaped(text))\"" }

  /// Statements one level in.
  func indented(_ body: [CodeStatement]) -> [String] {
    body.flatMap(statement).map { $0.isEmpty ? $0 : "    " + $0 }
  }

  func bezierPath(_ name: String, _ path: KeyframePath) -> [String] {
    if platform == .macos { return mutablePath(name, path) }
    var lines = ["UIBezierPath *\(name) = [UIBezierPath bezierPath];"]
    var current: SIMD2<Double>?
    for segment in path.segments {
      if current != segment.start { lines.append("[\(name) moveToPoint:\(point(segment.start))];") }
      switch segment.shape {
      case .line: lines.append("[\(name) addLineToPoint:\(point(segment.end))];")
      case .quad(let c): lines.append("[\(name) addQuadCurveToPoint:\(point(segment.end)) controlPoint:\(point(c))];")
      case .cubic(let c1, let c2):
        lines.append(
          "[\(name) addCurveToPoint:\(point(segment.end)) controlPoint1:\(point(c1)) controlPoint2:\(point(c2))];")
      }
      current = segment.end
    }
    return lines
  }

  /// AppKit's `NSBezierPath` has no `CGPath` before macOS 14: a `CGMutablePathRef`, autoreleased
  /// (ARC does not manage Core Graphics objects).
  func mutablePath(_ name: String, _ path: KeyframePath) -> [String] {
    var lines = ["CGMutablePathRef \(name) = (CGMutablePathRef)CFAutorelease(CGPathCreateMutable());"]
    var current: SIMD2<Double>?
    func xy(_ p: SIMD2<Double>) -> String { "\(number(p.x)), \(number(p.y))" }
    for segment in path.segments {
      if current != segment.start { lines.append("CGPathMoveToPoint(\(name), NULL, \(xy(segment.start)));") }
      switch segment.shape {
      case .line: lines.append("CGPathAddLineToPoint(\(name), NULL, \(xy(segment.end)));")
      case .quad(let c): lines.append("CGPathAddQuadCurveToPoint(\(name), NULL, \(xy(c)), \(xy(segment.end)));")
      case .cubic(let c1, let c2):
        lines.append("CGPathAddCurveToPoint(\(name), NULL, \(xy(c1)), \(xy(c2)), \(xy(segment.end)));")
      }
      current = segment.end
    }
    return lines
  }

  func point(_ p: SIMD2<Double>) -> String { "CGPointMake(\(number(p.x)), \(number(p.y)))" }

  func value(_ value: CodeValue) -> String {
    switch value {
    case .float(let x), .double(let x): return number(x)
    case .bool(let b): return b ? "YES" : "NO"
    case .string(let s): return string(s)
    case .constant(_, let objc): return objc
    case .timingName(_, let objc): return "[CAMediaTimingFunction functionWithName:\(objc)]"
    case .controlPoints(let a, let b, let c, let d):
      return "[CAMediaTimingFunction functionWithControlPoints:\([a, b, c, d].map(number).joined(separator: " :"))]"
    case .boxed(let v): return boxed(v)
    case .plain(let v): return plain(v)
    case .numbers(let xs): return "@[" + xs.map(boxedNumber).joined(separator: ", ") + "]"
    case .array(let items): return "@[" + items.map(self.value).joined(separator: ", ") + "]"
    case .now(let layer, let plus):
      let now = "[\(layer) convertTime:CACurrentMediaTime() fromLayer:nil]"
      if plus == 0 { return now }
      return plus < 0 ? "\(now) - \(number(-plus))" : "\(now) + \(number(plus))"
    case .mediaNow(let plus):
      if plus == 0 { return "CACurrentMediaTime()" }
      return plus < 0 ? "CACurrentMediaTime() - \(number(-plus))" : "CACurrentMediaTime() + \(number(plus))"
    case .cgPath(let name): return platform == .ios ? "\(name).CGPath" : name
    case .boxedPath(let name): return platform == .ios ? "(id)\(name).CGPath" : "(__bridge id)\(name)"
    case .variables(let names): return "@[" + names.joined(separator: ", ") + "]"
    case .settlingDuration(let name): return "\(name).settlingDuration"
    case .infinity: return "HUGE_VALF"
    }
  }

  /// `@0.5`, `@(-22)`.
  func boxedNumber(_ x: Double) -> String { x < 0 ? "@(\(number(x)))" : "@\(number(x))" }

  /// An object for `fromValue`/`values` (`id`): `@0.5`, `[NSValue valueWithCGPoint:…]`, `(id)…CGColor`.
  func boxed(_ v: AnimatedValue) -> String {
    switch v {
    case .number(let x): boxedNumber(x)
    case .point: "[NSValue valueWithCGPoint:\(plain(v))]"
    case .size: "[NSValue valueWithCGSize:\(plain(v))]"
    case .rect: "[NSValue valueWithCGRect:\(plain(v))]"
    case .color: "(id)" + plain(v)
    case .matrix: "[NSValue valueWithCATransform3D:\(plain(v))]"
    case .path: platform == .ios ? "(id)" + plain(v) : "(__bridge id)" + plain(v)
    case .colors, .numbers: plain(v)
    }
  }

  /// A value for a typed property: `CGPointMake(…)`, `[UIColor …].CGColor`, a literal.
  func plain(_ v: AnimatedValue) -> String {
    switch v {
    case .number(let x): number(x)
    case .point(let x, let y): "CGPointMake(\(number(x)), \(number(y)))"
    case .size(let w, let h): "CGSizeMake(\(number(w)), \(number(h)))"
    case .rect(let x, let y, let w, let h): "CGRectMake(\(number(x)), \(number(y)), \(number(w)), \(number(h)))"
    case .color(let c):
      platform == .ios
        ? "[UIColor colorWithRed:\(component(c.red)) green:\(component(c.green)) blue:\(component(c.blue)) alpha:\(component(c.alpha))].CGColor"
        : "[NSColor colorWithSRGBRed:\(component(c.red)) green:\(component(c.green)) blue:\(component(c.blue)) alpha:\(component(c.alpha))].CGColor"
    case .matrix(let t): CodePlanner.transformLiteral(t).objc
    case .path(let p):
      "({ " + bezierPath("p", p).joined(separator: " ") + (platform == .ios ? " p.CGPath; })" : " p; })")
    case .colors(let cs): "@[" + cs.map { "(id)" + plain(.color($0)) }.joined(separator: ", ") + "]"
    case .numbers(let xs): "@[" + xs.map(boxedNumber).joined(separator: ", ") + "]"
    }
  }
}
