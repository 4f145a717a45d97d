import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 47 of unseen code: storyboard controllers whose
/// actions run keyframes, springs and chained blocks on their outlets, a check mark drawn a second
/// after a controller appears). Values worked out by hand from UIKit's and Core Animation's rules
/// (uikit.md §4, CABasicAnimation.h).
@Suite("Library idioms, round 47")
struct LibraryIdiomsRound47Tests {
  /// `self.button.backgroundColor = .blue` on a storyboard outlet (`UIButton!`) names a colour as
  /// it does on a view made in code; its value before is the storyboard's, taken as none (clear)
  /// and said. In a keyframe block the first frame (0 to 0.25) ends blue and holds.
  @Test func anOutletsColourIsReadAndItsStoryboardValueSaid() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          @IBOutlet weak var button: UIButton!
          func tap() {
              UIView.animateKeyframes(withDuration: 4, delay: 0, options: [], animations: {
                  UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                      self.button.backgroundColor = .blue
                  }
              })
          }
      }
      """, entry: "tap")
    let colour = try #require(idiomAnimation(result, on: "button", key: "backgroundColor"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(colour, "values"), ##"["#00000000", "#0000FF", "#0000FF"]"##))
    #expect(CodeShapesTests.same(CodeShapesTests.member(colour, "keyTimes"), "[0, 0.25, 1]"))
    #expect(
      result.notes.contains {
        $0.contains(
          "button.backgroundColor before the animation is the storyboard's, not in the code: taken as #00000000")
      }, "\(result.notes)")
  }

  /// A key set twice in one `addKeyframe` block is one frame, the model value after the block
  /// (uikit.md §4): shrinking the frame by 20 × 20 from (0, 0, 100, 100) moves the centre to
  /// (40, 40), then `center.x -= 10` to (30, 40) — one position frame at 0.5, no stop between.
  @Test func aKeySetTwiceInOneKeyframeIsOneFrame() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(box)
              UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                  UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                      self.box.frame.size.width -= 20
                      self.box.frame.size.height -= 20
                      self.box.center.x -= 10
                  }
                  UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                      self.box.center.y += 60
                  }
              })
          }
      }
      """)
    let position = try #require(idiomAnimation(result, on: "box", key: "position"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(position, "values"), "[[50, 50], [30, 40], [30, 100]]"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(position, "keyTimes"), "[0, 0.5, 1]"))
    let bounds = try #require(idiomAnimation(result, on: "box", key: "bounds"))
    // The size changes in the first block only; the second holds it.
    #expect(
      CodeShapesTests.same(
        CodeShapesTests.member(bounds, "values"), "[[0, 0, 100, 100], [0, 0, 80, 80], [0, 0, 80, 80]]"))
  }

  /// A check mark's layer added a second after the controller appears, into a storyboard outlet
  /// the code first reaches then: the outlet was there from the start (not hidden), the new layer
  /// is hidden until it is added.
  @Test func aLayerAddedLaterToAnOutletIsHiddenUntilThen() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          @IBOutlet weak var mark: UIView!
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                  let stroke = CAShapeLayer()
                  self.mark.layer.addSublayer(stroke)
                  let draw = CABasicAnimation(keyPath: "strokeEnd")
                  draw.fromValue = 0
                  stroke.add(draw, forKey: "draw")
              }
          }
      }
      """)
    #expect(LibraryIdiomsTests.property(result, "mark", "hidden") == nil)
    #expect(LibraryIdiomsTests.property(result, "stroke", "hidden") == .number(1, text: "1"))
    let events = LibraryIdiomsTests.events(result)
    #expect(events.contains { LibraryIdiomsTests.isEvent($0, at: 1, layer: "view/mark/stroke", set: "hidden", 0) })
    #expect(!events.contains { LibraryIdiomsTests.isEvent($0, at: 1, layer: "view/mark", set: "hidden", 0) })
  }

  /// A spring with none of from, to, by added right after the model moved with actions disabled:
  /// Core Animation runs it from the value before the change to the model value
  /// (CABasicAnimation.h), so the scene holds both ends: (50, 50) → (50, 150). One added when
  /// nothing changed keeps none (it shows the model value, as Core Animation does).
  @Test func anAnimationWithNoValuesRunsFromThePreviousValue() throws {
    let result = try importUIKitIdiom(
      """
      func start(_ host: CALayer) {
          let dot = CALayer()
          dot.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
          host.addSublayer(dot)
          CATransaction.setDisableActions(true)
          dot.position.y += 100
          let spring = CASpringAnimation(keyPath: "position")
          spring.damping = 12
          spring.duration = 0.8
          dot.add(spring, forKey: "move")
          let fade = CABasicAnimation(keyPath: "opacity")
          dot.add(fade, forKey: "fade")
      }
      """, entry: "start")
    let move = try #require(idiomAnimation(result, on: "dot", key: "move"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(move, "from"), "[50, 50]"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(move, "to"), "[50, 150]"))
    let fade = try #require(idiomAnimation(result, on: "dot", key: "fade"))
    #expect(CodeShapesTests.member(fade, "from") == nil)
    #expect(CodeShapesTests.member(fade, "to") == nil)
    #expect(result.notes.contains { $0.contains("none of fromValue, toValue, byValue") }, "\(result.notes)")
  }

  /// A UIKit block moving an outlet whose frame the code never read animates from the same assumed
  /// 40 × 40 at (20, 20) as one it read (said): the additive offset is (20, 100) − (20, 20).
  @Test func anUnreadOutletMovesFromItsAssumedFrame() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          @IBOutlet weak var title: UILabel!
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 3) {
                  self.title.center = CGPoint(x: 20, y: 100)
              }
          }
      }
      """)
    let move = try #require(idiomAnimation(result, on: "title", key: "position"))
    #expect(CodeShapesTests.same(CodeShapesTests.member(move, "from"), "[0, -80]"))
    #expect(LibraryIdiomsTests.property(result, "title", "bounds").map(CodeShapesTests.text) == "[0, 0, 40, 40]")
    #expect(result.notes.contains { $0.contains("title's size is not set in the given code; assumed 40 × 40") })
  }
}
