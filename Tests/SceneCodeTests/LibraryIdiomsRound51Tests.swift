import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of a course's storyboard controllers the importer follows (round 51 of unseen code):
/// what only the storyboard holds is said to be unknown, not replaced by UIKit's defaults.
@Suite("Library idioms, round 51")
struct LibraryIdiomsRound51Tests {
  /// A storyboard slider's `value` is the storyboard's (not UISlider's default 0, which as a spring's
  /// damping Core Animation would refuse): the spring block runs with its curve, said twice.
  @Test func aStoryboardSlidersValueIsNotKnown() throws {
    let result = try importIdiom(
      """
      import UIKit
      class Springs: UIViewController {
          @IBOutlet weak var box: UIView!
          @IBOutlet weak var dampingSlider: UISlider!
          @IBAction func animate(_ sender: Any) {
              UIView.animate(withDuration: 3, delay: 0, usingSpringWithDamping: CGFloat(dampingSlider.value),
                             initialSpringVelocity: 0, options: [], animations: { self.box.alpha = 0.5 }, completion: nil)
          }
      }
      """, entry: "animate")
    let box = try #require(LibraryIdiomsTests.layer(result, "box"))
    let fade = try #require(CodeShapesTests.animations(box).first?.value)
    #expect(CodeShapesTests.member(fade, "spring") == nil)
    #expect(CodeShapesTests.member(fade, "duration") == .number(3, text: "3"))
    #expect(result.notes.contains { $0.contains("dampingSlider.value is the storyboard's, not in the code") })
    #expect(result.notes.contains { $0.contains("the spring's damping ratio is not known here") })
  }

  /// A slider the code made has UIKit's default value, 0 (UISlider.h), until it sets one.
  @Test func aSliderMadeInCodeStartsAtZero() throws {
    let result = try importIdiom(
      """
      import UIKit
      class Screen: UIViewController {
          let slider = UISlider()
          let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(dot)
              let start = slider.value
              slider.value = 0.75
              UIView.animate(withDuration: 1) { self.dot.alpha = CGFloat(start + self.slider.value) }
          }
      }
      """, entry: nil)
    #expect(LibraryIdiomsTests.property(result, "dot", "opacity") == .number(0.75, text: "0.75"))
  }

  /// A constraint outlet relates views only the storyboard knows: changing it is said to move
  /// nothing here.
  @Test func aStoryboardConstraintIsSaidToMoveNothing() {
    #expect {
      _ = try importIdiom(
        """
        import UIKit
        class Grow: UIViewController {
            @IBOutlet weak var widthConstraint: NSLayoutConstraint!
            @IBAction func animate(_ sender: Any) {
                widthConstraint.constant = 200
                UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
            }
        }
        """, entry: "animate")
    } throws: { error in
      (error as? CodeImport.Failure)?.notes.contains {
        $0.message.contains("widthConstraint is a storyboard constraint: the views it relates are not in the code")
      } == true
    }
  }
}
