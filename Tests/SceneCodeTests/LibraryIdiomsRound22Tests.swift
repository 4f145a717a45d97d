import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 22 of unseen code): display links, the
/// transaction's timing function, empty paths, `shadowPath`, index searches with a closure.
/// Expectations are worked out by hand from Apple's headers and documentation.
@Suite("Library idioms, round 22")
struct LibraryIdiomsRound22Tests {
  static func read(_ code: String, file: String = "idiom.swift", entry: String? = nil) throws -> CodeImport.Result {
    try importIdiom(code, file: file, entry: entry)
  }

  /// The `at` times of the events that set `key` on the layer at `path`, in order.
  static func setTimes(_ result: CodeImport.Result, _ path: String, _ key: String) -> [Double] {
    LibraryIdiomsTests.events(result).compactMap { event in
      guard case .string(let layer)? = CodeShapesTests.member(event, "layer"), layer == path,
        CodeShapesTests.member(event, "set").flatMap({ CodeShapesTests.member($0, key) }) != nil,
        case .number(let at, _)? = CodeShapesTests.member(event, "at")
      else { return nil }
      return at
    }
  }

  /// A display link at 30 frames a second (`preferredFramesPerSecond`) moving a view 5 pt a frame
  /// until x = 20, then invalidating itself: four frames, at 1/30 … 4/30 s, and none after.
  @Test func aDisplayLinkSetsValuesFrameByFrameUntilInvalidated() throws {
    let result = try Self.read(
      """
      import UIKit
      final class Mover: UIViewController {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var link: CADisplayLink?
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(dot)
          link = CADisplayLink(target: self, selector: #selector(tick(_:)))
          link?.preferredFramesPerSecond = 30
          link?.add(to: .main, forMode: .common)
        }
        @objc func tick(_ link: CADisplayLink) {
          dot.frame.origin.x += 5
          if dot.frame.origin.x >= 20 { link.invalidate() }
        }
      }
      """)
    let times = Self.setTimes(result, "view/dot", "position")
    #expect(times.count == 4)
    for (n, t) in times.enumerated() { #expect(abs(t - Double(n + 1) / 30) < 1e-9) }
    #expect(result.diagnostics.contains { $0.message.contains("every frame (30 Hz)") })
  }

  /// A paused display link calls nothing: frames resume when `isPaused` goes back to false (here
  /// at 0.51 s), so the first change is at the first frame after that, 31/60 s.
  @Test func aPausedDisplayLinkCallsNothingUntilResumed() throws {
    let result = try Self.read(
      """
      import UIKit
      final class Mover: UIViewController {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var link: CADisplayLink!
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(dot)
          link = CADisplayLink(target: self, selector: #selector(tick))
          link.isPaused = true
          link.add(to: .current, forMode: .default)
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.51) { self.link.isPaused = false }
        }
        @objc func tick() {
          dot.alpha -= 0.25
          if dot.alpha <= 0.5 { link.invalidate() }
        }
      }
      """)
    let times = Self.setTimes(result, "view/dot", "opacity")
    #expect(times.count == 2)
    #expect(abs((times.first ?? 0) - 31.0 / 60) < 1e-9)
  }

  /// CATransaction.h: animations added in a transaction with an `animationTimingFunction` "will
  /// have this value set as their timingFunction property"; one that sets its own keeps it (as
  /// one with its own duration keeps that), and the function ends with the transaction.
  @Test func theTransactionsTimingFunctionGoesToAnimationsWithoutOne() throws {
    let result = try Self.read(
      """
      import UIKit
      func start(_ host: CALayer) {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        let b = CABasicAnimation(keyPath: "position.x")
        b.fromValue = 0
        b.timingFunction = CAMediaTimingFunction(name: .linear)
        let c = CABasicAnimation(keyPath: "cornerRadius")
        c.fromValue = 0
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        host.add(a, forKey: "a")
        host.add(b, forKey: "b")
        CATransaction.commit()
        host.add(c, forKey: "c")
      }
      """)
    let host = try #require(LibraryIdiomsTests.layer(result, "host"))
    let animations = CodeShapesTests.animations(host)
    func curve(_ id: String) -> JSONValue? {
      animations.first { $0.key == id }.flatMap { CodeShapesTests.member($0.value, "timingFunction") }
    }
    #expect(curve("a") == .string("easeIn"))
    #expect(curve("b") == .string("linear"))
    #expect(curve("c") == nil)
  }

  /// `CGMutablePath()` with nothing added draws nothing: a shape's path may be empty, and a path
  /// keyframed through it keeps it as one of its values (""), where Core Animation would switch.
  @Test func anEmptyPathIsAValueOfAShapesPath() throws {
    let result = try Self.read(
      """
      import UIKit
      func start(_ host: CALayer) {
        let shape = CAShapeLayer()
        host.addSublayer(shape)
        let box = CGMutablePath()
        box.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let wipe = CAKeyframeAnimation(keyPath: "path")
        wipe.values = [box, CGMutablePath()]
        wipe.duration = 1
        shape.path = CGMutablePath()
        shape.add(wipe, forKey: "wipe")
      }
      """)
    let shape = try #require(LibraryIdiomsTests.layer(result, "shape"))
    let wipe = try #require(CodeShapesTests.animations(shape).first?.value)
    #expect(
      CodeShapesTests.member(wipe, "values") == .array([.string("M 0 0 L 10 0 L 10 10 L 0 10 Z"), .string("")]))
    #expect(LibraryIdiomsTests.property(result, "shape", "path") == .string(""))
    // The scene reads it back: an empty path has no segments.
    #expect(throws: Never.self) { try Scene.decode(result.document) }
  }

