import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 89 of unseen code): tutorial apps — a
/// spring's settling duration read before its damping is set, storyboards that leave frames out
/// or constraints uninstalled, outlet collections, Swift 2 timers flipping pictures.
@Suite("Library idioms, round 89")
struct LibraryIdiomsRound89Tests {
  /// `settlingDuration` is computed when read: read before `damping = 15` it is the defaults'
  /// (mass 1, stiffness 100, damping 10): 1.4727003346780927 s (springs.md §2.5), not 15's.
  @Test func settlingDurationIsReadWhenRead() throws {
    let result = try importUIKitIdiom(
      """
      class Box: UIView {
          func grow() {
              let animation = CASpringAnimation(keyPath: "bounds")
              animation.duration = animation.settlingDuration
              animation.damping = 15
              animation.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 40, height: 40))
              animation.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 300, height: 300))
              layer.add(animation, forKey: "grow")
          }
      }
      """, entry: "grow")
    let grow = try #require(idiomAnimation(result, on: "layer", key: "grow"))
    #expect(CodeShapesTests.member(grow, "duration") == .number(1.4727003346780927))
  }

  /// A storyboard whose subviews carry no `<rect key="frame">` (the zero frame left out as the
  /// default) and a constraint the default size class excludes, with outlet collections of
  /// constraints: the box starts 100 × 100 at the top left (its frame comes from constraints
  /// only), and swapping the collections in `viewDidAppear` moves it to x = 200 over 1 s.
  @Test func frameslessViewsExcludedConstraintsAndCollections() throws {
    let storyboard = InterfaceFileTests.storyboard(
      """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <constraints>
              <constraint firstAttribute="width" constant="100" id="w"/>
              <constraint firstAttribute="height" constant="100" id="h"/>
          </constraints>
      </view>
      """,
      outlets: """
        <outlet property="box" destination="box" id="o1"/>
        <outletCollection property="initial" destination="l0" collectionClass="NSMutableArray" id="o2"/>
        <outletCollection property="final" destination="l1" collectionClass="NSMutableArray" id="o3"/>
        """
    )
    .replacingOccurrences(
      of: "<color key=\"backgroundColor\" white=\"1\"",
      with: """
        <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l0"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="l1"/>
        </constraints>
        <variation key="default">
            <mask key="constraints">
                <exclude reference="l1"/>
            </mask>
        </variation>
        <color key="backgroundColor" white="1"
        """)
    let result = try LibraryIdiomsRound68Tests.read(
      """
      class Screen: UIViewController {
          @IBOutlet weak var box: UIView!
          @IBOutlet var initial: [NSLayoutConstraint]!
          @IBOutlet var final: [NSLayoutConstraint]!
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              initial.forEach { $0.isActive = false }
              final.forEach { $0.isActive = true }
              UIView.animate(withDuration: 1) { self.view.layoutIfNeeded() }
          }
      }
      """, storyboard)
    #expect(try LibraryIdiomsRound68Tests.frame(result, "box") == [200, 0, 100, 100])
    let move = try #require(idiomAnimation(result, on: "box", key: "position"))
    #expect(LibraryIdiomsRound86Tests.from(move) == "[-200,0]")
  }

  /// Swift 2's `NSTimer.scheduledTimerWithTimeInterval(0.1, target:selector:userInfo:repeats:)`
  /// with a string selector runs its method every 0.1 s; the pictures it flips are no Core
  /// Animation: the import makes no scene and says why.
  @Test func aSwift2TimerFlippingPicturesIsSaid() throws {
    do {
      _ = try importUIKitIdiom(
        """
        class Screen: UIViewController {
            let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var timer = NSTimer()
            var count = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(imageView)
                timer = NSTimer.scheduledTimerWithTimeInterval(0.1, target: self, selector: "step", userInfo: nil, repeats: true)
            }
            func step() {
                imageView.image = UIImage(named: "frame-\\(count)")
                count += 1
            }
        }
        """)
      Issue.record("a flipbook made a scene")
    } catch let failure as CodeImport.Failure {
      #expect(failure.message.contains("sets up no animation"))
      let notes = failure.notes.map(\.printed)
      #expect(notes.contains { $0.contains("NSTimer fires every 0.1 s") })
      #expect(notes.contains { $0.contains("imageView.image changes in code run later") })
    }
  }
}
