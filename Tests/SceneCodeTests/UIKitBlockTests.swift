import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// UIKit block animations imported as the Core Animation objects UIKit makes: uikit.md §9's
/// worked examples (numbers from there, derived by hand from the curves), evaluated by the engine.
@Suite("UIKit blocks")
struct UIKitBlockTests {
  /// A view controller whose `viewDidLoad` adds view `v` (frame `frame`) and runs `body`.
  static func scene(_ body: String, frame: String = "CGRect(x: 50, y: 50, width: 100, height: 100)") throws -> Scene {
    try CodeImport.read(
      """
      import UIKit
      final class Demo: UIViewController {
        let v = UIView(frame: \(frame))
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(v)
          \(body)
        }
      }
      """
    ).scene
  }

  /// The presented value of `keyPath` on layer `v` at scene time `t`: its components.
  static func presented(_ scene: Scene, _ keyPath: String, at t: Double) -> [Double] {
    let root = scene.root(atMediaTime: t)
    let evaluation = root.evaluate(atMediaTime: t)
    let layer = root.presentation(in: evaluation).first { $0.path.hasSuffix("/v") }
    return layer?.presentedValue(keyPath)?.components ?? []
  }

  static func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  // Example 1: opacity from 1 (to the model 0), 0.3 s, easeInEaseOut, fillMode both.
  /// UIKit state no code sets: a text field's font is the 17 pt system font until set (a font's
  /// line height taken as 1.2 em: 20.4 pt), and `isFirstResponder` is false until the code calls
  /// `becomeFirstResponder()`.
  @Test func viewStateUntilTheCodeSetsIt() throws {
    let scene = try CodeImport.read(
      """
      import UIKit
      func start(_ layer: CALayer) {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        layer.addSublayer(field.layer)
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.duration = field.font!.lineHeight / 10.2
        a.speed = field.isFirstResponder ? 2 : 1
        layer.add(a, forKey: "a")
        field.becomeFirstResponder()
        let b = CABasicAnimation(keyPath: "opacity")
        b.toValue = 0
        b.speed = field.isFirstResponder ? 2 : 1
        layer.add(b, forKey: "b")
      }
      """
    ).scene
    let animations = scene.root.animations
    #expect(animations.count == 2)
    #expect(abs(animations[0].duration - 2) < 1e-9)  // 17 × 1.2 / 10.2
    #expect(animations[0].speed == 1 && animations[1].speed == 2)
  }

  /// Options given as bits (`UIView.AnimationOptions(rawValue:)`, UIView.h's values): curve 3 is
  /// linear, bit 3 repeats (forever, as example 2), bit 4
  /// autoreverses; curve 7 (the keyboard's, undocumented) is taken as the default, said.
  @Test func optionsGivenAsBits() throws {
    let scene = try Self.scene(
      "UIView.animate(withDuration: 0.3, delay: 0, options: UIView.AnimationOptions(rawValue: (3 << 16) | (1 << 3) | (1 << 4)), animations: { self.v.alpha = 0 })"
    )
    let fade = try #require(scene.root.sublayers.first { $0.id == "v" }?.animations.first)
    #expect(fade.timingFunction == .linear && fade.autoreverses && fade.repeatCount == .infinity)
    let keyboard = try CodeImport.read(
      """
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.addSubview(v)
      UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16), animations: { v.alpha = 0 })
      """)
    let eased = try #require(keyboard.scene.root.sublayers.first?.animations.first)
    #expect(eased.timingFunction == .easeInEaseOut)
    #expect(keyboard.notes.contains { $0.contains("animation curve 7") })
  }

  @Test func example1Alpha() throws {
    let scene = try Self.scene("UIView.animate(withDuration: 0.3) { self.v.alpha = 0 }")
    let a = try #require(scene.root.layer(at: "view/v")?.animations.first)
    #expect(a.keyPath == "opacity" && a.duration == 0.3 && a.fillMode == .both && a.timingFunction == .easeInEaseOut)
    #expect(a.origin == "UIView.animate, line 7")  // the body's line in `scene`'s view controller
    #expect(Self.close(Self.presented(scene, "opacity", at: 0.075), [0.870838069]))
    #expect(Self.close(Self.presented(scene, "opacity", at: 0.15), [0.5]))
    #expect(Self.presented(scene, "opacity", at: 0.3) == [0])  // the model
  }

