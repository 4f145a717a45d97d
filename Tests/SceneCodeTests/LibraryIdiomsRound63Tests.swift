import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of three libraries the importer follows (round 63 of unseen code): an implicit
/// animation in a tapped action, a view a controller makes, a background loop that sleeps, a
/// Swift 2 `drawRect`, a wave filled under a circle clip, particles said.
@Suite("Library idioms, round 63")
struct LibraryIdiomsRound63Tests {
  /// A tap (`--entry tap`) comes after the screen was shown: a standalone layer made in
  /// `viewDidLoad` animates its change implicitly — from 1 to 0 over the transaction's 0.8 s,
  /// with the default curve (uikit.md §6).
  @Test func aChangeInATappedActionAnimatesImplicitly() throws {
    let result = try importUIKitIdiom(
      """
      class V: UIViewController {
          let dot = CALayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
              view.layer.addSublayer(dot)
          }
          @objc func tap() {
              CATransaction.setAnimationDuration(0.8)
              dot.opacity = 0
          }
      }
      """, entry: "tap")
    let fade = try #require(idiomAnimation(result, on: "dot"))
    #expect(CodeShapesTests.member(fade, "from") == .number(1))
    #expect(CodeShapesTests.member(fade, "duration") == .number(0.8))
    #expect(CodeShapesTests.member(fade, "timingFunction") == .string("default"))
    #expect(LibraryIdiomsTests.property(result, "dot", "opacity") == .number(0))
  }

  /// `--entry Fab.open` of a button class the screen makes in `viewDidLoad` (a subclass of it,
  /// with a data source): it runs on that button, so the plus turns a quarter of a half turn
  /// (45°) and the cells the screen gives are there.
  @Test func anEntryOfAViewTheScreenMakes() throws {
    let result = try importUIKitIdiom(
      """
      class Fab: UIView {
          let plus = CAShapeLayer()
          var count = 0
          override init(frame: CGRect) {
              super.init(frame: frame)
              layer.addSublayer(plus)
          }
          required init?(coder: NSCoder) { fatalError() }
          func open() {
              CATransaction.setAnimationDuration(0.8)
              plus.transform = CATransform3DMakeRotation(CGFloat(Double.pi) * 45 / 180, 0, 0, 1)
              plus.opacity = Float(count) / 10
          }
      }
      class PlainFab: Fab {}
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let fab = PlainFab(frame: CGRect(x: 10, y: 10, width: 56, height: 56))
              fab.count = 5
              view.addSubview(fab)
          }
      }
      """, entry: "Fab.open")
    let turn = try #require(idiomAnimation(result, on: "plus", key: "transform.rotation.z"))
    #expect(CodeShapesTests.member(turn, "duration") == .number(0.8))
    #expect(LibraryIdiomsTests.property(result, "plus", "opacity") == .number(0.5))
    #expect(result.notes.contains { $0.contains("Fab is the view Screen's screen makes") })
  }

  /// A background loop that sleeps 0.08 s a turn (`while waving { offset -= 10; main.async {
  /// setNeedsDisplay() }; NSThread.sleepForTimeInterval(0.08) }`, Swift 2) redraws its view
  /// every 0.08 s: the drawn wave moves 10 pt at 0.08, 0.16, … — and a fill under a circle clip
  /// it does not cover is drawn as itself.
  @Test func aBackgroundLoopThatSleepsRedraws() throws {
    let result = try importUIKitIdiom(
      """
      class Wave: UIView {
          var originX = 0.0
          var waving = true
          override init(frame: CGRect) {
              super.init(frame: frame)
              animationWave()
          }
          required init?(coder: NSCoder) { fatalError() }
          override func drawRect(rect: CGRect) {
              UIBezierPath(ovalInRect: CGRect(x: 0, y: 0, width: 100, height: 100)).addClip()
              let wave = UIBezierPath()
              wave.moveToPoint(CGPoint(x: originX, y: 50))
              wave.addLineToPoint(CGPoint(x: originX + 200, y: 50))
              wave.addLineToPoint(CGPoint(x: wave.currentPoint.x, y: 100))
              wave.addLineToPoint(CGPoint(x: originX, y: 100))
              wave.closePath()
              UIColor.blueColor().setFill()
              wave.fill()
          }
          func animationWave() {
              dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0)) { [weak self]() -> Void in
                  if self != nil {
                      while self != nil && self!.waving {
                          self!.originX -= 10
                          dispatch_async(dispatch_get_main_queue(), { () -> Void in
                              self!.setNeedsDisplay()
                          })
                          NSThread.sleepForTimeInterval(0.08)
                      }
                  }
              }
          }
      }
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(Wave(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
          }
      }
      """)
    let events = CodeShapesTests.text(CodeShapesTests.member(result.document, "events") ?? .null)
    // Drawn first with the offset after the loop's first turn (−10), then −20 at 0.08 s.
    #expect(events.contains("\"at\": 0.08"))
    #expect(events.contains("M -20 50 L 180 50 L 180 100 L -20 100 Z"))
  }

  /// Confetti from a `CAEmitterLayer`: no animation objects, and the message says why.
  @Test func particlesAreSaid() {
    #expect {
      _ = try importUIKitIdiom(
        """
        class Confetti: UIView {
            func startConfetti() {
                let emitter = CAEmitterLayer()
                emitter.emitterPosition = CGPoint(x: 100, y: 0)
                layer.addSublayer(emitter)
            }
        }
        """, entry: "startConfetti")
    } throws: { error in
      "\(error)".contains("CAEmitterLayer's particles")
    }
  }
}
