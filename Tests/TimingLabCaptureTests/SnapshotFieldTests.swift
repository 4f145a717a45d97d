import Foundation
import MediaTiming
import Scenes
import Testing
import TimingLabCapture

/// Every field and value type a capture writes, read back by `timinglab` as the same thing.
@Suite struct SnapshotFieldTests {
  static let now = 5000.0

  static func scene(_ root: FakeLayer) throws -> Scene {
    try Scene.decode(TimingLabCapture.snapshot(of: root, atHostTime: now))
  }

  @Test func everyValueTypeReadsBackAsTheSameValue() throws {
    let root = FakeLayer("root")
    root.classes = ["CAShapeLayer", "CALayer"]
    let transform: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, 20, 0, 1]
    let cases: [(String, CapturedValue, AnimatedValue)] = [
      ("opacity", .number(0.25), .number(0.25)),
      ("position", .point(x: 10.5, y: -3), .point(10.5, -3)),
      ("bounds.size", .size(width: 40, height: 30), .size(40, 30)),
      ("bounds", .rect(x: 0, y: 0, width: 40, height: 30), .rect(0, 0, 40, 30)),
      ("transform", .transform(transform), .matrix(Transform3D(transform)!)),
      // sRGB 1, 0.5843…, 0 (255, 149, 0): the cheat sheet's orange, alpha 1.
      ("backgroundColor", .color(red: 1, green: 149.0 / 255, blue: 0, alpha: 1), .color(RGBColor(hex: "#FF9500")!)),
    ]
    for (index, (keyPath, value, _)) in cases.enumerated() {
      root.animations.append(("a\(index)", Make.basic(keyPath, to: value, begin: Self.now, duration: 1)))
    }
    let scene = try Self.scene(root)
    #expect(scene.root.layerClass == .shape)
    for (index, (keyPath, _, expected)) in cases.enumerated() {
      let animation = try #require(scene.root.animations.first { $0.id == "a\(index)" })
      #expect(animation.keyPath == keyPath)
      guard case .basic(let values) = animation.content else {
        Issue.record("a\(index) is not basic")
        continue
      }
      #expect(values.to == expected, "\(keyPath)")
    }
  }

  /// A gradient layer's colours and locations (arrays of `CGColor` and `NSNumber`) and its axis
  /// are written as its model values, unanimated, so the stage can draw it; an animation of its
  /// colours keeps both ends. An array mixing colours and numbers cannot be written: a note.
  @Test func gradientArraysAreWritten() throws {
    let root = FakeLayer("root")
    root.classes = ["CAGradientLayer", "CALayer"]
    let orange = CapturedValue.color(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)
    let blue = CapturedValue.color(red: 0, green: 0, blue: 1, alpha: 1)
    root.model = [
      "colors": .list([orange, blue]), "locations": .list([.number(0), .number(0.5)]),
      "startPoint": .point(x: 0, y: 0.5), "endPoint": .point(x: 0.5, y: 1),
    ]
    root.animations = [("cycle", Make.basic("colors", to: .list([blue, orange]), begin: Self.now, duration: 2))]
    let scene = try Self.scene(root)
    let model = Dictionary(scene.root.properties.map { ($0.keyPath, $0.value) }, uniquingKeysWith: { a, _ in a })
    let o = try #require(RGBColor(hex: "#FF9500"))
    let b = RGBColor(red: 0, green: 0, blue: 1)
    #expect(model["colors"] == .colors([o, b]) && model["locations"] == .numbers([0, 0.5]))
    #expect(model["startPoint"] == .point(0, 0.5) && model["endPoint"] == nil)  // (0.5, 1) is the default
    guard case .basic(let values)? = scene.root.animations.first?.content else {
      Issue.record("no basic animation")
      return
    }
    #expect(values.to == .colors([b, o]))

    let mixed = FakeLayer("root")
    mixed.classes = ["CAGradientLayer", "CALayer"]
    mixed.model = ["colors": .list([orange, .number(1)])]
    let text = TimingLabCapture.snapshot(of: mixed, atHostTime: Self.now)
    #expect(text.contains("not all colours or all numbers"))
    #expect(try Scene.decode(text).root.properties.isEmpty)
  }

  @Test func keyframesSpringsTransitionsAndValueFunctionsKeepTheirFields() throws {
    let root = FakeLayer("root")
    var bounce = CapturedAnimation(
      className: "CAKeyframeAnimation", timing: CapturedTiming(beginTime: Self.now, duration: 2))
    bounce.property = .init(keyPath: "position.y", isAdditive: true, isCumulative: true)
    bounce.keyframes = .init(values: [.number(0), .number(-20), .number(0)], keyTimes: [0, 0.25, 1])
    bounce.keyframes?.timingFunctions = [.controlPoints(0, 0, 0.58, 1), .controlPoints(0.42, 0, 1, 1)]
    bounce.keyframes?.calculationMode = "cubic"
    bounce.keyframes?.tensionValues = [0, 0.5, 0]
    var orbit = CapturedAnimation(
      className: "CAKeyframeAnimation", timing: CapturedTiming(beginTime: Self.now, duration: 3))
    orbit.property = .init(keyPath: "position")
    orbit.keyframes = .init(
      path: svgPathData([.move(0, 0), .curve(c1x: 10, c1y: 0, c2x: 20, c2y: 10, x: 20, y: 20), .close]))
    orbit.keyframes?.rotationMode = "auto"
    orbit.keyframes?.calculationMode = "paced"
    var spring = CapturedAnimation(
      className: "CASpringAnimation", timing: CapturedTiming(beginTime: Self.now, duration: 1.2))
    spring.property = .init(keyPath: "transform.scale")
    spring.basic = .init(from: .number(0.5), to: .number(1))
    spring.spring = .init(mass: 1, stiffness: 200, damping: 12, initialVelocity: 3)
    spring.timingFunction = .controlPoints(0.42, 0, 0.58, 1)  // ignored by Core Animation on a spring
    var push = CapturedAnimation(className: "CATransition", timing: CapturedTiming(beginTime: Self.now, duration: 0.4))
    push.transition = .init(type: "push", subtype: "fromRight", startProgress: 0.1, endProgress: 0.9)
    var turn = CapturedAnimation(
      className: "CABasicAnimation", timing: CapturedTiming(beginTime: Self.now, duration: 1))
    turn.property = .init(keyPath: "transform", valueFunction: "rotateZ")
    turn.basic = .init(from: .number(0), to: .number(.pi))
    var forever = Make.basic("opacity", from: .number(1), to: .number(0), begin: Self.now, duration: 0.5)
    forever.timing.repeatCount = .infinity
    forever.timing.autoreverses = true
    forever.timing.speed = 2
    forever.timing.timeOffset = 0.1
    forever.timing.fillMode = "both"
    forever.isRemovedOnCompletion = false
    forever.timingFunction = .controlPoints(Double(Float(0.42)), 0, Double(Float(0.58)), 1)
    var custom = Make.basic("opacity", to: .number(0), begin: Self.now, duration: 1)
    custom.timingFunction = .controlPoints(0.2, 0.9, 0.3, 1)
    root.animations = [
      ("bounce", bounce), ("orbit", orbit), ("spring", spring), ("transition", push), ("turn", turn),
      ("forever", forever), ("custom", custom),
    ]
    let scene = try Self.scene(root)
    func animation(_ id: String) throws -> Animation { try #require(scene.root.animations.first { $0.id == id }) }

    let b = try animation("bounce")
    #expect(b.isAdditive && b.isCumulative)
    guard case .keyframe(let k) = b.content else {
      Issue.record("bounce is not keyframe")
      return
    }
    #expect(k.values == [.number(0), .number(-20), .number(0)])
    #expect(k.keyTimes == [0, 0.25, 1])
    #expect(k.timingFunctions == [.easeOut, .easeIn])
    #expect(k.calculationMode == .cubic)

    let o = try animation("orbit")
    guard case .keyframe(let path) = o.content else {
      Issue.record("orbit is not keyframe")
      return
    }
    #expect(path.calculationMode == .paced)
    #expect(path.rotationMode == .auto)

    let s = try animation("spring")
    guard case .spring(let parameters, let values) = s.content else {
      Issue.record("spring is not a spring")
      return
    }
    #expect(parameters.stiffness == 200 && parameters.damping == 12 && parameters.initialVelocity == 3)
    #expect(values.from == .number(0.5) && values.to == .number(1))
    #expect(s.timingFunction == nil, "a spring's curve (ignored by Core Animation) is not written")
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")

    let p = try animation("transition")
    guard case .transition(let t) = p.content else {
      Issue.record("push is not a transition")
      return
    }
    #expect(t.type == "push" && t.subtype == "fromRight" && t.startProgress == 0.1 && t.endProgress == 0.9)

    #expect(try animation("turn").keyPath == "transform.rotation.z")

    let f = try animation("forever")
    #expect(f.repeatCount == .infinity && f.autoreverses && f.speed == 2 && f.timeOffset == 0.1)
    #expect(f.fillMode == .both && !f.removedOnCompletion)
    #expect(f.timingFunction == .easeInEaseOut, "Float control points are the named curve")
    #expect(try animation("custom").timingFunction == TimingFunction(controlPoints: 0.2, 0.9, 0.3, 1))
  }

  @Test func svgPathDataIsAbsoluteAndExact() {
    let data = svgPathData([.move(0, 0.5), .line(10, 0), .quadCurve(cx: 1, cy: 2, x: 3, y: 4), .close])
    #expect(data == "M 0 0.5 L 10 0 Q 1 2 3 4 Z")
    #expect(svgPathData([.move(.nan, 0)]) == nil)
  }

  @Test func layersAreNamedByNameThenIdentifierThenViewClass() throws {
    let root = FakeLayer("root")
    let named = FakeLayer("avatar")
    let identified = FakeLayer()
    identified.viewIdentifier = "loginButton"
    let label = FakeLayer()
    label.viewClass = "MyApp.FancyLabel"
    label.classes = ["_UILabelLayer", "CALayer"]
    let bare = FakeLayer()
    bare.classes = ["CAGradientLayer", "CALayer"]
    root.sublayers = [named, identified, label, bare]
    let scene = try Self.scene(root)
    #expect(scene.root.sublayers.map(\.id) == ["avatar", "loginButton", "FancyLabel-3", "CAGradientLayer-4"])
    #expect(scene.root.sublayers[3].layerClass == .gradient)
    let record = try #require(scene.capture?.layer("root/FancyLabel-3"))
    #expect(record.runtimeClass == "_UILabelLayer" && record.view == "MyApp.FancyLabel")
  }

  @Test func whatCannotBeWrittenIsNamedInTheNotes() throws {
    let root = FakeLayer("root")
    var image = Make.basic("contents", to: .unreadable("a CGImage"), begin: Self.now, duration: 1)
    image.timingFunction = .unreadable("MyCurve (a CAMediaTimingFunction subclass)")
    var scale = CapturedAnimation(
      className: "CABasicAnimation", timing: CapturedTiming(beginTime: Self.now, duration: 1))
    scale.property = .init(keyPath: "transform", valueFunction: "scale")
    root.animations = [("image", image), ("scale", scale), ("odd", CapturedAnimation(className: "MyAnimation"))]
    let text = TimingLabCapture.snapshot(of: root, atHostTime: Self.now)
    let notes = try #require(try Scene.decode(text).capture?.notes)
    for fragment in ["a CGImage", "MyCurve", "value function scale", "MyAnimation"] {
      #expect(notes.contains { $0.contains(fragment) }, "\(fragment)")
    }
  }
}
