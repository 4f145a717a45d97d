import MediaTiming
import Scenes
import Testing

@testable import SceneCode

/// Idioms of app code the importer follows (round 94 of unseen code): a storyboard button's
/// `tag` that an action switches on, and an app that animates through a library it imports.
@Suite("Library idioms, round 94")
struct LibraryIdiomsRound94Tests {
  /// `tag="1"` on a storyboard button: `switch sender.tag { case 1: pulse() }` pulses (UIView.h:
  /// `tag` defaults to 0, so without the file's value the switch would take `default`).
  @Test func aStoryboardTagChoosesTheSwitchCase() throws {
    let storyboard = InterfaceFileTests.storyboard(
      """
      <button opaque="NO" tag="1" contentMode="scaleToFill" buttonType="system" id="b1">
          <rect key="frame" x="20" y="500" width="100" height="40"/>
          <connections>
              <action selector="tapped:" destination="vc1" eventType="touchUpInside" id="a1"/>
          </connections>
      </button>
      <view contentMode="scaleToFill" id="v1">
          <rect key="frame" x="20" y="100" width="100" height="100"/>
      </view>
      """,
      outlets: #"<outlet property="box" destination="v1" id="o1"/>"#)
    let result = try InterfaceFileTests.read(
      """
      import UIKit
      class Screen: UIViewController {
          @IBOutlet weak var box: UIView!
          @IBAction func tapped(_ sender: UIButton) {
              switch sender.tag {
              case 1: pulse()
              default: print("Not selected")
              }
          }
          func pulse() {
              let pulse = CASpringAnimation(keyPath: "transform.scale")
              pulse.duration = 0.6
              pulse.toValue = 1.12
              box.layer.add(pulse, forKey: "pulse")
          }
      }
      """, storyboard, entry: "tapped")
    let pulse = try #require(idiomAnimation(result, on: "box", key: "pulse"))
    #expect(CodeShapesTests.member(pulse, "duration") == .number(0.6))
  }

  /// `import Spring` with a `SpringView` outlet whose `animate()` makes the animation: the
  /// library is not given, so nothing animates, and the failure says why and what to give.
  @Test func aLibraryNotGivenIsSaid() throws {
    let code = """
      import UIKit
      import Spring
      import SnapKit
      class Screen: UIViewController {
          let card = SpringView()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(card)
              card.animation = "shake"
              card.animate()
          }
      }
      """
    #expect {
      _ = try importIdiom(code, entry: nil)
    } throws: { error in
      let text = "\(error)"
      return text.contains("it imports Spring, whose code is not given") && !text.contains("SnapKit")
    }
  }

  /// Which imports are libraries not given: Apple's frameworks are not; SnapKit is read here; a
  /// library whose folder is among the sources is given; Objective-C's `@import` and
  /// `#import <Lib/…>` count, C's `<stdio.h>` and quoted headers do not.
  @Test func importedLibrariesNotGiven() throws {
    let swift = "import UIKit\n@testable import Spring\nimport class Hero.HeroModifier\nimport SnapKit\n"
    let objc =
      "#import <UIKit/UIKit.h>\n#import <pop/POP.h>\n@import Masonry;\n#import \"Local.h\"\n#include <stdio.h>\n"
    let missing = ImportedModules.missing(in: [
      CodeImport.Source(file: "App/A.swift", text: swift),
      CodeImport.Source(file: "App/B.m", text: objc),
      CodeImport.Source(file: "Pods/Hero/Sources/Hero.swift", text: "import UIKit\n"),
    ]).map(\.module)
    #expect(missing == ["Spring", "pop", "Masonry"])
  }
}
