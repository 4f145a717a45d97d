import Foundation
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 26 of unseen code): a property
/// animator given a timing-curve provider of the program's, and a path added to another with a
/// transform. Expectations are worked out by hand from UIKit's and Core Graphics' documentation.
@Suite("Library idioms, round 26")
struct LibraryIdiomsRound26Tests {
  static func animation(_ code: String, layer id: String = "box") throws -> JSONValue {
    let result = try importIdiom(code, file: "idiom.swift", entry: "Host.go")
    let layer = try #require(LibraryIdiomsTests.layer(result, id))
    return try #require(CodeShapesTests.animations(layer).first?.value)
  }

  static func providerCode(kind: String) -> String {
    """
    final class Curve: NSObject, UITimingCurveProvider {
      let springTimingParameters: UISpringTimingParameters? = UISpringTimingParameters(dampingRatio: 0.6)
      let cubicTimingParameters: UICubicTimingParameters? = UICubicTimingParameters(animationCurve: .easeOut)
      var timingCurveType: UITimingCurveType { .\(kind) }
      func copy(with zone: NSZone? = nil) -> Any { self }
      func encode(with coder: NSCoder) {}
      override init() { super.init() }
      required init?(coder: NSCoder) { nil }
    }
    final class Host: UIViewController {
      func go() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(box)
        let animator = UIViewPropertyAnimator(duration: 0.8, timingParameters: Curve())
        animator.addAnimations { box.alpha = 0 }
        animator.startAnimation()
      }
    }
    """
  }

  /// `UITimingCurveType.cubic`: UIKit reads the provider's `cubicTimingParameters` (an ease-out
  /// curve here); `.spring` its `springTimingParameters` (damping ratio 0.6 over the animator's
  /// 0.8 s, springs.md §5.2).
  @Test func aTimingCurveProviderGivesTheParametersItsTypeNames() throws {
    let cubic = try Self.animation(Self.providerCode(kind: "cubic"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(cubic, "timingFunction"), "easeOut"))
    #expect(CodeShapesTests.member(cubic, "spring") == nil)
    let spring = try Self.animation(Self.providerCode(kind: "spring"))
    let parameters = try #require(CodeShapesTests.member(spring, "spring"))
    #expect(CodeShapesTests.same(parameters[member: "dampingRatio"], "0.6"))
    #expect(CodeShapesTests.same(parameters[member: "duration"], "0.8"))
  }

  /// `.composed` ("starts with the cubic curve and modifies it using the spring"): what UIKit
  /// builds is not documented; the spring is taken and a note says so.
  @Test func aComposedCurveIsTakenAsItsSpringAndSaid() throws {
    let code = Self.providerCode(kind: "composed")
    let composed = try Self.animation(code)
    #expect(CodeShapesTests.same(CodeShapesTests.member(composed, "spring")?[member: "dampingRatio"], "0.6"))
    let result = try importIdiom(code, file: "idiom.swift", entry: "Host.go")
    #expect(result.notes.contains { $0.contains("composed timing curve is taken as its spring") })
  }

  /// `CGMutablePath.addPath(_:transform:)`: the other path's points moved by the transform.
  @Test func aPathAddedWithATransformIsMoved() throws {
    let code = """
      final class Host: UIView {
        func go() {
          let dot = CGMutablePath()
          dot.move(to: CGPoint(x: 0, y: 0))
          dot.addLine(to: CGPoint(x: 10, y: 0))
          let path = CGMutablePath()
          path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
          path.addPath(dot, transform: CGAffineTransform(translationX: 100, y: 50))
          let shape = CAShapeLayer()
          layer.addSublayer(shape)
          let a = CABasicAnimation(keyPath: "path")
          a.toValue = path
          shape.add(a, forKey: "morph")
        }
      }
      """
    let morph = try Self.animation(code, layer: "shape")
    #expect(
      CodeShapesTests.same(
        CodeShapesTests.member(morph, "to"), "M 0 0 L 4 0 L 4 4 L 0 4 Z M 100 50 L 110 50"))
  }

  /// `[[NSMutableAttributedString alloc] initWithString:@"60%" attributes:…]` is its text, and
  /// `[s size]` the text's size by TimingLab's stated metrics (0.55 em a character, 1.2 em a
  /// line, whole points up; the 17 pt default, as the attributes are not kept): 3 × 0.55 × 17 =
  /// 28.05 → 29 wide, 20.4 → 21 tall.
  @Test func anObjectiveCAttributedStringIsItsText() throws {
    let code = """
      @implementation Host
      - (void)go
      {
        NSMutableAttributedString *s = [[NSMutableAttributedString alloc] initWithString:@"60%" attributes:nil];
        CGSize size = [s size];
        CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
        fade.fromValue = @0;
        fade.duration = size.width;
        fade.speed = size.height;
        [self.layer addAnimation:fade forKey:@"fade"];
      }
      @end
      """
    let result = try importIdiom(code, file: "idiom.m", entry: "Host.go")
    let host = try #require(LibraryIdiomsTests.layer(result, "layer"))
    let fade = try #require(CodeShapesTests.animations(host).first?.value)
    #expect(CodeShapesTests.same(CodeShapesTests.member(fade, "duration"), "29"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(fade, "speed"), "21"))
  }
}