  // Example 2: delay 0.1, easeIn, repeat (forever), autoreverse: 1 during the delay (backwards
  // fill), 0.684643187 at 0.25 and again at 0.55 (the way back).
  @Test func example2Options() throws {
    let scene = try Self.scene(
      "UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseIn, .repeat, .autoreverse], animations: { self.v.alpha = 0 }, completion: nil)"
    )
    let a = try #require(scene.root.layer(at: "view/v")?.animations.first)
    #expect(a.beginTime == 0.1 && a.repeatCount == .infinity && a.autoreverses && a.timingFunction == .easeIn)
    #expect(Self.presented(scene, "opacity", at: 0.05) == [1])
    #expect(Self.close(Self.presented(scene, "opacity", at: 0.25), [0.684643187]))
    #expect(Self.close(Self.presented(scene, "opacity", at: 0.55), [0.684643187]))
  }

  // Example 3: center (100, 100) → (200, 100) over 0.5 s: additive (−100, 0) → 0 on the model.
  @Test func example3CenterIsAdditive() throws {
    let scene = try Self.scene("UIView.animate(withDuration: 0.5) { self.v.center = CGPoint(x: 200, y: 100) }")
    let a = try #require(scene.root.layer(at: "view/v")?.animations.first)
    #expect(a.keyPath == "position" && a.isAdditive && a.id == "position")
    #expect(Self.close([Self.presented(scene, "position", at: 0.125)[0]], [112.916193]))
    #expect(Self.close([Self.presented(scene, "position", at: 0.25)[0]], [150]))
  }

  // Example 4: frame (0,0,100,100) → (0,0,200,200): position and bounds.size, both additive.
  @Test func example4Frame() throws {
    let scene = try Self.scene(
      "UIView.animate(withDuration: 0.5) { self.v.frame = CGRect(x: 0, y: 0, width: 200, height: 200) }",
      frame: "CGRect(x: 0, y: 0, width: 100, height: 100)")
    let keys = scene.root.layer(at: "view/v")?.animations.map(\.id)
    #expect(keys == ["position", "bounds.size"])
    #expect(Self.close(Self.presented(scene, "position", at: 0.25), [75, 75]))
    #expect(Self.close(Array(Self.presented(scene, "bounds", at: 0.25)[2...]), [150, 150]))
  }

  // Example 5: a nested block takes the outer duration (1) and curve (easeInEaseOut); with both
  // override options its own (0.2, linear).
  @Test func example5Nested() throws {
    let inherited = try Self.scene(
      "UIView.animate(withDuration: 1) { UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { self.v.alpha = 0 }) }"
    )
    #expect(Self.close(Self.presented(inherited, "opacity", at: 0.25), [0.870838069]))
    let overridden = try Self.scene(
      "UIView.animate(withDuration: 1) { UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear, .overrideInheritedDuration, .overrideInheritedCurve], animations: { self.v.alpha = 0 }) }"
    )
    #expect(Self.close(Self.presented(overridden, "opacity", at: 0.1), [0.5]))
  }

  // Example 6: keyframes (0, 0.5){α 0.5}, (0.5, 0.5){α 0} over 2 s: values [1, 0.5, 0],
  // keyTimes [0, 0.5, 1], easeInEaseOut over the whole.
  @Test func example6Keyframes() throws {
    let scene = try Self.scene(
      """
      UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.v.alpha = 0.5 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.v.alpha = 0 }
      })
      """)
    #expect(Self.close(Self.presented(scene, "opacity", at: 0.5), [0.870838069]))
    #expect(Self.close(Self.presented(scene, "opacity", at: 1), [0.5]))
    #expect(Self.close(Self.presented(scene, "opacity", at: 1.5), [0.129161931]))
  }

  // Example 7: a first frame at 0.2 holds the value before it; a gap holds the frame's value:
  // 1 at 0.1, 0.75 at 0.35, 0.5 at 0.6, 0.25 at 0.85 (linear over the whole).
  @Test func example7KeyframesWithAGap() throws {
    let scene = try Self.scene(
      """
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue), animations: {
        UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { self.v.alpha = 0.5 }
        UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) { self.v.alpha = 0 }
      })
      """)
    for (t, expected) in [(0.1, 1.0), (0.35, 0.75), (0.6, 0.5), (0.85, 0.25)] {
      #expect(Self.close(Self.presented(scene, "opacity", at: t), [expected]), "at \(t)")
    }
  }