  /// A keyframe animation's own `path` (points to move along) still needs a line or a curve.
  @Test func aKeyframeMotionPathMayNotBeEmpty() {
    #expect(throws: KeyframePath.ParseError.self) { try KeyframePath(parsing: "M 0 0") }
    #expect((try? KeyframePath(parsing: "M 0 0", allowingEmpty: true))?.segments.isEmpty == true)
  }

  /// CALayer's `shadowPath` is animatable (CALayer.h) and a path: its animation and model value
  /// are kept, and code export writes both back as CGPaths.
  @Test func aShadowPathAnimatesAndExportsAsAPath() throws {
    let result = try Self.read(
      """
      import UIKit
      func start(_ host: CALayer) {
        let lift = CABasicAnimation(keyPath: "shadowPath")
        lift.fromValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        lift.toValue = UIBezierPath(rect: CGRect(x: -2, y: 2, width: 14, height: 14)).cgPath
        lift.duration = 0.3
        host.shadowPath = UIBezierPath(rect: CGRect(x: -2, y: 2, width: 14, height: 14)).cgPath
        host.add(lift, forKey: "lift")
      }
      """)
    #expect(LibraryIdiomsTests.property(result, "host", "shadowPath") == .string("M -2 2 L 12 2 L 12 16 L -2 16 Z"))
    let swift = try CodeExport.code(result.scene, language: .swift)
    #expect(swift.contains(".shadowPath = "))
    #expect(swift.contains("\"shadowPath\""))
  }

  /// `firstIndex(where:)` runs its closure per item (`$0 === item` finds an object by identity);
  /// `lastIndex(of:)` searches from the end.
  @Test func indexSearchesTakeAClosure() throws {
    let result = try Self.read(
      """
      import UIKit
      func start(_ host: CALayer) {
        let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        let chosen = items[1]
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.duration = Double(items.firstIndex(where: { $0 === chosen }) ?? 9)
        fade.repeatCount = Float([3, 5, 3].lastIndex(of: 3) ?? 9)
        host.add(fade, forKey: "fade")
      }
      """)
    let host = try #require(LibraryIdiomsTests.layer(result, "host"))
    let fade = try #require(CodeShapesTests.animations(host).first?.value)
    #expect(CodeShapesTests.same(CodeShapesTests.member(fade, "duration"), "1"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(fade, "repeatCount"), "2"))
  }
}
