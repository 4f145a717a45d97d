import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 79 of unseen code): buttons that bounce when
/// pressed.
@Suite("Library idioms, round 79")
struct LibraryIdiomsRound79Tests {
  /// `--entry BounceButton.touchesBegan` of a button a controller holds as a stored property
  /// (`let bounce = BounceButton(frame: …)`, added in `viewDidLoad`): that screen loads first and
  /// the touch runs on its button, 100 × 44 at (20, 100) — centred at (70, 122) — not on a new
  /// button in no window. Its scale runs from 1.3 back to 1 over 0.7 s after 0.2 s.
  @Test func aButtonAScreensPropertyMakes() throws {
    let result = try importUIKitIdiom(
      """
      class BounceButton: UIButton {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              self.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
              UIView.animate(withDuration: 0.7, delay: 0.2, options: .allowUserInteraction, animations: {
                  self.transform = CGAffineTransform.identity
              }, completion: nil)
              super.touchesBegan(touches, with: event)
          }
      }
      class Screen: UIViewController {
          let bounce = BounceButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(bounce)
          }
      }
      """, entry: "BounceButton.touchesBegan")
    #expect(LibraryIdiomsRound49Tests.text(result, "bounce", "position") == "[70, 122]")
    let scale = try #require(idiomAnimation(result, on: "bounce", key: "transform.scale.x"))
    #expect(CodeShapesTests.member(scale, "from") == .number(1.3))
    #expect(CodeShapesTests.member(scale, "beginTime") == .number(0.2))
    #expect(result.notes.contains { $0.contains("BounceButton is the view Screen's screen makes") })
  }
}
