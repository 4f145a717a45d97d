import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 84 of unseen code): circular reveals through
/// masks, and a custom navigation transition reached by the button that performs the segue.
@Suite("Library idioms, round 84")
struct LibraryIdiomsRound84Tests {
  /// Two scenes 375 × 667 in a navigation controller: `List` (root) has a `show` segue
  /// "detail" to `Detail`.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="List" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                        <connections>
                            <segue destination="vc2" kind="show" identifier="detail" id="sg1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="vc2" customClass="Detail" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root2">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <color key="backgroundColor" white="0" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vc1" kind="relationship" relationship="rootViewController" id="sg0"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static func read(_ code: String, entry: String? = nil) throws -> CodeImport.Result {
    try CodeImport.read(
      [
        CodeImport.Source(file: "Screen.swift", text: "import UIKit\n" + code),
        CodeImport.Source(file: "Main.storyboard", text: storyboard),
      ], name: "idiom", options: CodeImport.Options(entry: entry))
  }

  static let coordinator = """
    class Coordinator: NSObject, UINavigationControllerDelegate {
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return operation == .push ? Fade() : nil
        }
    }
    class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.alpha = 1
            }, completion: { _ in transitionContext.completeTransition(true) })
        }
    }
    """

  /// The button's action performs the storyboard's "detail" segue: `prepare(for:sender:)` runs
  /// first with the segue's identifier and destination (the title it sets reaches `Detail`'s
  /// `viewDidLoad`, which scales its view by it), then the navigation controller's delegate —
  /// set in `viewDidLoad` — gives its animator for the push, whose `animateTransition(using:)`
  /// fades the detail view in over its 0.4 s.
  @Test func aSegueRunsTheNavigationDelegatesAnimator() throws {
    let result = try Self.read(
      """
      class List: UIViewController {
          let coordinator = Coordinator()
          override func viewDidLoad() {
              super.viewDidLoad()
              navigationController?.delegate = coordinator
          }
          @IBAction func open(_ sender: UIButton) {
              performSegue(withIdentifier: "detail", sender: nil)
          }
          override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
              if segue.identifier == "detail", let detail = segue.destination as? Detail {
                  detail.scale = 0.5
              }
          }
      }
      class Detail: UIViewController {
          var scale: CGFloat = 1
          override func viewDidLoad() {
              super.viewDidLoad()
              view.transform = CGAffineTransform(scaleX: scale, y: scale)
          }
      }
      """ + "\n" + Self.coordinator, entry: "List.open")
    let fade = try #require(idiomAnimation(result, on: "detailView", key: "opacity"))
    #expect(CodeShapesTests.member(fade, "from") == .number(0))
    #expect(CodeShapesTests.member(fade, "duration") == .number(0.4))
    #expect(LibraryIdiomsTests.property(result, "detailView", "transform.scale.x") == .number(0.5))
  }

  /// `navigationController?.pushViewController(_:animated: true)` of a controller made in code
  /// without a navigation delegate: UIKit's own slide is not modelled — said — and the pushed
  /// controller's `viewDidAppear` runs after its view is in the window: a change it makes to a
  /// standalone layer made in its `viewDidLoad` animates implicitly (0.25 s, from 0).
  @Test func aPushWithoutADelegateShowsTheViewAndSaysSo() throws {
    let result = try Self.read(
      """
      class List: UIViewController {
          @IBAction func open(_ sender: UIButton) {
              navigationController?.pushViewController(Detail(), animated: true)
          }
      }
      class Detail: UIViewController {
          let dot = CALayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
              view.layer.addSublayer(dot)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              dot.opacity = 0.5
          }
      }
      class Detail2: UIViewController {}
      """, entry: "List.open")
    let fade = try #require(idiomAnimation(result, on: "dot", key: "opacity"))
    #expect(CodeShapesTests.member(fade, "from") == .number(1))
    #expect(CodeShapesTests.member(fade, "duration") == .number(0.25))
    #expect(result.notes.contains { $0.contains("UIKit's own push animation") })
  }
}
