import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of small demo apps the importer follows (round 59 of unseen code): a controller pushed
/// under a navigation bar, a spring block with no damping, a block nested in a property
/// animator's animations, a stack view arranged inside its margins, hit testing.
@Suite("Library idioms, round 59")
struct LibraryIdiomsRound59Tests {
  /// A storyboard whose `Screen` is pushed (a `show` segue) from the root of a navigation
  /// controller: its safe area starts under the 20 pt status bar and the 44 pt bar, at 64. A box
  /// of 150 centred in the safe area of a 667 pt screen is centred at (64 + 667) / 2 = 365.5 —
  /// where Interface Builder's frame (y 290.5) puts it.
  static func pushed(kind: String = "show", hidden: Bool = false) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
            <scene sceneID="s0">
                <objects>
                    <navigationController id="nav" \(hidden ? #"navigationBarHidden="YES" "# : "")sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="menu" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="menu" sceneMemberID="viewController">
                        <tableView key="view" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections>
                                <tableViewSection id="sec">
                                    <cells>
                                        <tableViewCell id="cell">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                            <connections>
                                                <segue destination="vc1" kind="\(kind)" id="go"/>
                                            </connections>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="vc1" customClass="Screen" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                    <rect key="frame" x="112.5" y="290.5" width="150" height="150"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="150" id="h"/>
                                        <constraint firstAttribute="width" constant="150" id="w"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="b1" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="cy"/>
                                <constraint firstItem="b1" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="cx"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                        <connections>
                            <outlet property="box" destination="b1" id="o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  static let screen = """
    import UIKit
    class Screen: UIViewController {
        @IBOutlet weak var box: UIView!
        @IBAction func go(_ sender: Any) {
            UIView.animate(withDuration: 1) { self.box.center.y -= 120 }
        }
    }
    """

  @Test func aPushedControllerIsUnderTheNavigationBar() throws {
    let result = try InterfaceFileTests.read(Self.screen, Self.pushed(), entry: "go")
    // Moved up 120 from 365.5 to 245.5: additive from 120 to 0.
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "box", "position")) == [187.5, 245.5])
    #expect(result.notes.contains { $0.contains("Screen is under a navigation bar (44 pt)") })
  }

  /// Presented (not pushed), or pushed on a navigation controller whose bar is hidden: no bar,
  /// the safe area starts at the status bar's 20: centred at (20 + 667) / 2 = 343.5.
  @Test func aPresentedControllerOrAHiddenBarHasNoBar() throws {
    for storyboard in [Self.pushed(kind: "presentation"), Self.pushed(hidden: true)] {
      let result = try InterfaceFileTests.read(Self.screen, storyboard, entry: "go")
      #expect(
        InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "box", "position")) == [187.5, 343.5 - 120])
    }
  }

  /// A tab of a tab bar controller ends 49 pt above the screen's bottom: a box pinned to the
  /// safe area's bottom on a 667 pt screen (no home indicator) has its bottom at 667 − 49 = 618.
  @Test func aTabIsAboveTheTabBar() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="s0">
                  <objects>
                      <tabBarController id="tabs" sceneMemberID="viewController">
                          <connections>
                              <segue destination="vc1" kind="relationship" relationship="viewControllers" id="t1"/>
                          </connections>
                      </tabBarController>
                  </objects>
              </scene>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc1" customClass="Screen" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                      <rect key="frame" x="0" y="518" width="375" height="100"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="100" id="h"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="safe" firstAttribute="bottom" secondItem="b1" secondAttribute="bottom" id="bt"/>
                                  <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                                  <constraint firstItem="b1" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t"/>
                              </constraints>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                          </view>
                          <connections>
                              <outlet property="box" destination="b1" id="o1"/>
                          </connections>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let result = try InterfaceFileTests.read(Self.screen, storyboard, entry: "go")
    // Centre 618 − 50 = 568, moved up 120: 448.
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "box", "position")) == [187.5, 448])
  }

  /// `usingSpringWithDamping: 0`: UIKit's mapping needs a ratio above 0 (springs.md §5.1), so the
  /// block is a spring with the smallest one — imported, not refused — and said.
  @Test func aSpringWithNoDampingIsTheSmallestDamping() throws {
    let result = try importUIKitIdiom(
      """
      class V: UIViewController {
          let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
          func go() {
              view.addSubview(box)
              UIView.animate(withDuration: 0.5, delay: 0.5, usingSpringWithDamping: 0, initialSpringVelocity: 100,
                             options: .curveEaseInOut, animations: { self.box.center.x = 275 }, completion: nil)
          }
      }
      """, entry: "go")
    let move = try #require(idiomAnimation(result, on: "box"))
    let spring = try #require(CodeShapesTests.member(move, "spring"))
    #expect(CodeShapesTests.member(spring, "dampingRatio") == .number(Double.ulpOfOne))
    #expect(CodeShapesTests.member(spring, "initialVelocity") == .number(100))
    #expect(result.notes.contains { $0.contains("a damping ratio of 0 is taken as the smallest above 0") })
  }

  /// A spring block inside a property animator's animations is the animator's: setting
  /// `fractionComplete` on the animator not started pauses it there (uikit.md §5: speed 0,
  /// `timeOffset` = fraction × duration, the fraction clamped to at least 0.00001), and the
  /// block's spring stays.
  @Test func aBlockNestedInAnAnimatorIsTheAnimators() throws {
    let result = try importUIKitIdiom(
      """
      class V: UIViewController {
          let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
          let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(image)
              animator.addAnimations {
                  UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.5,
                                 options: .curveEaseOut, animations: {
                      self.image.transform = CGAffineTransform(scaleX: 2, y: 2)
                  })
              }
          }
          func slide() { animator.fractionComplete = 0.4 }
      }
      """, entry: "slide")
    let scale = try #require(idiomAnimation(result, on: "image", key: "transform.scale.x"))
    #expect(CodeShapesTests.member(scale, "speed") == .number(0))
    #expect(CodeShapesTests.member(scale, "timeOffset") == .number(0.2))
    #expect(CodeShapesTests.member(scale, "spring") != nil)
    #expect(CodeShapesTests.member(scale, "timingFunction") == nil)
  }

  /// `isLayoutMarginsRelativeArrangement` with 8 pt margins: six icons equally filling a 356 × 66
  /// stack, 8 apart, are (356 − 16 − 5 × 8) / 6 = 50 wide and 66 − 16 = 50 tall, the first at x 8.
  /// The container is moved to the middle of the screen by its transform, clear of the status
  /// bar, so the margins are not grown by the safe area.
  @Test func aStackArrangedInsideItsMargins() throws {
    let result = try importUIKitIdiom(
      """
      class V: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let icons = (0..<6).map { _ in UIView() }
              let stack = UIStackView(arrangedSubviews: icons)
              stack.distribution = .fillEqually
              stack.spacing = 8
              stack.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
              stack.isLayoutMarginsRelativeArrangement = true
              let container = UIView(frame: CGRect(x: 0, y: 0, width: 356, height: 66))
              container.addSubview(stack)
              stack.frame = container.frame
              container.transform = CGAffineTransform(translationX: 10, y: 300)
              view.addSubview(container)
              UIView.animate(withDuration: 1) { container.alpha = 0 }
          }
      }
      """)
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "sublayer1", "bounds")) == [0, 0, 50, 50])
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "sublayer1", "position")) == [33, 33])
  }

  /// `hitTest(_:with:)` finds the deepest view under the point, front first, and none outside:
  /// a 20 pt cell centred in the view is hit at the view's middle; the view itself beside it.
  @Test func hitTestingFindsTheViewUnderThePoint() throws {
    let result = try importUIKitIdiom(
      """
      class V: UIViewController {
          var cell: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
              cell = UIView(frame: CGRect(x: 140, y: 190, width: 20, height: 20))
              view.addSubview(cell)
              let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
              view.addSubview(label)
              let a = CABasicAnimation(keyPath: "opacity")
              a.toValue = 0
              a.duration = view.hitTest(CGPoint(x: 150, y: 200), with: nil) == cell ? 1 : 9
              a.repeatCount = view.hitTest(CGPoint(x: 10, y: 10), with: nil) == label ? 9 : 2
              a.speed = view.hitTest(CGPoint(x: 500, y: 10), with: nil) != nil ? 9 : 3
              cell.layer.add(a, forKey: "o")
          }
      }
      """)
    let a = try #require(idiomAnimation(result, on: "cell"))
    #expect(CodeShapesTests.member(a, "duration") == .number(1))
    // (The label takes no touches: the view under it is hit.)
    #expect(CodeShapesTests.member(a, "repeatCount") == .number(2))
    #expect(CodeShapesTests.member(a, "speed") == .number(3))
  }
}
