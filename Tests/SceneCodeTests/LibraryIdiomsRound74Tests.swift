import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 74 of unseen code): keyframe blocks whose
/// options are built in code, local computed variables, `isMultiple(of:)`.
@Suite("Library idioms, round 74")
struct LibraryIdiomsRound74Tests {
  /// A local computed variable (`var twice: Double { … }` in a method) runs its getter at each
  /// read: 2 × 1 = 2 s for the first fade, 2 × 3 = 6 s for the second after `count` changes.
  @Test func aLocalComputedVariableIsReadEachTime() throws {
    let result = try importUIKitIdiom(
      """
      class Fader: UIView {
          let a = CALayer()
          let b = CALayer()
          func start() {
              var count = 1
              var twice: Double {
                  return Double(count) * 2
              }
              layer.addSublayer(a)
              layer.addSublayer(b)
              let first = CABasicAnimation(keyPath: "opacity")
              first.fromValue = 0
              first.duration = twice
              a.add(first, forKey: "fade")
              count = 3
              let second = CABasicAnimation(keyPath: "opacity")
              second.fromValue = 0
              second.duration = twice
              b.add(second, forKey: "fade")
          }
      }
      """, entry: "start")
    let first = try #require(idiomAnimation(result, on: "a", key: "fade"))
    let second = try #require(idiomAnimation(result, on: "b", key: "fade"))
    #expect(CodeShapesTests.member(first, "duration") == .number(2))
    #expect(CodeShapesTests.member(second, "duration") == .number(6))
  }

  /// Keyframe options built in code, as a demo app builds them from two segmented controls: the
  /// curve as `UIView.AnimationOptions.curveLinear.rawValue` (uikit.md §4: keyframe options have
  /// no curve constants of their own) and `insert(.calculationModeCubic)` on that set: a linear
  /// timing function and cubic calculation. Steps alternate sides by `index.isMultiple(of: 2)`:
  /// x 300 (odd), 0 (even), 300 (odd).
  @Test func keyframeOptionsBuiltInCode() throws {
    let result = try importUIKitIdiom(
      """
      extension UIView.KeyframeAnimationOptions {
          static var curveLinear: UIView.KeyframeAnimationOptions =
              UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
      }
      class Steps: UIView {
          let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          func run() {
              addSubview(dot)
              var options: UIView.KeyframeAnimationOptions {
                  var o: UIView.KeyframeAnimationOptions = []
                  o = .curveLinear
                  o.insert(.calculationModeCubic)
                  return o
              }
              UIView.animateKeyframes(withDuration: 3, delay: 0, options: options, animations: {
                  for index in 1...3 {
                      let x: CGFloat = index.isMultiple(of: 2) ? 0 : 300
                      UIView.addKeyframe(withRelativeStartTime: Double(index - 1) / 3, relativeDuration: 1.0 / 3) {
                          self.dot.frame.origin.x = x
                      }
                  }
              })
          }
      }
      """, entry: "run")
    let steps = try #require(idiomAnimation(result, on: "dot", key: "position"))
    #expect(CodeShapesTests.member(steps, "timingFunction") == .string("linear"))
    #expect(CodeShapesTests.member(steps, "calculationMode") == .string("cubic"))
    let values = CodeShapesTests.text(CodeShapesTests.member(steps, "values") ?? .null).filter { !$0.isWhitespace }
    #expect(values == "[[5,5],[305,5],[5,5],[305,5]]")
  }

  /// `insert` on options held as names: `[.curveEaseIn]` with `.repeat` inserted repeats forever
  /// with the ease-in curve.
  @Test func insertIntoNamedOptions() throws {
    let result = try importUIKitIdiom(
      """
      class Blink: UIView {
          func run() {
              var options: UIView.AnimationOptions = [.curveEaseIn]
              options.insert(.repeat)
              UIView.animate(withDuration: 0.5, delay: 0, options: options, animations: { self.alpha = 0 })
          }
      }
      """, entry: "run")
    let blink = try #require(idiomAnimation(result, on: "layer", key: "opacity"))
    #expect(CodeShapesTests.member(blink, "timingFunction") == .string("easeIn"))
    #expect(CodeShapesTests.member(blink, "repeatCount") == .string("infinity"))
  }
}
