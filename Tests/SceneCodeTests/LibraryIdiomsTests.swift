import Foundation
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 13 of unseen code): reversed paths,
/// inherited tint colours, UIAppearance, layers taken out of the tree, a zero duration read as
/// Core Animation's 0.25 s. Expectations are worked out by hand from Apple's documentation.
@Suite("Library idioms")
struct LibraryIdiomsTests {
  static func read(_ code: String, entry: String? = nil) throws -> CodeImport.Result {
    try importIdiom(code, file: "idiom.swift", entry: entry)
  }

  /// The scene's root layer as written.
  static func root(_ result: CodeImport.Result) -> JSONValue? {
    guard case .object(let scene) = result.document else { return nil }
    return scene.first(where: { $0.key == "layer" })?.value
  }

  static func layer(_ result: CodeImport.Result, _ id: String) -> JSONValue? {
    root(result).flatMap { root in CodeShapesTests.layers(root).first { $0.key == id }?.value }
  }

  /// Component `index` of property `key` of a layer as written (`bounds`' width is 2), if a number.
  static func component(_ layer: JSONValue, _ key: String, _ index: Int) -> Double? {
    guard
      case .array(let parts)? = CodeShapesTests.member(layer, "properties").flatMap({ CodeShapesTests.member($0, key) }),
      parts.indices.contains(index), case .number(let x, _) = parts[index]
    else { return nil }
    return x
  }

  static func property(_ result: CodeImport.Result, _ id: String, _ key: String) -> JSONValue? {
    layer(result, id).flatMap { CodeShapesTests.member($0, "properties") }.flatMap { CodeShapesTests.member($0, key) }
  }