  // Example 8: overlapping frames are cut at the next start: 0.75 at 0.2, 0.25 at 0.7.
  @Test func example8Overlap() throws {
    let scene = try Self.scene(
      """
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue), animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) { self.v.alpha = 0.5 }
        UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.6) { self.v.alpha = 0 }
      })
      """)
    #expect(Self.close(Self.presented(scene, "opacity", at: 0.2), [0.75]))
    #expect(Self.close(Self.presented(scene, "opacity", at: 0.7), [0.25]))
  }

  // Example 11: transition(with:) crossDissolve → a fade CATransition under "transition".
  @Test func example11Transition() throws {
    let scene = try Self.scene(
      "UIView.transition(with: v, duration: 0.5, options: .transitionCrossDissolve, animations: { self.v.alpha = 0.5 }, completion: nil)"
    )
    let a = try #require(scene.root.layer(at: "view/v")?.animations.first)
    #expect(a.id == "transition" && a.transition?.type == "fade" && a.duration == 0.5)
    let t = 0.125
    let root = scene.root(atMediaTime: t)
    let applied = root.presentation(in: root.evaluate(atMediaTime: t)).flatMap(\.transitions).first
    #expect(abs((applied?.progress ?? 0) - 0.129161931) < 1e-6)
  }

  // Example 12: a standalone layer in the tree set later animates implicitly: from 1 to 0 over
  // 0.25 s with the default curve: 0.424137682 one twelfth of a second in.
  @Test func example12Implicit() throws {
    let scene = try CodeImport.read(
      """
      import UIKit
      final class Demo: UIViewController {
        let v = CALayer()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.layer.addSublayer(v)
          let pulse = CABasicAnimation(keyPath: "shadowOpacity")
          pulse.toValue = 1
          v.add(pulse, forKey: "pulse")
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.v.opacity = 0 }
        }
      }
      """
    ).scene
    #expect(Self.close(Self.presented(scene, "opacity", at: 1 + 1.0 / 12), [0.424137682]))
  }

  // A spring block is a CASpringAnimation from UIKit's damping ratio, duration and velocity
  // (springs.md §5.1); a block in code run later is an event; its completion runs at its end.
  @Test func springBlockAndCompletion() throws {
    let scene = try Self.scene(
      """
      UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
        self.v.center = CGPoint(x: 300, y: 100)
      }, completion: { _ in
        UIView.animate(withDuration: 0.2) { self.v.alpha = 0.5 }
      })
      """)
    let a = try #require(scene.root.layer(at: "view/v")?.animations.first)
    guard case .spring(let spring, _) = a.content else {
      Issue.record("not a spring: \(a)")
      return
    }
    #expect(abs(spring.mass - 1) < 1e-12 && a.duration == 0.6 && a.isAdditive)
    let fade = scene.events.first { if case .add = $0.change { return true } else { return false } }
    #expect(fade?.time == 0.6)
  }

  // Objective-C spells the same calls as messages.
  @Test func objectiveC() throws {
    let scene = try CodeImport.read(
      """
      #import <UIKit/UIKit.h>
      @implementation Demo
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *v = [[UIView alloc] initWithFrame:CGRectMake(50, 50, 100, 100)];
          [self.view addSubview:v];
          [UIView animateWithDuration:0.3 delay:0.1 options:UIViewAnimationOptionCurveEaseIn animations:^{
              v.alpha = 0;
          } completion:nil];
      }
      @end
      """
    ).scene
    let a = try #require(scene.root.sublayers.first?.animations.first)
    #expect(a.keyPath == "opacity" && a.beginTime == 0.1 && a.timingFunction == .easeIn && a.fillMode == .both)
  }
}

/// UIKit blocks in the shapes real code takes: a helper in an extension of a system class, a
/// transform reset to the identity inside the block, the animations passed as a variable.
@Suite("UIKit blocks as libraries write them")
struct UIKitLibraryShapeTests {
  // A shake: the transform is moved 12 pt, then a spring block resets it: the translation
  // animates from 12 to the identity's 0 as a CASpringAnimation (damping 0.4, 0.5 s, velocity 1).
  @Test func shakeInAnExtension() throws {
    let result = try CodeImport.read(
      """
      import UIKit
      extension UIButton {
        func shake(duration: TimeInterval = 0.5, xValue: CGFloat = 12) {
          transform = CGAffineTransform(translationX: xValue, y: 0)
          UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 1, options: .curveEaseInOut, animations: {
            self.transform = .identity
          }, completion: nil)
        }
      }
      """, options: CodeImport.Options(entry: "shake"))
    let a = try #require(result.scene.root.animations.first)
    #expect(a.keyPath == "transform.translation.x" && a.duration == 0.5 && a.fillMode == .both)
    guard case .spring(_, let values) = a.content else {
      Issue.record("not a spring")
      return
    }
    #expect(values.from == .number(12) && values.to == nil)
  }

