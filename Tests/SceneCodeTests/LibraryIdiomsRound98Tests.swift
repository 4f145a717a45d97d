import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 98 of unseen code).
@Suite("Library idioms, round 98")
struct LibraryIdiomsRound98Tests {
  /// A storyboard's runtime attribute `layer.cornerRadius` is set as the file loads, not by code
  /// outside a UIKit block: when nothing animates (a library not given does the animating), the
  /// reason given is the library, not that corner radius (which had no line to point at).
  @Test func aRuntimeAttributeIsNotTheReasonNothingMoves() throws {
    let storyboard = InterfaceFileTests.storyboard(
      """
      <view contentMode="scaleToFill" id="v1" customClass="SpringView" customModule="SpringAnimation">
          <rect key="frame" x="20" y="100" width="100" height="100"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                  <integer key="value" value="12"/>
              </userDefinedRuntimeAttribute>
          </userDefinedRuntimeAttributes>
      </view>
      """,
      outlets: #"<outlet property="card" destination="v1" id="o1"/>"#)
    #expect {
      _ = try InterfaceFileTests.read(
        """
        import UIKit
        import SpringAnimation
        class Screen: UIViewController {
            @IBOutlet var card: SpringView!
            override func viewDidLoad() {
                super.viewDidLoad()
                card.animation = "shake"
                card.animate()
            }
        }
        """, storyboard, entry: nil)
    } throws: { error in
      let text = "\(error)"
      return text.contains("it imports SpringAnimation") && !text.contains("cornerRadius")
    }
  }
}
