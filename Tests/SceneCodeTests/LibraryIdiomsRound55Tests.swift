import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of storyboard apps the importer follows (round 55 of unseen code): a side menu moved by
/// a constraint outlet from a button, a flip chosen by a ternary in the options.
@Suite("Library idioms, round 55")
struct LibraryIdiomsRound55Tests {
  /// A menu pinned 200 pt off the left edge of an iPhone 5's screen (320 × 568, a status bar of
  /// 20 pt and no home indicator) by a constraint to the safe area; the button's action sets the
  /// constant to 0 and lays out in a block. The view is loaded (and laid out) before the action:
  /// the block animates only the slide, position from (−200, 0); the menu fills the height
  /// below the status bar: 548 tall, centred at 20 + 274 = 294.
  @Test func aConstraintOutletMovedByAnAction() throws {
    let code = """
      import UIKit
      class Menu: UIViewController {
          @IBOutlet var left: NSLayoutConstraint!
          @IBAction func toggle(_ sender: UIButton) {
              left.constant = left.constant == 0 ? -200 : 0
              UIView.animate(withDuration: 1) { self.view.layoutIfNeeded() }
          }
      }
      """
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s">
      <objects><viewController id="c" customClass="Menu"><view key="view" id="r">
      <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
      <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="m">
      <rect key="frame" x="-200" y="20" width="200" height="548"/>
      <constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints></view></subviews>
      <constraints>
      <constraint firstItem="m" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="-200" id="l"/>
      <constraint firstItem="m" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>
      <constraint firstItem="sa" firstAttribute="bottom" secondItem="m" secondAttribute="bottom" id="b"/>
      </constraints>
      <viewLayoutGuide key="safeArea" id="sa"/></view>
      <connections><outlet property="left" destination="l" id="o"/></connections></viewController></objects>
      </scene></scenes></document>
      """
    let result = try CodeImport.read(
      [
        CodeImport.Source(file: "Menu.swift", text: code), CodeImport.Source(file: "Main.storyboard", text: storyboard),
      ],
      name: "idiom", options: CodeImport.Options(entry: "toggle"))
    let menu = try #require(LibraryIdiomsTests.layer(result, "view2"))
    let animations = CodeShapesTests.animations(menu)
    #expect(animations.count == 1)
    let slide = try #require(animations.first?.value)
    #expect(CodeShapesTests.text(CodeShapesTests.member(slide, "from") ?? .null) == "[-200, 0]")
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "view2", "position")) == [100, 294])
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "view2", "bounds")) == [0, 0, 200, 548])
  }

  /// `[isFlipped ? .transitionFlipFromLeft : .transitionFlipFromRight, .showHideTransitionViews]`:
  /// the option the condition takes (here from the right: `isFlipped` turned false).
  @Test func aTernaryInTheOptions() throws {
    let result = try importUIKitIdiom(
      """
      class Cards: UIViewController {
          let red = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          let blue = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          var isFlipped = true
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(red)
              view.addSubview(blue)
              isFlipped = !isFlipped
              let from = isFlipped ? red : blue
              let to = isFlipped ? blue : red
              UIView.transition(from: from, to: to, duration: 0.3,
                                options: [isFlipped ? .transitionFlipFromLeft : .transitionFlipFromRight, .showHideTransitionViews])
          }
      }
      """)
    let flip = try #require(idiomAnimation(result, on: "view"))
    #expect(CodeShapesTests.member(flip, "subtype") == .string("fromRight"))
  }
}