  // `animations: animate` (a closure parameter) and `animate(withDuration:)` unqualified inside a
  // UIView extension.
  @Test func animationsPassedAsAVariable() throws {
    let result = try CodeImport.read(
      """
      import UIKit
      extension UIView {
        static func spring(_ animate: @escaping () -> Void) {
          animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: animate, completion: nil)
        }
        func fadeOut() {
          UIView.spring { self.alpha = 0 }
        }
      }
      """, options: CodeImport.Options(entry: "fadeOut"))
    let a = try #require(result.scene.root.animations.first)
    #expect(a.keyPath == "opacity" && a.duration == 0.4)
  }

  // Two overloads differ by one defaulted parameter: the call with three arguments is the
  // three-parameter one (Swift's choice), not the four-parameter one calling itself again.
  @Test func theOverloadThatNeedsNoDefaultIsCalled() throws {
    let result = try CodeImport.read(
      """
      import UIKit
      extension UIView {
        func showToast(_ toast: UIView, duration: TimeInterval = 3, point: CGPoint, completion: ((Bool) -> Void)? = nil) {
          showToast(toast, duration: duration, point: point)
        }
        private func showToast(_ toast: UIView, duration: TimeInterval, point: CGPoint) {
          toast.alpha = 0
          addSubview(toast)
          UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut], animations: { toast.alpha = 1 })
        }
      }
      """, options: CodeImport.Options(entry: "showToast"))
    #expect(!result.lineNotes.contains { $0.contains("nest more than") }, "\(result.lineNotes)")
    let fade = try #require(result.scene.root.sublayers.first?.animations.first)
    #expect(fade.keyPath == "opacity" && fade.duration == 0.2 && fade.timingFunction == .easeOut)
  }
}

/// The UIKit example the README opens (Resources/examples/LoginShake.swift), worked by hand: the
/// card's frame (20, 40, 280, 200) puts its centre at (160, 140); moved down 40 before the block
/// and back inside it, its position animates additively from (0, 40) to zero. The password
/// field's centre x is 40 + 240/2 = 160; the shake's frames are 150, 170, 154, 160 at quarters.
@Suite("The README's UIKit example")
struct LoginShakeExampleTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/examples/LoginShake.swift")

  @Test func importsAsUIKitWouldMakeIt() throws {
    let result = try CodeImport.read(String(contentsOf: Self.url, encoding: .utf8))
    let scene = result.scene
    let card = try #require(scene.root.layer(at: "view/card"))
    #expect(card.animations.map(\.id) == ["opacity", "position"])
    let fade = card.animations[0]
    #expect(fade.beginTime == 0.1 && fade.duration == 0.4 && fade.timingFunction == .easeOut && fade.fillMode == .both)
    #expect(card.animations[1].isAdditive)
    let button = try #require(scene.root.layer(at: "view/button"))
    #expect(button.animations.map(\.keyPath) == ["transform.scale.x", "transform.scale.y"])
    let shake = try #require(
      scene.events.compactMap { event -> Animation? in
        if case .add(let a) = event.change, event.layer == "view/password" { return a }
        return nil
      }.first)
    guard case .keyframe(let keyframes) = shake.content else {
      Issue.record("the shake is not keyframes")
      return
    }
    #expect(keyframes.values.map { $0.components.first ?? 0 } == [160, 150, 170, 154, 160])
    #expect(keyframes.keyTimes == [0, 0.25, 0.5, 0.75, 1])
    #expect(scene.events.allSatisfy { $0.time == 1.2 })
    #expect(
      scene.events.contains { event in
        if case .add(let a) = event.change { return a.transition?.type == "fade" && a.duration == 0.3 }
        return false
      })
  }
}

/// More of uikit.md §9 and options as real code passes them.
@Suite("UIKit blocks: animators and options")
struct UIKitAnimatorTests {
  // Example 10: a running property animator (0.3 s, delay 0.2, easeOut) makes the block's
  // animation, kept when it ends (removedOnCompletion false): 0.315356813 at 0.35 s.
  @Test func example10RunningPropertyAnimator() throws {
    let scene = try UIKitBlockTests.scene(
      "UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0.2, options: .curveEaseOut, animations: { self.v.alpha = 0 })"
    )
    let a = try #require(scene.root.layer(at: "view/v")?.animations.first)
    #expect(a.beginTime == 0.2 && a.timingFunction == .easeOut && !a.removedOnCompletion && a.fillMode == .both)
    #expect(UIKitBlockTests.close(UIKitBlockTests.presented(scene, "opacity", at: 0.35), [0.315356813]))
  }

