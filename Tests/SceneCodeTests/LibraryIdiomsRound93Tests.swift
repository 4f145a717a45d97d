import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 93 of unseen code): an app of several demo
/// screens, each with a xib, whose launch makes one of them the window's root.
@Suite("Library idioms, round 93")
struct LibraryIdiomsRound93Tests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OWNER">
                <connections>
                    <outlet property="view" destination="v" id="o1"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            </view>
        </objects>
    </document>
    """

  /// The launch makes `Pull` the root (`window?.rootViewController = Pull(nibName:bundle:)`):
  /// that screen runs; `Bubbles`, which nothing constructs but has a xib of its own (a screen
  /// of the app the launch does not reach, not a driver's), does not, said.
  @Test func theLaunchShowsItsRootNotTheAppsOtherScreens() throws {
    let code = """
      import UIKit
      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              window = UIWindow()
              window?.rootViewController = Pull(nibName: "Pull", bundle: nil)
              window?.makeKeyAndVisible()
              return true
          }
      }
      class Pull: UIViewController {
          let blob = CALayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.layer.addSublayer(blob)
              blob.add(CABasicAnimation(keyPath: "opacity"), forKey: "pull")
          }
      }
      class Bubbles: UIViewController {
          let bubble = CALayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.layer.addSublayer(bubble)
              bubble.add(CABasicAnimation(keyPath: "opacity"), forKey: "bubble")
          }
      }
      """
    let result = try CodeImport.read(
      [
        CodeImport.Source(file: "App.swift", text: code),
        CodeImport.Source(file: "Pull.xib", text: Self.xib.replacingOccurrences(of: "OWNER", with: "Pull")),
        CodeImport.Source(file: "Bubbles.xib", text: Self.xib.replacingOccurrences(of: "OWNER", with: "Bubbles")),
      ], name: "idiom", options: CodeImport.Options())
    #expect(idiomAnimation(result, on: "blob", key: "pull") != nil)
    #expect(LibraryIdiomsTests.layer(result, "bubble") == nil)
    #expect(result.notes.contains { $0.contains("controllers nothing makes and no storyboard shows are not reached") })
  }
}