  /// `reversing()`: each subpath from its last point back to its first, subpaths last first, a
  /// cubic's control points swapped, a closed subpath still closed (UIBezierPath.h: "the
  /// reversed contents of the current path").
  @Test func aReversedPathRunsBackwards() throws {
    let result = try Self.read(
      """
      import UIKit
      func start(_ host: CALayer) {
        let shape = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 18, y: 8))
        path.close()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 60))
        shape.path = path.reversing().cgPath
        host.addSublayer(shape)
        let fade = CABasicAnimation(keyPath: "strokeEnd")
        fade.fromValue = 0
        shape.add(fade, forKey: "draw")
      }
      """)
    #expect(
      Self.property(result, "shape", "path")
        == .string("M 60 60 L 50 50 M 20 10 C 18 8 12 2 10 0 L 0 0 Z"))
  }

  /// A copy of a path is a path of its own: applying a transform to it leaves the original.
  @Test func aCopiedPathIsItsOwn() throws {
    let result = try Self.read(
      """
      import UIKit
      func start(_ host: CALayer) {
        let a = CAShapeLayer()
        let b = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 2, y: 2))
        let moved = path.copy() as! UIBezierPath
        moved.apply(CGAffineTransform(translationX: 10, y: 0))
        a.path = path.cgPath
        b.path = moved.cgPath
        host.addSublayer(a)
        host.addSublayer(b)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        a.add(draw, forKey: "draw")
      }
      """)
    #expect(Self.property(result, "a", "path") == .string("M 1 1 L 2 2"))
    #expect(Self.property(result, "b", "path") == .string("M 11 1 L 12 2"))
  }

  /// `tintColor` is inherited: a view's own, else its superview's, else the window's system
  /// blue (UIView.h); set back to nil, the inherited one again.
  @Test func tintColoursAreInherited() throws {
    let result = try Self.read(
      """
      import UIKit
      final class Card: UIView {
        let ring = CAShapeLayer()
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        func show() {
          layer.addSublayer(ring)
          addSubview(dot)
          ring.strokeColor = tintColor.cgColor
          dot.layer.borderColor = dot.tintColor.cgColor
          tintColor = .red
          dot.layer.backgroundColor = dot.tintColor.cgColor
          dot.tintColor = .green
          dot.tintColor = nil
          ring.fillColor = dot.tintColor.cgColor
          let pulse = CABasicAnimation(keyPath: "opacity")
          pulse.toValue = 0
          ring.add(pulse, forKey: "pulse")
        }
      }
      final class Screen: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let card = Card(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
          view.addSubview(card)
          card.show()
        }
      }
      """, entry: "Screen.viewDidLoad")
    #expect(Self.property(result, "ring", "strokeColor") == .string("#007AFF"))
    #expect(Self.property(result, "dot", "borderColor") == .string("#007AFF"))
    #expect(Self.property(result, "dot", "backgroundColor") == .string("#FF0000"))
    #expect(Self.property(result, "ring", "fillColor") == .string("#FF0000"))
  }

  /// `removeFromSuperlayer()` at set-up takes the layer (and its animation) out of the scene;
  /// run later, the layer stays in the (fixed) tree and an event hides it then.
  @Test func removedLayersAreGone() throws {
    let result = try Self.read(
      """
      import UIKit
      func start(_ host: CALayer) {
        let gone = CALayer()
        let kept = CALayer()
        host.addSublayer(gone)
        host.addSublayer(kept)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        gone.add(fade, forKey: "fade")
        kept.add(fade, forKey: "fade")
        gone.removeFromSuperlayer()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { kept.removeFromSuperlayer() }
      }
      """)
    #expect(Self.layer(result, "gone") == nil)
    #expect(Self.layer(result, "kept") != nil)
    #expect(result.notes.contains { $0.contains("removed 1 s later: hidden from then") })
    #expect(Self.events(result).contains { Self.isEvent($0, at: 1, layer: "host/kept", set: "hidden", 1) })
  }

  /// A layer added by code that runs later is in the scene's tree from the start, hidden until
  /// then (an event shows it); a view's `isHidden` is its layer's `hidden`, which UIKit does not
  /// animate inside a block (set at once, no animation) and which reads back as a Bool.
  @Test func layersAddedLaterAreHiddenUntilThen() throws {
    let result = try Self.read(
      """
      import UIKit
      final class Screen: UIViewController {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        override func viewDidLoad() {
          super.viewDidLoad()
          badge.isHidden = true
          view.addSubview(badge)
          UIView.animate(withDuration: 0.3) {
            self.badge.isHidden = false
            self.badge.alpha = self.badge.isHidden ? 0.25 : 0.5
          }
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            self.view.layer.addSublayer(dot)
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.toValue = 0
            dot.add(pulse, forKey: "pulse")
          }
        }
      }
      """, entry: "Screen.viewDidLoad")
    #expect(Self.property(result, "badge", "hidden") == .number(0, text: "0"))
    #expect(Self.property(result, "badge", "opacity").map { if case .number(let x, _) = $0 { x } else { -1 } } == 0.5)
    guard let badge = Self.layer(result, "badge") else {
      Issue.record("no badge")
      return
    }
    #expect(CodeShapesTests.animations(badge).map(\.key) == ["opacity"])
    #expect(Self.property(result, "dot", "hidden") == .number(1, text: "1"))
    #expect(Self.events(result).contains { Self.isEvent($0, at: 1, layer: "view/dot", set: "hidden", 0) })
  }

  /// `if case let .fade(d) = style` and `if case .fade(let d) = style` bind the case's value when
  /// the value matches, and do not run their body when it does not (as a `switch` case).
  @Test func ifCaseMatchesAndBinds() throws {
    let result = try Self.read(
      """
      import UIKit
      enum Style { case none; case fade(Double) }
      func start(_ host: CALayer) {
        let style: Style = .fade(0.25)
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0
        if case let .fade(d) = style { a.duration = d }
        if case .none = style { a.duration = 9 }
        let b = CABasicAnimation(keyPath: "opacity")
        b.toValue = 0
        if case .fade(let d) = style { b.duration = d * 2 }
        host.add(a, forKey: "a")
        host.add(b, forKey: "b")
      }
      """)
    guard let host = Self.layer(result, "host") else {
      Issue.record("no host")
      return
    }
    let durations = CodeShapesTests.animations(host).map { CodeShapesTests.member($0.value, "duration") }
    #expect(durations == [.number(0.25, text: "0.25"), .number(0.5, text: "0.5")])
  }

  /// Values kept with `objc_setAssociatedObject` behind computed properties an `extension UIView`
  /// adds, through a protocol `NSObject` is made to conform to (`extension NSObject: P {}`), the
  /// key passed through a helper's parameter: set on one view, absent (nil, so the default) on
  /// another; a bare assignment to the computed property runs its setter.
  @Test func associatedObjectsBehindComputedProperties() throws {
    let result = try Self.read(
      """
      import UIKit
      protocol Associating: AnyObject { }
      extension Associating {
        func get(pkey: UnsafeRawPointer) -> Any? { return objc_getAssociatedObject(self, pkey) }
        func set(_ value: Any, pkey: UnsafeRawPointer) { objc_setAssociatedObject(self, pkey, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
      }
      extension NSObject: Associating { }
      enum Keys { static var shimmers = "shimmers" }
      extension UIView {
        var _shimmers: Bool {
          get { return get(pkey: &Keys.shimmers) as? Bool ?? false }
          set { set(newValue, pkey: &Keys.shimmers) }
        }
        var shimmers: Bool {
          get { _shimmers }
          set { _shimmers = newValue }
        }
        func pulse() {
          guard shimmers else { return }
          let a = CABasicAnimation(keyPath: "opacity")
          a.toValue = 0
          layer.add(a, forKey: "pulse")
        }
      }
      final class Screen: UIViewController {
        override func viewDidLoad() {
          let on = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          let off = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          view.addSubview(on)
          view.addSubview(off)
          on.shimmers = true
          on.pulse()
          off.pulse()
        }
      }
      """, entry: "Screen.viewDidLoad")
    let on = try #require(Self.layer(result, "on"))
    let off = try #require(Self.layer(result, "off"))
    #expect(CodeShapesTests.animations(on).map(\.key) == ["pulse"])
    #expect(CodeShapesTests.animations(off).isEmpty)
  }

  /// Colours computed as skeleton and theme libraries compute them: a hex `convenience init`
  /// the program adds to `UIColor`, `isLight` from `cgColor.components` (Rec. 601 weights),
  /// `getHue` then `UIColor(hue:saturation:brightness:alpha:)` at 0.94 × the brightness, inside a
  /// dynamic provider (`UIColor { _ in … }`, light mode). By hand: #95A5A6 has brightness
  /// (0.584·299 + 0.647·587 + 0.651·114)/1000 = 0.63, so it is light and darkened: its hue and
  /// saturation kept, each channel × 0.94 → (140.1, 155.1, 156.0) = #8C9B9C. Hue ½ at full
  /// saturation and brightness is cyan.
  @Test func coloursComputedByHue() throws {
    let result = try Self.read(
      """
      import UIKit
      extension UIColor {
        static var concrete = UIColor(0x95a5a6)
        convenience init(_ hex: UInt) {
          self.init(red: CGFloat((hex & 0xFF0000) >> 16) / 255.0, green: CGFloat((hex & 0x00FF00) >> 8) / 255.0,
                    blue: CGFloat(hex & 0x0000FF) / 255.0, alpha: 1)
        }
        var isLight: Bool {
          guard let components = cgColor.components, components.count >= 3 else { return false }
          return (components[0] * 299 + components[1] * 587 + components[2] * 114) / 1000 >= 0.5
        }
        func adjust(by percent: CGFloat) -> UIColor {
          var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
          getHue(&h, saturation: &s, brightness: &b, alpha: &a)
          return UIColor(hue: h, saturation: s, brightness: b * percent, alpha: a)
        }
        var complementary: UIColor {
          UIColor { _ in self.isLight ? self.adjust(by: 0.94) : self.adjust(by: 1.35) }
        }
      }
      func start(_ host: CALayer) {
        let sheen = CAGradientLayer()
        sheen.colors = [UIColor.concrete, UIColor.concrete.complementary].map { $0.cgColor }
        sheen.backgroundColor = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1).cgColor
        host.addSublayer(sheen)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        sheen.add(fade, forKey: "fade")
      }
      """)
    #expect(Self.property(result, "sheen", "colors") == .array([.string("#95A5A6"), .string("#8C9B9C")]))
    #expect(Self.property(result, "sheen", "backgroundColor") == .string("#00FFFF"))
  }

  /// `DispatchQueue.main.async { … }` from the set-up runs once the set-up has run (the main
  /// queue's next turn), still at 0 s: it sees what the rest of the set-up did (the closure
  /// captures the variable, which is 2 by then).
  @Test func mainQueueBlocksRunAfterTheSetUp() throws {
    let result = try Self.read(
      """
      import UIKit
      func start(_ host: CALayer) {
        let dot = CALayer()
        host.addSublayer(dot)
        var duration = 1.0
        DispatchQueue.main.async {
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.toValue = 0
          fade.duration = duration
          dot.add(fade, forKey: "fade")
        }
        duration = 2
      }
      """)
    let dot = try #require(Self.layer(result, "dot"))
    let fade = try #require(CodeShapesTests.animations(dot).first?.value)
    #expect(CodeShapesTests.member(fade, "duration") == .number(2, text: "2"))
  }

  static func events(_ result: CodeImport.Result) -> [JSONValue] {
    guard case .object(let scene) = result.document,
      case .array(let events)? = scene.first(where: { $0.key == "events" })?.value
    else { return [] }
    return events
  }

  static func isEvent(_ event: JSONValue, at t: Double, layer: String, set key: String, _ value: Double) -> Bool {
    guard case .number(let at, _)? = CodeShapesTests.member(event, "at"), at == t,
      case .string(let path)? = CodeShapesTests.member(event, "layer"), path == layer,
      case .number(let x, _)? = CodeShapesTests.member(event, "set").flatMap({ CodeShapesTests.member($0, key) })
    else { return false }
    return x == value
  }

  /// A duration left at 0 runs 0.25 s (timing model E1), so a delegate's `animationDidStop`
  /// runs then; and a key never added is not removed by an event (`stop` before `start`).
  @Test func aZeroDurationStopsAfterAQuarterSecond() throws {
    let result = try Self.read(
      """
      import UIKit
      final class Fader: NSObject, CAAnimationDelegate {
        let dot = CALayer()
        func start(_ host: CALayer) {
          host.addSublayer(dot)
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.toValue = 0
          fade.delegate = self
          dot.add(fade, forKey: "fade")
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
          dot.removeAnimation(forKey: "never")
          dot.opacity = 0.5
        }
      }
      """)
    guard case .object(let scene) = result.document,
      case .array(let events)? = scene.first(where: { $0.key == "events" })?.value
    else {
      Issue.record("no events")
      return
    }
    #expect(events.count == 1 || events.allSatisfy { CodeShapesTests.member($0, "remove") == nil })
    #expect(
      events.contains {
        CodeShapesTests.member($0, "at").flatMap { if case .number(let t, _) = $0 { t } else { nil } } == 0.25
      })
  }
}
