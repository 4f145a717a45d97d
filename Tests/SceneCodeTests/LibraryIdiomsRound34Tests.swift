import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 34 of unseen code: two hamburger
/// buttons, one in Swift 2 and one in Objective-C, a check button, a loader singleton configured
/// by a nested struct, a notification banner under the status bar). Values worked out by hand.
@Suite("Library idioms, round 34")
struct LibraryIdiomsRound34Tests {
  static func read(
    _ code: String, file: String = "idiom.swift", entry: String = "Host.viewDidLoad"
  ) throws
    -> CodeImport.Result
  {
    try importIdiom(code, file: file, entry: entry)
  }

  static func adds(_ result: CodeImport.Result) -> [(time: Double, animation: Animation)] {
    result.scene.events.compactMap { event in
      if case .add(let a) = event.change { return (event.time, a) } else { return nil }
    }
  }

  /// Swift 2's `UIBezierPath` spellings (`moveToPoint`, `addLineToPoint`,
  /// `addQuadCurveToPoint(_:controlPoint:)`) build the path, and a stroked copy sizes the layer:
  /// a 2 pt line from (0, 0) to (18, 0) with butt caps is 18 × 2 around y 0.
  @Test func swift2PathSpellingsBuildThePath() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
        let line = CAShapeLayer()
        override func viewDidLoad() {
          let path = UIBezierPath()
          path.moveToPoint(CGPoint(x: 0, y: 0))
          path.addLineToPoint(CGPoint(x: 18, y: 0))
          line.path = path.CGPath
          line.lineWidth = 2
          let stroked = CGPathCreateCopyByStrokingPath(line.path, nil, line.lineWidth, CGLineCap.Butt, CGLineJoin.Miter, line.miterLimit)
          line.bounds = CGPathGetPathBoundingBox(stroked)
          view.layer.addSublayer(line)
          let move = CAKeyframeAnimation(keyPath: "position")
          let curve = UIBezierPath()
          curve.moveToPoint(CGPoint(x: 9, y: 2))
          curve.addQuadCurveToPoint(CGPoint(x: 9, y: 12), controlPoint: CGPoint(x: 18, y: 6))
          move.path = curve.CGPath
          move.duration = 0.4
          line.addAnimation(move, forKey: "position")
        }
      }
      """)
    let line = try #require(result.scene.root.layer(at: "view/line"))
    #expect(line.properties.last { $0.keyPath == "bounds" }?.value == .rect(0, -1, 18, 2))
    #expect(line.properties.last { $0.keyPath == "path" }?.value == .path(try KeyframePath(parsing: "M 0 0 L 18 0")))
    let move = try #require(line.animations.first)
    #expect(move.keyPath == "position")
    #expect(move.duration == 0.4)
  }

  /// `[[values reverseObjectEnumerator] allObjects]` is the values backwards (a button turning
  /// back plays its keyframes in reverse); `[topLayer removeFromSuperlayer]` while `topLayer` is
  /// still nil does nothing and says nothing.
  @Test func aReverseEnumeratorReversesAndMessagesToNilAreQuiet() throws {
    let result = try Self.read(
      """
      #import <QuartzCore/QuartzCore.h>
      @interface Spinner : CALayer {
          CALayer *old;
      }
      @end
      @implementation Spinner
      - (NSArray *)reverseValues:(NSArray *)values
      {
          NSMutableArray *newValues = [values mutableCopy];
          newValues = [[[newValues reverseObjectEnumerator] allObjects] mutableCopy];
          return newValues;
      }
      - (void)start {
          [old removeFromSuperlayer];
          CAKeyframeAnimation *a = [CAKeyframeAnimation animationWithKeyPath:@"opacity"];
          a.values = [self reverseValues:@[@0, @0.5, @1]];
          a.duration = 1;
          [self addAnimation:a forKey:@"fade"];
      }
      @end
      """, file: "spinner.m", entry: "Spinner.start")
    guard case .keyframe(let fade)? = result.scene.root.animations.first?.content else {
      Issue.record("no keyframe animation")
      return
    }
    #expect(fade.values == [.number(1), .number(0.5), .number(0)])
    #expect(!result.notes.contains { $0.contains("removeFromSuperlayer") })
  }

  /// A whole-transform animation shown as one animation per moved part (`transform`,
  /// `transform-rotationZ`): added again under the same key, the parts the new one does not
  /// move are removed with it (Core Animation replaces the one animation); so are all parts on
  /// `removeAnimation(forKey:)`.
  @Test func addingAgainUnderATransformsKeyReplacesAllItsParts() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
        let bar = CALayer()
        override func viewDidLoad() {
          view.layer.addSublayer(bar)
          let a = CAKeyframeAnimation(keyPath: "transform")
          a.values = [CATransform3DIdentity, CATransform3DScale(CATransform3DMakeRotation(1, 0, 0, 1), 2, 1, 1)].map { NSValue(caTransform3D: $0) }
          a.duration = 0.5
          a.fillMode = .forwards
          a.isRemovedOnCompletion = false
          bar.add(a, forKey: "transform")
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            let b = CAKeyframeAnimation(keyPath: "transform")
            b.values = [CATransform3DIdentity, CATransform3DMakeTranslation(10, 0, 0)].map { NSValue(caTransform3D: $0) }
            b.duration = 0.5
            b.fillMode = .forwards
            b.isRemovedOnCompletion = false
            self.bar.add(b, forKey: "transform")
          }
          DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            self.bar.removeAnimation(forKey: "transform")
          }
        }
      }
      """)
    let bar = try #require(result.scene.root.layer(at: "view/bar"))
    #expect(Set(bar.animations.map(\.id)) == ["transform", "transform-rotationZ"])
    let removed = result.scene.events.compactMap { event -> String? in
      if case .remove(let key) = event.change { return "\(event.time) \(key)" } else { return nil }
    }
    #expect(removed == ["1.0 transform-rotationZ", "2.0 transform"])
    // At 1.6 s only the translation shows: nothing is left turned.
    let at = 1.6
    let root = result.scene.history.root(atMediaTime: at)
    let shown = root.presentation(in: root.evaluate(atMediaTime: at), ofLayer: "view/bar")
    let turn = shown.first?.presentedValue(at: try #require(KeyPathAddress.of("transform.rotation.z")))
    #expect(turn == .number(0))
  }

  /// Swift 2: `UIColor.whiteColor().colorWithAlphaComponent(0.25)`, and `presentationLayer()`
  /// called bare in an `extension CALayer` method reads what is on screen.
  @Test func swift2ColoursAndBarePresentationLayer() throws {
    let result = try Self.read(
      """
      extension CALayer {
        func ocb_applyAnimation(animation: CABasicAnimation) {
          let copy = animation.copy() as! CABasicAnimation
          if copy.fromValue == nil {
            copy.fromValue = presentationLayer().valueForKeyPath(copy.keyPath)
          }
          addAnimation(copy, forKey: copy.keyPath)
        }
      }
      class Host: UIViewController {
        let ring = CAShapeLayer()
        override func viewDidLoad() {
          ring.strokeColor = UIColor.whiteColor().colorWithAlphaComponent(0.25).CGColor
          ring.strokeEnd = 0.7
          view.layer.addSublayer(ring)
          let grow = CABasicAnimation(keyPath: "strokeEnd")
          grow.toValue = 1
          ring.ocb_applyAnimation(grow)
        }
      }
      """)
    let ring = try #require(result.scene.root.layer(at: "view/ring"))
    guard case .color(let stroke)? = ring.properties.last(where: { $0.keyPath == "strokeColor" })?.value else {
      Issue.record("no stroke colour")
      return
    }
    #expect([stroke.red, stroke.green, stroke.blue] == [1, 1, 1])
    #expect(abs(stroke.alpha - 0.25) <= 1.0 / 255)  // (colours are kept to 8 bits)
    guard case .basic(let grow)? = ring.animations.first?.content else {
      Issue.record("no basic animation")
      return
    }
    #expect(grow.from == .number(0.7))
  }

  /// A loader singleton as libraries write one: `class var shared` returning a `struct
  /// Singleton`'s `static let` declared in the getter (one instance however often it is read),
  /// configured by `SwiftLoader.Config()`, a struct nested in the class, whose `spinnerColor =
  /// UIColor.black` has no written type, so `.red` assigned to it is `UIColor.red`.
  @Test func aSingletonConfiguredByANestedStruct() throws {
    let result = try Self.read(
      """
      public class Loader: UIView {
        class var shared: Loader {
          struct Singleton {
            static let instance = Loader(frame: CGRect(x: 0, y: 0, width: Config().size, height: Config().size))
          }
          return Singleton.instance
        }
        private var config: Config = Config()
        public class func setConfig(_ config: Config) {
          let loader = Loader.shared
          loader.config = config
          loader.frame = CGRect(x: 0, y: 0, width: config.size, height: config.size)
          loader.layer.borderColor = config.spinnerColor.cgColor
        }
        public struct Config {
          public var size: CGFloat = 120.0
          public var spinnerColor = UIColor.black
          public init() {}
        }
      }
      class Host: UIViewController {
        override func viewDidLoad() {
          var config: Loader.Config = Loader.Config()
          config.size = 150
          config.spinnerColor = .red
          Loader.setConfig(config)
          view.addSubview(Loader.shared)
          UIView.animate(withDuration: 1) { Loader.shared.alpha = 0 }
        }
      }
      """)
    let loader = try #require(result.scene.root.layer(at: "view/loader"))
    #expect(AutoLayoutTests.frame(loader) == [0, 0, 150, 150])
    #expect(
      loader.properties.last { $0.keyPath == "borderColor" }?.value
        == .color(RGBColor(red: 1, green: 0, blue: 0, alpha: 1)))
    #expect(loader.animations.map(\.keyPath) == ["opacity"])
  }

  /// iOS 13's way to the key window (`connectedScenes`, `as? UIWindowScene`, `windows`,
  /// `isKeyWindow`) finds the one window; the status bar is shown (`isStatusBarHidden` false),
  /// so a banner pads its text 20 pt more.
  @Test func theKeyWindowThroughScenesAndAShownStatusBar() throws {
    let result = try Self.read(
      """
      class Host: UIViewController {
        override func viewDidLoad() {
          let window = UIApplication.shared.connectedScenes
            .flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
            .first { $0.isKeyWindow }
          guard let window = window else { return }
          let top: CGFloat = UIApplication.shared.isStatusBarHidden ? 10 : 30
          let banner = UIView(frame: CGRect(x: 0, y: top, width: window.bounds.width, height: 60))
          window.addSubview(banner)
          UIView.animate(withDuration: 0.3) { banner.alpha = 0 }
        }
      }
      """)
    let banner = try #require(result.scene.root.layer(at: "window/banner"))
    #expect(AutoLayoutTests.frame(banner) == [0, 30, 390, 60])
  }
}
