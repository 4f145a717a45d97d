import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 68 of unseen code): a storyboard's stack
/// views, a controller embedded in another scene's container view, safe-area insets of a view
/// hanging off the screen, `Float.pi`. Frames are worked out by hand from the files.
@Suite("Library idioms, round 68")
struct LibraryIdiomsRound68Tests {
  /// Frame of layer `id` as (x, y, width, height) from its position and bounds (anchor centred).
  static func frame(_ result: CodeImport.Result, _ id: String) throws -> [Double] {
    try LibraryIdiomsRound67Tests.frame(result, id)
  }

  static func read(_ code: String, _ storyboard: String, entry: String? = nil) throws -> CodeImport.Result {
    try CodeImport.read(
      [
        CodeImport.Source(file: "Screen.swift", text: "import UIKit\n" + code),
        CodeImport.Source(file: "Main.storyboard", text: storyboard),
      ], name: "idiom", options: CodeImport.Options(entry: entry))
  }

  /// A horizontal stack (centred, 10 apart) at (20, 100) holding a 40 × 60 square and a label
  /// whose file frame, 100 × 20, is its size. Hiding the square in a block lays the stack out
  /// again: the label alone at its start, the stack hugging it (100 × 20), the label's centre
  /// from (40 + 10 + 50, 30) to (50, 10) — UIKit's additive animation from (50, 20).
  /// The label's fade starts from the file's opacity, known, so nothing is said of it.
  @Test func aStoryboardStackViewArrangesItsSubviews() throws {
    let storyboard = InterfaceFileTests.storyboard(
      """
      <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
          <rect key="frame" x="20" y="100" width="150" height="60"/>
          <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sq">
                  <rect key="frame" x="0.0" y="0.0" width="40" height="60"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="40" id="c1"/>
                      <constraint firstAttribute="height" constant="60" id="c2"/>
                  </constraints>
              </view>
              <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                  <rect key="frame" x="50" y="20" width="100" height="20"/>
              </label>
          </subviews>
      </stackView>
      """,
      outlets: """
        <outlet property="square" destination="sq" id="o1"/>
        <outlet property="label" destination="lbl" id="o2"/>
        """
    )
    .replacingOccurrences(
      of: "<color key=\"backgroundColor\" white=\"1\"",
      with: """
        <constraints>
            <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
        </constraints>
        <color key="backgroundColor" white="1"
        """)
    let result = try Self.read(
      """
      class Screen: UIViewController {
          @IBOutlet weak var square: UIView!
          @IBOutlet weak var label: UILabel!
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 0.5) {
                  self.square.isHidden = true
                  self.label.alpha = 0.5
                  self.view.layoutIfNeeded()
              }
          }
      }
      """, storyboard)
    #expect(try Self.frame(result, "stackView") == [20, 100, 100, 20])
    #expect(try Self.frame(result, "label") == [0, 0, 100, 20])
    let move = try #require(idiomAnimation(result, on: "label", key: "position"))
    #expect(InterfaceFileTests.numbers(CodeShapesTests.member(move, "from")) == [50, 20])
    // The label's opacity before the block is the file's (none written: 1), not a guess.
    #expect(!result.notes.contains { $0.contains("before the animation is the storyboard's") })
  }

