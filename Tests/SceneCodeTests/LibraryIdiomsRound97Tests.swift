import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 97 of unseen code): cells registered from a
/// xib, snapshots in a transition, storyboards opened in code, the app delegate's window, two
/// targets' files in one folder, a flipbook said as the reason nothing animates.
@Suite("Library idioms, round 97")
struct LibraryIdiomsRound97Tests {
  /// A xib holding one table cell of 120 pt (its frame in the file).
  static let cellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" id="c1" customClass="Row">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <tableViewCellContentView key="contentView" opaque="NO" id="cv1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

  /// `register(UINib(nibName: "Row", bundle: nil), forCellReuseIdentifier:)`: the rows are the
  /// xib's cells, 120 pt tall as the file lays them out (no row height given): a 400 pt table at
  /// the top of an iPhone 14 rests 47 pt down (UIKit's automatic inset), so 353 pt of rows show:
  /// 3 of 10 (at 0, 120, 240), and the staggered slide-in (0.05 s apart) has 3 cells.
  @Test func cellsRegisteredFromAXib() throws {
    let code = """
      import UIKit
      class Row: UITableViewCell {}
      class Screen: UIViewController, UITableViewDataSource {
          let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(table)
              table.register(UINib(nibName: "Row", bundle: nil), forCellReuseIdentifier: "row")
              table.dataSource = self
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              for (i, cell) in table.visibleCells.enumerated() {
                  cell.transform = CGAffineTransform(translationX: 0, y: 400)
                  UIView.animate(withDuration: 1, delay: Double(i) * 0.05, options: [], animations: {
                      cell.transform = .identity
                  })
              }
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
          }
      }
      """
    let result = try CodeImport.read(
      [CodeImport.Source(file: "Screen.swift", text: code), CodeImport.Source(file: "Row.xib", text: Self.cellXib)],
      name: "idiom")
    let text = CodeShapesTests.text(result.document)
    #expect(text.components(separatedBy: "\"transform.translation.y\"").count - 1 == 3 * 2)  // id and key path
    #expect(result.notes.contains { $0.contains("3 of 10") })
    #expect(result.notes.contains { $0.contains("as tall as their cells in Interface Builder's file (120 pt") })
  }

  /// A transition animating a snapshot of the view shown: the snapshot is a view of its size
  /// (the container's 390 × 844), in the container, scaled from 0 in 0.8 s.
  @Test func aSnapshotIsAViewOfTheSameSize() throws {
    let result = try importUIKitIdiom(
      """
      class Zoom: NSObject, UIViewControllerAnimatedTransitioning {
          func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.8 }
          func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
              guard let toView = transitionContext.view(forKey: .to),
                    let shot = toView.snapshotView(afterScreenUpdates: true) else { return }
              transitionContext.containerView.addSubview(shot)
              shot.transform = CGAffineTransform(scaleX: 0, y: 0)
              UIView.animate(withDuration: 0.8) { shot.transform = .identity }
          }
      }
      """, entry: "animateTransition")
    let n = { (x: Double) in JSONValue.number(x, text: "\(Int(x))") }
    #expect(LibraryIdiomsTests.property(result, "shot", "bounds") == .array([n(0), n(0), n(390), n(844)]))
    #expect(idiomAnimation(result, on: "shot", key: "transform.scale.x") != nil)
    #expect(result.notes.contains { $0.contains("a snapshot view is as large as its view") })
  }

