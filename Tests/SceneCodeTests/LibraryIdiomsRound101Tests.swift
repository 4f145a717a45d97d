import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 101 of unseen code): a UIKit completion that
/// runs early because its animation was replaced.
@Suite("Library idioms, round 101")
struct LibraryIdiomsRound101Tests {
  static func code(_ between: String) -> String {
    """
    class Screen: UIViewController {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(box)
            UIView.animate(withDuration: 3, animations: { self.box.alpha = 0 }) { finished in
                if !finished {
                    UIView.animate(withDuration: 1) { self.box.center.x += 100 }
                }
            }
            \(between)
        }
    }
    """
  }

  /// A second block on the same property (`alpha`, keyed `opacity` by UIKit) replaces the first
  /// block's animation at once, so the first's completion runs then (0 s, not 3 s) with
  /// `finished` false: its branch moves the box (UIView.h's `finished`).
  @Test func aReplacedBlocksCompletionRunsAtOnceUnfinished() throws {
    let result = try importUIKitIdiom(Self.code("UIView.animate(withDuration: 1) { self.box.alpha = 0.5 }"))
    #expect(result.notes.contains { $0.contains("completion runs its code at 0 s with finished = false") })
    #expect(CodeShapesTests.text(result.document).contains("\"keyPath\": \"position\""))
  }

  /// Without the second block the completion runs at 3 s with `finished` true: no move.
  @Test func anUnreplacedBlocksCompletionRunsAtItsEnd() throws {
    let result = try importUIKitIdiom(Self.code(""))
    #expect(!result.notes.contains { $0.contains("finished = false") })
    #expect(!CodeShapesTests.text(result.document).contains("\"keyPath\": \"position\""))
  }

  /// `removeAllAnimations()` on the view's layer removes the block's animation: the completion
  /// runs then, unfinished.
  @Test func removingTheAnimationRunsTheCompletionUnfinished() throws {
    let result = try importUIKitIdiom(Self.code("box.layer.removeAllAnimations()"))
    #expect(result.notes.contains { $0.contains("finished = false") })
  }

  /// A storyboard image view written without a frame, pinned at its sides only: its height is
  /// its image's, which the file's `<resources>` record (`<image name="bird" width="400"
  /// height="225"/>`): 225 pt, its width the 375 − 2 × 16 = 343 its constraints give.
  @Test func aStoryboardImageViewIsAsTallAsItsImage() throws {
    let storyboard = InterfaceFileTests.storyboard(
      """
      <imageView contentMode="scaleAspectFit" image="bird" translatesAutoresizingMaskIntoConstraints="NO" id="iv"/>
      """,
      outlets: #"<outlet property="picture" destination="iv" id="o1"/>"#,
      resources: #"<image name="bird" width="400" height="225"/>"#
    ).replacingOccurrences(
      of: "</subviews>",
      with: """
        </subviews>
        <constraints>
            <constraint firstItem="iv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="iv" secondAttribute="trailing" constant="16" id="c2"/>
            <constraint firstItem="iv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
        </constraints>
        """)
    let result = try InterfaceFileTests.read(
      """
      import UIKit
      class Screen: UIViewController {
          @IBOutlet weak var picture: UIImageView!
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 1) { self.picture.alpha = 0 }
          }
      }
      """, storyboard)
    let n = { (x: Double) in JSONValue.number(x, text: "\(Int(x))") }
    #expect(LibraryIdiomsTests.property(result, "picture", "bounds") == .array([n(0), n(0), n(343), n(225)]))
  }
}