  /// Two scenes: `Host` holds a container view at (0, 567), 375 × 100, that embeds `Child`.
  /// `Child`'s badge is pinned to its view's safe area: on a 375 × 667 screen the status bar
  /// (20 pt) is far above the container, so the badge sits at the top, y 0 (measured from
  /// the screen's top it would be 20).
  @Test func anEmbeddedControllersViewIsInItsContainer() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="host" customClass="Host" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="hostRoot">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
                                  <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                      <rect key="frame" x="0.0" y="567" width="375" height="100"/>
                                      <connections>
                                          <segue destination="child" kind="embed" id="e1"/>
                                      </connections>
                                  </containerView>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController id="child" customClass="Child" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="childRoot">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg">
                                      <rect key="frame" x="0.0" y="20" width="30" height="30"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="30" id="w"/>
                                          <constraint firstAttribute="height" constant="30" id="h"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="bdg" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                                  <constraint firstItem="bdg" firstAttribute="leading" secondItem="childRoot" secondAttribute="leading" id="l"/>
                              </constraints>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                          </view>
                          <connections>
                              <outlet property="badge" destination="bdg" id="o"/>
                          </connections>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let result = try Self.read(
      """
      class Child: UIViewController {
          @IBOutlet weak var badge: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 0.3) { self.badge.alpha = 0.5 }
          }
      }
      """, storyboard)
    #expect(try Self.frame(result, "badge") == [0, 0, 30, 30])
    #expect(result.notes.contains { $0.contains("embedded in a container view at (0, 567)") })
  }

  /// A sheet hanging 200 pt below an iPhone 14's 844 pt screen: its bottom safe-area inset is
  /// the home indicator's 34 pt band it covers, not the 234 pt below the safe area (UIKit caps
  /// a subview's insets at its superview's), so a handle on its safe area's bottom ends at
  /// 300 − 34 = 266.
  @Test func aViewOffTheScreenHasNoMoreThanTheBand() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          let sheet = UIView()
          let handle = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(sheet)
              sheet.frame = CGRect(x: 0, y: 744, width: 390, height: 300)
              sheet.addSubview(handle)
              handle.translatesAutoresizingMaskIntoConstraints = false
              NSLayoutConstraint.activate([
                  handle.bottomAnchor.constraint(equalTo: sheet.safeAreaLayoutGuide.bottomAnchor),
                  handle.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
                  handle.widthAnchor.constraint(equalToConstant: 40),
                  handle.heightAnchor.constraint(equalToConstant: 10),
              ])
              UIView.animate(withDuration: 0.3) { self.handle.alpha = 0.5 }
          }
      }
      """)
    #expect(try Self.frame(result, "handle") == [0, 256, 40, 10])
  }

  /// `Float.pi` is π rounded toward zero to single precision (Swift's documentation), so a
  /// turn of `CGFloat(Float.pi * 2)` is 2 × 3.14159250…, not 2π.
  @Test func floatPiIsSinglePrecision() throws {
    let result = try importUIKitIdiom(
      """
      func spin(_ layer: CALayer) {
          let turn = CABasicAnimation(keyPath: "transform.rotation")
          turn.toValue = CGFloat(Float.pi * 2)
          turn.duration = 30
          layer.add(turn, forKey: nil)
      }
      """)
    let turn = try #require(idiomAnimation(result, on: "layer"))
    #expect(CodeShapesTests.member(turn, "to") == .number(Double(Float.pi) * 2))
    #expect(Double(Float.pi) * 2 != 2 * Double.pi)
  }

  /// A controller whose only animation is in its pan handler (through a helper) sets up none
  /// from `viewDidLoad`; the error names the handler — the entry that makes it — not the
  /// helper it calls, nor the method that makes none.
  @Test func noAnimationNamesTheMethodThatWouldMakeThem() throws {
    let code = """
      class Card: UIViewController {
          let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
          var animator: UIViewPropertyAnimator?
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(card)
              card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan)))
          }
          @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
              if recognizer.state == .began { began() }
          }
          func began() {
              animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { self.card.alpha = 0 }
              animator?.pauseAnimation()
          }
          func reset() { card.alpha = 1 }
      }
      """
    do {
      _ = try importUIKitIdiom(code)
      Issue.record("a scene was made")
    } catch let failure as CodeImport.Failure {
      #expect(failure.message.contains("the code that animates is in handlePan, which nothing it ran calls"))
      #expect(failure.message.contains("--entry handlePan"))
      #expect(!failure.message.contains("began,"))
      #expect(!failure.message.contains("reset"))
    }
  }
}