  /// `UIStoryboard(name: "Launch", bundle: nil).instantiateViewController(withIdentifier: "launch")`
  /// gives a controller whose view is that scene's (200 × 100 in the file, a view class of no
  /// one's), added to `UIApplication.shared.delegate?.window` and faded: the fade is on it.
  @Test func aSceneInstantiatedByItsIdentifier() throws {
    let launch = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="s9">
                  <objects>
                      <viewController storyboardIdentifier="launch" id="lv" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="lroot">
                              <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                              <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let code = """
      import UIKit
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let splash = UIStoryboard(name: "Launch", bundle: nil).instantiateViewController(withIdentifier: "launch").view!
              UIApplication.shared.delegate?.window!!.addSubview(splash)
              UIView.animate(withDuration: 1, delay: 1.5, options: [], animations: { splash.alpha = 0 })
          }
      }
      """
    let result = try CodeImport.read(
      [
        CodeImport.Source(file: "Screen.swift", text: code),
        CodeImport.Source(file: "Main.storyboard", text: InterfaceFileTests.storyboard("", outlets: "")),
        CodeImport.Source(file: "Launch.storyboard", text: launch),
      ], name: "idiom")
    let text = CodeShapesTests.text(result.document)
    #expect(text.contains("\"backgroundColor\": \"#FF0000\""))
    #expect(text.contains("\"bounds\": [0, 0, 200, 100]"))
    #expect(result.notes.contains { $0.contains("UIViewController's view from Launch.storyboard: 200 × 100") })
    #expect(result.notes.contains { $0.contains("the app's window") })
    #expect(!result.notes.contains { $0.contains("ignored (not a layer)") })
  }

  /// A controller with a xib of its own that nothing constructs, beside a storyboard that starts
  /// on another: a screen the start does not reach, not run (said).
  @Test func aXibScreenTheStoryboardDoesNotReachDoesNotRun() throws {
    let xib = LibraryIdiomsRound93Tests.xib.replacingOccurrences(of: "OWNER", with: "Other")
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "Screens.swift",
          text: """
            import UIKit
            class Screen: UIViewController {
                let dot = CALayer()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.layer.addSublayer(dot)
                    dot.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
                }
            }
            class Other: UIViewController {
                let ring = CALayer()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.layer.addSublayer(ring)
                    ring.add(CABasicAnimation(keyPath: "opacity"), forKey: "spin")
                }
            }
            """),
        CodeImport.Source(
          file: "Main.storyboard",
          text: InterfaceFileTests.storyboard("", outlets: "").replacingOccurrences(
            of: "version=\"3.0\">", with: "version=\"3.0\" initialViewController=\"vc1\">")),
        CodeImport.Source(file: "Other.xib", text: xib),
      ], name: "idiom")
    #expect(idiomAnimation(result, on: "dot", key: "fade") != nil)
    #expect(LibraryIdiomsTests.layer(result, "ring") == nil)
    #expect(result.notes.contains { $0.contains("Other did not run: the storyboard starts on Screen") })
  }

  /// One class in two targets' files (`static let num = 2` and `= 1`): the first file's
  /// declaration is used whole, its property too (2: the layer target's branch runs).
  @Test func aClassOfTwoTargetsIsTheFirstFilesWhole() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "Layer/Target.swift", text: "import UIKit\nclass Target: NSObject {\n    static let num: Int = 2;\n}"),
        CodeImport.Source(
          file: "View/Target.swift", text: "import UIKit\nclass Target: NSObject {\n    static let num: Int = 1;\n}"),
        CodeImport.Source(
          file: "Run.swift",
          text: """
            import UIKit
            let box = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = Double(Target.num)
            box.add(fade, forKey: "fade")
            """),
      ], name: "idiom")
    let fade = try #require(idiomAnimation(result, on: "box", key: "fade"))
    #expect(CodeShapesTests.member(fade, "duration") == .number(2, text: "2"))
    #expect(result.notes.contains { $0.contains("the declaration in Layer/Target.swift is the one used") })
  }

  /// An image view's picture changed on a timer and nothing else: the failure names the
  /// flipbook as the reason nothing animates.
  @Test func aFlipbookIsTheReasonGiven() throws {
    #expect {
      _ = try importUIKitIdiom(
        """
        class Screen: UIViewController {
            let picture = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var frame = 1
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(picture)
                Timer.scheduledTimer(timeInterval: 0.2, target: self, selector: #selector(Screen.flip), userInfo: nil, repeats: true)
            }
            @objc func flip() {
                frame += 1
                picture.image = UIImage(named: "frame\\(frame).png")
            }
        }
        """)
    } throws: { error in
      "\(error)".contains("its motion is picture's pictures changed by timed code")
    }
  }
}