  // Options in a variable are read from the constants it holds: easeIn, repeating.
  @Test func optionsInAVariable() throws {
    let scene = try UIKitBlockTests.scene(
      "let options: UIView.AnimationOptions = [.curveEaseIn, .repeat]; UIView.animate(withDuration: 0.3, delay: 0, options: options, animations: { self.v.alpha = 0 })"
    )
    let a = try #require(scene.root.layer(at: "view/v")?.animations.first)
    #expect(a.timingFunction == .easeIn && a.repeatCount == .infinity)
  }

  // A view's transform read back and changed (SPAlert's present): scaled by 0.8, then moved
  // 10 pt in the scaled frame (CGAffineTransformTranslate: tx = 10 × 0.8 = 8), then animated back
  // to the identity: each part from its value, the model the identity's.
  @Test func aTransformReadBack() throws {
    let scene = try UIKitBlockTests.scene(
      """
      self.v.transform = self.v.transform.scaledBy(x: 0.8, y: 0.8)
      self.v.transform = self.v.transform.translatedBy(x: 10, y: 0)
      UIView.animate(withDuration: 0.2) { self.v.transform = .identity }
      """)
    let animations = try #require(scene.root.layer(at: "view/v")?.animations)
    let from = animations.map { a -> String in
      guard case .basic(let values) = a.content, case .number(let x)? = values.from else { return "?" }
      return "\(a.keyPath ?? "") \(x)"
    }
    #expect(from == ["transform.scale.x 0.8", "transform.scale.y 0.8", "transform.translation.x 8.0"])
    #expect(UIKitBlockTests.presented(scene, "transform.scale.x", at: 0.3) == [1])
  }

  /// The interactive-popup shape: views made in `viewDidLoad`, a method taking the program's
  /// enum that animates them.
  static let popup = """
    import UIKit
    private enum State { case closed, open }
    final class Popup: UIViewController {
      private lazy var overlay: UIView = {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0
        return view
      }()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(overlay)
      }
      private func animateTransition(to state: State, duration: TimeInterval) {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut) {
          switch state {
          case .open: self.overlay.alpha = 0.5
          case .closed: self.overlay.alpha = 0
          }
        }
        animator.startAnimation()
      }
    }
    """

  // --entry runs the view's loading first (its views are in the tree, as when a gesture calls
  // the method); an enum parameter is the case --arg names (`open` or `.open`), else the first
  // case, said so (closed: nothing changes, nothing animates).
  @Test func anEntryAfterTheViewLoadsWithAnEnumArgument() throws {
    for text in ["open", ".open"] {
      let open = try CodeImport.read(
        Self.popup,
        options: .init(entry: "animateTransition", arguments: ["state": text, "duration": "0.4"]))
      let fade = try #require(open.scene.root.layer(at: "view/overlay")?.animations.first)
      #expect(fade.keyPath == "opacity" && fade.duration == 0.4 && fade.timingFunction == .easeOut)
    }
    #expect(throws: (any Error).self) { try CodeImport.read(Self.popup, options: .init(entry: "animateTransition")) }
    do {
      _ = try CodeImport.read(Self.popup, options: .init(entry: "animateTransition"))
    } catch {
      #expect(error.notes.contains { $0.message.contains("assumed state = .closed, the first case of State") })
    }
  }

