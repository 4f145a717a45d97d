#if canImport(QuartzCore)
  import Foundation
  import QuartzCore
  #if canImport(UIKit)
    import UIKit  // NSValue's cgPointValue, cgSizeValue, cgRectValue
  #endif

  /// Core Animation's objects converted to the capture's plain values: timing fields widened to
  /// `Double`, boxed values (`NSNumber`, `NSValue`) unboxed, `CGColor` converted to sRGB, `CGPath`
  /// walked into SVG path data, each animation class's own fields.
  enum CoreAnimationValues {
    static func timing(of t: CAMediaTiming) -> CapturedTiming {
      CapturedTiming(
        beginTime: t.beginTime, duration: t.duration, speed: Double(t.speed), timeOffset: t.timeOffset,
        repeatCount: Double(t.repeatCount), repeatDuration: t.repeatDuration, autoreverses: t.autoreverses,
        fillMode: t.fillMode.rawValue)
    }

    /// One animation, with its class's fields (a group's children too).
    static func animation(_ a: CAAnimation) -> CapturedAnimation {
      var captured = CapturedAnimation(className: NSStringFromClass(type(of: a)), timing: timing(of: a))
      captured.timingFunction = a.timingFunction.map(curve)
      captured.isRemovedOnCompletion = a.isRemovedOnCompletion
      if let property = a as? CAPropertyAnimation {
        captured.property = .init(
          keyPath: property.keyPath, isAdditive: property.isAdditive, isCumulative: property.isCumulative,
          valueFunction: property.valueFunction?.name.rawValue)
      }
      if let basic = a as? CABasicAnimation {
        captured.basic = .init(from: value(basic.fromValue), to: value(basic.toValue), by: value(basic.byValue))
      }
      if let spring = a as? CASpringAnimation {
        captured.spring = .init(
          mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.damping),
          initialVelocity: Double(spring.initialVelocity))
        // iOS 17's; the Linux type-check cannot see availability, so the guard is by hand.
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
          captured.spring?.allowsOverdamping = spring.allowsOverdamping
        }
      }
      if let keyframe = a as? CAKeyframeAnimation {
        var k = CapturedAnimation.Keyframes(
          values: keyframe.values?.map { value($0) ?? .unreadable("a nil keyframe value") },
          path: keyframe.path.flatMap(pathData), keyTimes: keyframe.keyTimes?.map(\.doubleValue))
        k.timingFunctions = keyframe.timingFunctions?.map(curve)
        k.calculationMode = keyframe.calculationMode.rawValue
        k.rotationMode = keyframe.rotationMode?.rawValue
        k.tensionValues = keyframe.tensionValues?.map(\.doubleValue)
        k.continuityValues = keyframe.continuityValues?.map(\.doubleValue)
        k.biasValues = keyframe.biasValues?.map(\.doubleValue)
        captured.keyframes = k
      }
      if let group = a as? CAAnimationGroup { captured.children = (group.animations ?? []).map(animation) }
      if let transition = a as? CATransition {
        captured.transition = .init(
          type: transition.type.rawValue, subtype: transition.subtype?.rawValue,
          startProgress: Double(transition.startProgress), endProgress: Double(transition.endProgress))
      }
      return captured
    }

    /// The four control points (Core Animation stores them as `Float`s).
    static func curve(_ function: CAMediaTimingFunction) -> CapturedCurve {
      var points: [Double] = []
      for index in 1...2 {
        var xy: [Float] = [0, 0]
        function.getControlPoint(at: index, values: &xy)
        points += xy.map(Double.init)
      }
      return .controlPoints(points[0], points[1], points[2], points[3])
    }

    /// A value Core Animation holds (`fromValue`, a keyframe, `value(forKeyPath:)`), or nil for nil.
    static func value(_ any: Any?) -> CapturedValue? {
      guard let any else { return nil }
      if let number = any as? NSNumber { return .number(number.doubleValue) }
      // A gradient's `colors` (`CGColor`s) and `locations` (`NSNumber`s).
      if let array = any as? [Any] { return .list(array.map { value($0) ?? .unreadable("a nil entry") }) }
      if let boxed = any as? NSValue { return unboxed(boxed) }
      let object = any as CFTypeRef
      if CFGetTypeID(object) == CGColor.typeID { return color(object as! CGColor) }
      if CFGetTypeID(object) == CGPath.typeID { return pathData(object as! CGPath).map { .path($0) } }
      return .unreadable("a \(type(of: any))")
    }

    /// A `CGPoint`, `CGSize`, `CGRect` or `CATransform3D` in an `NSValue`, by its Objective-C type.
    static func unboxed(_ boxed: NSValue) -> CapturedValue {
      let type = String(cString: boxed.objCType)
      #if canImport(UIKit)  // UIKit's NSValue accessors (iOS, Mac Catalyst)
        if type.hasPrefix("{CGPoint") {
          let p = boxed.cgPointValue
          return .point(x: Double(p.x), y: Double(p.y))
        }
        if type.hasPrefix("{CGSize") {
          let s = boxed.cgSizeValue
          return .size(width: Double(s.width), height: Double(s.height))
        }
        if type.hasPrefix("{CGRect") {
          let r = boxed.cgRectValue
          return .rect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.width), height: Double(r.height))
        }
      #else  // Foundation's on macOS
        if type.hasPrefix("{CGPoint") || type.hasPrefix("{_NSPoint") {
          let p = boxed.pointValue
          return .point(x: Double(p.x), y: Double(p.y))
        }
        if type.hasPrefix("{CGSize") || type.hasPrefix("{_NSSize") {
          let s = boxed.sizeValue
          return .size(width: Double(s.width), height: Double(s.height))
        }
        if type.hasPrefix("{CGRect") || type.hasPrefix("{_NSRect") {
          let r = boxed.rectValue
          return .rect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.width), height: Double(r.height))
        }
      #endif
      if type.hasPrefix("{CATransform3D") {
        let m = boxed.caTransform3DValue
        let fields = [
          m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43,
          m.m44,
        ]
        return .transform(fields.map(Double.init))
      }
      return .unreadable("an NSValue of Objective-C type \(type)")
    }

    /// A colour in sRGB (red, green, blue, alpha), converted from whatever space it is in.
    static func color(_ color: CGColor) -> CapturedValue {
      guard let sRGB = CGColorSpace(name: CGColorSpace.sRGB),
        let converted = color.converted(to: sRGB, intent: .defaultIntent, options: nil),
        let c = converted.components, c.count == 4
      else { return .unreadable("a CGColor that does not convert to sRGB") }
      return .color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
    }

    /// A path's elements as SVG path data; nil when a point is not finite.
    static func pathData(_ path: CGPath) -> String? {
      var elements: [PathElement] = []
      path.applyWithBlock { pointer in
        let element = pointer.pointee
        let p = element.points
        switch element.type {
        case .moveToPoint: elements.append(.move(Double(p[0].x), Double(p[0].y)))
        case .addLineToPoint: elements.append(.line(Double(p[0].x), Double(p[0].y)))
        case .addQuadCurveToPoint:
          elements.append(.quadCurve(cx: Double(p[0].x), cy: Double(p[0].y), x: Double(p[1].x), y: Double(p[1].y)))
        case .addCurveToPoint:
          elements.append(
            .curve(
              c1x: Double(p[0].x), c1y: Double(p[0].y), c2x: Double(p[1].x), c2y: Double(p[1].y), x: Double(p[2].x),
              y: Double(p[2].y)))
        case .closeSubpath: elements.append(.close)
        @unknown default: break
        }
      }
      return svgPathData(elements)
    }
  }
#endif
