import Foundation
import MediaTiming
import Scenes
import Testing
import TimingLabCapture

/// The bundled example capture (`Resources/scenes/captured-screen.json`) is what TimingLabCapture
/// writes for a screen caught mid-animation, built here from stand-in layers whose presentation
/// values are worked out by hand (closed forms, an independent Bézier solve); `timinglab` agrees
/// with every one at 0. `RECORD_SNAPSHOTS=1` rewrites the file.
@Suite struct BundledCaptureTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Resources/scenes/captured-screen.json").standardized
  /// A day after boot, and a quarter second.
  static let now = 86400.25

  /// Core Animation's easeInEaseOut (0.42, 0, 0.58, 1) at `x`, by bisection on the curve's x.
  static func easeInEaseOut(_ x: Double) -> Double {
    func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
  }

  /// A damped spring from `from` to `to` released at rest (mass m, stiffness k, damping c, all
  /// underdamped here) after `t` seconds: to − (to − from)·e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t).
  static func spring(from: Double, to: Double, m: Double, k: Double, c: Double, t: Double) -> Double {
    let w0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let envelope = exp(-zeta * w0 * t)
    return to - (to - from) * envelope * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
  }

  static func screen() -> FakeLayer {
    let view = FakeLayer()
    view.viewClass = "UIView"
    view.model["position"] = .point(x: 187.5, y: 406)
    view.model["bounds"] = .rect(x: 0, y: 0, width: 375, height: 812)

    // An activity ring turning once a second forever, started 2.25 s ago: a quarter turn now.
    let ring = FakeLayer("spinner")
    ring.classes = ["CAShapeLayer", "CALayer"]
    var turn = Make.basic(
      "transform.rotation.z", from: .number(0), to: .number(2 * .pi), begin: now - 2.25, duration: 1)
    turn.timing.repeatCount = .infinity
    turn.isRemovedOnCompletion = false
    ring.animations = [("rotation", turn)]
    ring.model["position"] = .point(x: 187.5, y: 120)
    ring.model["bounds"] = .rect(x: 0, y: 0, width: 44, height: 44)
    ring.model["transform.rotation.z"] = .number(0)
    ring.presentation["transform.rotation.z"] = .number(0.25 * 2 * .pi)

    // A card sliding up in a UIView block: additive, from 120 below to its place, 0.5 s
    // easeInEaseOut, 0.125 s in (a quarter of the time).
    let card = FakeLayer()
    card.viewIdentifier = "card"
    card.viewClass = "MyApp.CardView"
    var slide = Make.basic(
      "position", from: .point(x: 0, y: 120), to: .point(x: 0, y: 0), begin: now - 0.125, duration: 0.5,
      curve: .controlPoints(Double(Float(0.42)), 0, Double(Float(0.58)), 1))
    slide.property?.isAdditive = true
    slide.timing.fillMode = "both"
    card.animations = [("position", slide)]
    card.model["position"] = .point(x: 187.5, y: 500)
    card.model["bounds"] = .rect(x: 0, y: 0, width: 343, height: 200)
    card.presentation["position"] = .point(x: 187.5, y: 500 + 120 * (1 - easeInEaseOut(0.25)))

    // A download progress ring paused by the app (speed 0) at its local time 1000.6: 0.6 of a
    // 1 s strokeEnd animation begun at its local 1000.
    let progress = FakeLayer("progress", speed: 0, timeOffset: 1000.6)
    progress.classes = ["CAShapeLayer", "CALayer"]
    progress.animations = [
      ("stroke", Make.basic("strokeEnd", from: .number(0), to: .number(1), begin: 1000, duration: 1))
    ]
    progress.model["strokeEnd"] = .number(0)
    progress.presentation["strokeEnd"] = .number(0.6)

    // A badge popping in with a spring (stiffness 300, damping 15) 0.1 s ago.
    let badge = FakeLayer("badge")
    var pop = CapturedAnimation(
      className: "CASpringAnimation", timing: CapturedTiming(beginTime: now - 0.1, duration: 1))
    pop.property = .init(keyPath: "transform.scale")
    pop.basic = .init(from: .number(0.5), to: .number(1))
    pop.spring = .init(mass: 1, stiffness: 300, damping: 15)
    badge.animations = [("pop", pop)]
    badge.presentation["transform.scale"] = .number(spring(from: 0.5, to: 1, m: 1, k: 300, c: 15, t: 0.1))

    view.sublayers = [ring, card, progress, badge]
    return view
  }

  @Test func theBundledCaptureIsWhatTheLibraryWrites() throws {
    let text = TimingLabCapture.snapshot(
      of: Self.screen(), atHostTime: Self.now, name: "captured-screen",
      title: "A screen captured mid-animation (TimingLabCapture example)")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try text.write(to: Self.file, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: Self.file, encoding: .utf8) == text)
  }

  @Test func timingLabAgreesWithEveryRecordedValue() throws {
    let scene = try #require(BundledScenes.scene(named: "captured-screen"))
    let comparisons = scene.captureComparisons()
    #expect(comparisons.count == 4)
    for c in comparisons { #expect(c.agrees, "\(c.layerPath) \(c.keyPath): \(c.difference ?? -1)") }
    #expect(CaptureReport.summary(comparisons) == "capture: all 4 presented values agree with Core Animation at 0")
    // The timeline reaches back to the spinner's start, 2.25 s before the capture, and on past
    // the badge's spring (−0.1 + 1 s) by a quarter second, rounded up to a quarter: 1.25.
    #expect(scene.timeline == -2.25...1.25)
  }
}

/// Saving a capture from the explorer keeps what it recorded.
@Suite struct CaptureWritingTests {
  @Test func aCaptureWrittenBackKeepsItsRecord() throws {
    let scene = try #require(BundledScenes.scene(named: "captured-screen"))
    let again = try Scene.decode(scene.fileText)
    #expect(again.capture == scene.capture)
    #expect(again.capture?.layers.count == 5)
    #expect(again.capture?.layer("root/progress")?.timeOffset == 1000.6)
    #expect(again.root == scene.root)
  }
}