  // A cascade library's shape: an enum with associated values builds each card's first
  // transform (from the top by 30 (translation −30), zoomed 0.5: translate then scale, so
  // ty = −30 × 0.5 = −15), a `UIView` extension method fades and moves each card back with a
  // delay of 0.05 s per index; the extension's other methods (a library's API) do not run.
  @Test func extensionMethodsAndEnumPayloads() throws {
    let result = try CodeImport.read(
      """
      import UIKit
      enum Entrance {
          case from(offset: CGFloat)
          case zoom(scale: CGFloat)
          var initialTransform: CGAffineTransform {
              switch self {
              case .from(let offset): return CGAffineTransform(translationX: 0, y: -offset)
              case let .zoom(scale): return CGAffineTransform(scaleX: scale, y: scale)
              }
          }
      }
      extension UIView {
          func enter(_ entrances: [Entrance], delay: Double) {
              var start = transform
              entrances.forEach { start = start.concatenating($0.initialTransform) }
              transform = start
              alpha = 0
              UIView.animate(withDuration: 0.3, delay: delay, options: [], animations: {
                  self.transform = .identity
                  self.alpha = 1
              })
          }
          func animateWobble() {
              UIView.animate(withDuration: 1) { self.alpha = 0.2 }
          }
      }
      final class Cards: UIViewController {
          let cards = (0..<2).map { i in UIView(frame: CGRect(x: 0, y: CGFloat(i) * 80, width: 200, height: 60)) }
          override func viewDidLoad() {
              super.viewDidLoad()
              cards.forEach { view.addSubview($0) }
              for (index, card) in cards.enumerated() {
                  card.enter([.from(offset: 30), Entrance.zoom(scale: 0.5)], delay: Double(index) * 0.05)
              }
          }
      }
      """)
    let layers = result.scene.root.sublayers
    #expect(layers.count == 2)
    for (index, card) in layers.enumerated() {
      let from = card.animations.map { a -> String in
        guard case .basic(let values) = a.content, case .number(let x)? = values.from else { return "?" }
        return "\(a.keyPath ?? "") \(x) @\(a.beginTime)"
      }
      let begin = Double(index) * 0.05
      #expect(
        from == [
          "transform.scale.x 0.5 @\(begin)", "transform.scale.y 0.5 @\(begin)",
          "transform.translation.y -15.0 @\(begin)", "opacity 0.0 @\(begin)",
        ])
    }
    #expect(!result.scene.root.sublayers.contains { $0.animations.contains { $0.duration == 1 } })
  }

  // A transition animator's direction is a property, not a parameter: --arg sets it (true fades
  // in from 0, false out from 1), and an enum property takes the case named.
  @Test func argumentsSetProperties() throws {
    let code = """
      import UIKit
      enum Edge { case top, bottom }
      final class Fader: NSObject {
          var presenting: Bool!
          var edge: Edge = .top
          let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          func animateTransition() {
              card.alpha = presenting ? 0 : 1
              let move: CGFloat = edge == .bottom ? 50 : -50
              card.center = CGPoint(x: 5, y: move)
              UIView.animate(withDuration: 0.25) {
                  self.card.alpha = self.presenting ? 1 : 0
                  self.card.center = CGPoint(x: 5, y: 5)
              }
          }
      }
      """
    for (presenting, from) in [("true", 0.0), ("false", 1.0)] {
      let scene = try CodeImport.read(
        code, options: .init(entry: "animateTransition", arguments: ["presenting": presenting, "edge": "bottom"])
      ).scene
      let card = try #require(scene.root.id == "card" ? scene.root : scene.root.sublayers.first)
      let opacity = try #require(card.animations.first { $0.keyPath == "opacity" })
      guard case .basic(let values) = opacity.content else {
        Issue.record("not basic")
        return
      }
      #expect(values.from == .number(from))
      let position = try #require(card.animations.first { $0.keyPath == "position" })
      guard case .basic(let moved) = position.content else {
        Issue.record("not basic")
        return
      }
      #expect(moved.from == .point(0, 45))  // additive: old (5, 50) − new (5, 5)
    }
  }

  // A computed property's setter runs with newValue (a segmented switch's titles make its
  // segments); its thumb, laid out by index, slides to segment 1 in a spring block: 200 wide,
  // two segments, inset 2: thumb 96 wide at x 2, then 2 + 100 = 102 (additive (−100, 0) → 0).
  @Test func computedSetterRuns() throws {
    let scene = try CodeImport.read(
      """
      import UIKit
      final class Segments: UIView {
          private var labels: [UIView] = []
          private let thumb = UIView()
          private(set) var index = 0
          var titles: [String] {
              get { [] }
              set {
                  labels = newValue.map { _ in UIView() }
                  labels.forEach { addSubview($0) }
              }
          }
          func place() {
              let width = bounds.width / CGFloat(labels.count) - 4
              thumb.frame = CGRect(x: 2 + CGFloat(index) * (width + 4), y: 2, width: width, height: bounds.height - 4)
          }
          func select(_ i: Int) {
              index = i
              UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                             options: [], animations: { self.place() })
          }
          func build() {
              addSubview(thumb)
              titles = ["Feed", "Leaderboard"]
              place()
          }
      }
      final class Host: UIViewController {
          let segments = Segments(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(segments)
              segments.build()
              segments.select(1)
          }
      }
      """
    ).scene
    let thumb = try #require(scene.root.layer(at: "view/segments/thumb"))
    let move = try #require(thumb.animations.first)
    guard case .spring(_, let values) = move.content else {
      Issue.record("not basic")
      return
    }
    #expect(move.keyPath == "position" && values.from == .point(-100, 0))
    #expect(scene.root.layer(at: "view/segments")?.sublayers.count == 3)  // the thumb and two segments
  }

  // A key is reused once the animation under it has been removed on completion (UIKit asks the
  // layer, which no longer has it): a move in the first block's completion is `position` again;
  // one added while the first still runs stacks as `position-2`.
  @Test func additiveKeysFreeAfterRemoval() throws {
    let chained = try UIKitBlockTests.scene(
      """
      UIView.animate(withDuration: 0.2, animations: { self.v.center.x = 200 }, completion: { _ in
          UIView.animate(withDuration: 0.2) { self.v.center.x = 100 }
      })
      """)
    #expect(chained.events.compactMap(\.addedAnimation?.id) == ["position"])
    let stacked = try UIKitBlockTests.scene(
      """
      UIView.animate(withDuration: 0.5) { self.v.center.x = 200 }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
          UIView.animate(withDuration: 0.2) { self.v.center.x = 100 }
      }
      """)
    #expect(stacked.events.compactMap(\.addedAnimation?.id) == ["position-2"])
  }

  // A toast category: the toast fades in over 0.2 s; its completion puts a timer, made earlier
  // and kept as an associated object, on the run loop; 2 s later the timer's method gets the
  // toast from the timer's userInfo and fades it out: events at 0.2 + 2 = 2.2 s.
  @Test func aTimerKeptAsAnAssociatedObject() throws {
    let scene = try CodeImport.read(
      """
      import UIKit
      private var timerKey = "timer"
      extension UIView {
          func showNote(_ note: UIView) {
              note.alpha = 0
              addSubview(note)
              let timer = Timer(timeInterval: 2, target: self, selector: #selector(UIView.noteTimerDidFire(_:)),
                                userInfo: note, repeats: false)
              objc_setAssociatedObject(note, &timerKey, timer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
              UIView.animate(withDuration: 0.2, animations: { note.alpha = 1 }) { _ in
                  guard let timer = objc_getAssociatedObject(note, &timerKey) as? Timer else { return }
                  RunLoop.main.add(timer, forMode: .common)
              }
          }
          @objc func noteTimerDidFire(_ timer: Timer) {
              guard let note = timer.userInfo as? UIView else { return }
              UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseIn, animations: { note.alpha = 0 })
          }
      }
      final class Host: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.showNote(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
          }
      }
      """
    ).scene
    let fade = try #require(scene.events.first { $0.addedAnimation != nil })
    #expect(abs(fade.time - 2.2) < 1e-9)
    #expect(fade.addedAnimation?.keyPath == "opacity" && fade.addedAnimation?.timingFunction == .easeIn)
    #expect(fade.addedAnimation?.duration == 0.3)
  }

  // A view class the code constructs is shown once, as the code made it: its own set-up
  // (awakeFromNib) does not also run on a second, standalone instance.
  @Test func aConstructedTypeIsNotStartedTwice() throws {
    let scene = try CodeImport.read(
      """
      import UIKit
      final class Pulse: UIView {
          override func awakeFromNib() {
              super.awakeFromNib()
              backgroundColor = .red
          }
          func start() {
              UIView.animate(withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse], animations: { self.alpha = 0.3 })
          }
      }
      final class Host: UIViewController {
          let pulse = Pulse(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(pulse)
              pulse.start()
          }
      }
      """
    ).scene
    var layers: [Layer] = []
    func walk(_ layer: Layer) {
      layers.append(layer)
      layer.sublayers.forEach(walk)
    }
    walk(scene.root)
    #expect(layers.filter { !$0.animations.isEmpty }.map(\.id) == ["pulse"])
    #expect(layers.count == 2)  // the view controller's view and the pulse
  }

  // `.white` passed for a UIColor parameter is UIColor.white (Swift infers the type from the
  // parameter): the fill animates to #FFFFFF, not to an unknown colour.
  @Test func anImplicitColourArgument() throws {
    let scene = try CodeImport.read(
      """
      import UIKit
      final class Filler: UIViewController {
          let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(v)
              fill(.white)
          }
          func fill(_ color: UIColor) {
              let fade = CABasicAnimation(keyPath: "backgroundColor")
              fade.toValue = color.cgColor
              fade.duration = 0.5
              v.layer.add(fade, forKey: "fill")
          }
      }
      """
    ).scene
    let fill = try #require(scene.root.layer(at: "view/v")?.animations.first)
    guard case .basic(let values) = fill.content else {
      Issue.record("not basic")
      return
    }
    #expect(values.to == .color(RGBColor(red: 1, green: 1, blue: 1, alpha: 1)))
  }

  // `Preset(rawValue:)` is the case with that raw value (nil for none): a preset named by a string
  // picks its branch (slideUp: the view starts 300 pt lower and springs back).
  @Test func anEnumFromItsRawValue() throws {
    func scene(_ name: String) throws -> Scene {
      try CodeImport.read(
        """
        import UIKit
        enum Preset: String { case slideUp, fadeIn }
        final class Mover: UIViewController {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                var y: CGFloat = 0
                if let preset = Preset(rawValue: "\(name)") {
                    switch preset {
                    case .slideUp: y = 300
                    case .fadeIn: box.alpha = 0
                    }
                }
                box.transform = CGAffineTransform(translationX: 0, y: y)
                UIView.animate(withDuration: 0.5) { self.box.transform = .identity; self.box.alpha = 1 }
            }
        }
        """
      ).scene
    }
    let up = try #require(try scene("slideUp").root.layer(at: "view/box")?.animations.first)
    guard case .basic(let values) = up.content else {
      Issue.record("not basic")
      return
    }
    #expect(up.keyPath == "transform.translation.y" && values.from == .number(300))
    #expect(try scene("fadeIn").root.layer(at: "view/box")?.animations.map(\.keyPath) == ["opacity"])
    #expect(throws: (any Error).self) { try scene("spin") }  // no such preset: nothing changes, nothing animates
  }

  // Key-value observing: a shadow follows the thumb through `observeValue(forKeyPath:…)`, which
  // runs when the thumb's frame changes inside the block, so the shadow's move animates with it:
  // thumb (10, 10) → (110, 10), additive (−100, 0); shadow (10, 10) → (112, 12), additive
  // (−102, −2) (it was not offset before: the frame set in init came before the observer).
  @Test func keyValueObserversRunInTheBlock() throws {
    let scene = try CodeImport.read(
      """
      import UIKit
      final class Slider: UIView {
          let thumb = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
          let shadowThumb = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(shadowThumb)
              addSubview(thumb)
              addObserver(self, forKeyPath: "thumb.frame", options: .new, context: nil)
          }
          override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                     change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
              if keyPath == "thumb.frame" { shadowThumb.frame = thumb.frame.offsetBy(dx: 2, dy: 2) }
          }
          func slide() { UIView.animate(withDuration: 0.4) { self.thumb.frame.origin.x = 100 } }
      }
      final class Host: UIViewController {
          let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(slider)
              slider.slide()
          }
      }
      """
    ).scene
    func from(_ path: String) -> AnimatedValue? {
      guard case .basic(let values)? = scene.root.layer(at: NodePath(path))?.animations.first?.content else {
        return nil
      }
      return values.from
    }
    #expect(from("view/slider/thumb") == .point(-100, 0))
    #expect(from("view/slider/shadowThumb") == .point(-102, -2))
  }

  // `if !layout.fits { hide(); return … }` on a layout not known here: a branch that only undoes
  // and leaves is taken as not taken (the set-up after it is what the code is for), so the
  // menu's fade-in is there.
  @Test func aGuardThatHidesAndLeavesIsNotTaken() throws {
    let scene = try CodeImport.read(
      """
      import UIKit
      final class Menu: UIView {
          func show() -> Bool {
              let layout = computeLayout()
              if !layout.fits {
                  hide()
                  return false
              }
              alpha = 0
              UIView.animate(withDuration: 0.15, delay: 0, options: [.curveEaseOut], animations: { self.alpha = 1 })
              return true
          }
          func hide() { UIView.animate(withDuration: 0.15) { self.alpha = 0 } }
      }
      final class Host: UIViewController {
          let menu = Menu(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(menu)
              _ = menu.show()
          }
      }
      """
    ).scene
    let fade = try #require(scene.root.layer(at: "view/menu")?.animations.first)
    #expect(fade.keyPath == "opacity" && fade.timingFunction == .easeOut && fade.duration == 0.15)
    guard case .basic(let values) = fade.content else {
      Issue.record("not basic")
      return
    }
    #expect(values.from == .number(0))
  }
}
