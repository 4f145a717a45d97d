import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Storyboards and xibs read beside the code: the frames, colours, opacity and control values
/// they give the code's outlets, and the size of a controller's view. Expectations are worked
/// out by hand from the files' XML (frames in the superview's space, as Interface Builder writes
/// them).
@Suite("Interface Builder files")
struct InterfaceFileTests {
  static func read(
    _ code: String, file: String = "Screen.swift", _ interface: String, named: String = "Main.storyboard",
    entry: String? = nil, arguments: [String: String] = [:]
  ) throws -> CodeImport.Result {
    try CodeImport.read(
      [CodeImport.Source(file: file, text: code), CodeImport.Source(file: named, text: interface)], name: "idiom",
      options: CodeImport.Options(entry: entry, arguments: arguments))
  }

  /// A scene of `Screen` with a 375 × 667 white view holding `body`.
  static func storyboard(_ body: String, outlets: String, resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="Screen" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
    \(body)
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                        <connections>
    \(outlets)
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
    \(resources)
        </resources>
    </document>
    """
  }

  /// A JSON array of numbers as numbers (nil for anything else).
  static func numbers(_ value: JSONValue?) -> [Double]? {
    guard case .array(let items)? = value else { return nil }
    let out = items.compactMap { item -> Double? in
      if case .number(let x, _) = item { return x }
      return nil
    }
    return out.count == items.count ? out : nil
  }

  static let mirror = """
    import UIKit
    class Screen: UIViewController {
        @IBOutlet weak var box: UIView!
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            UIView.animate(withDuration: 1) {
                self.box.center.x = self.view.bounds.width - self.box.center.x
            }
        }
    }
    """

  /// The outlet's frame and colour come from the file, and so does the view's size: the box
  /// (16, 100, 100, 100) is centred at (66, 150) and moves to 375 − 66 = 309: UIKit's additive
  /// animation runs from 66 − 309 = −243 to 0.
  @Test func anOutletHasTheFramesAndColourOfTheStoryboard() throws {
    let result = try Self.read(
      Self.mirror,
      Self.storyboard(
        """
        <view contentMode="scaleToFill" id="b1">
            <rect key="frame" x="16" y="100" width="100" height="100"/>
            <color key="backgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
        </view>
        """, outlets: #"<outlet property="box" destination="b1" id="o1"/>"#))
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "view", "bounds")) == [0, 0, 375, 667])
    #expect(LibraryIdiomsTests.property(result, "view", "backgroundColor") == .string("#FFFFFF"))
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "box", "position")) == [309, 150])
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "box", "bounds")) == [0, 0, 100, 100])
    #expect(LibraryIdiomsTests.property(result, "box", "backgroundColor") == .string("#00FF00"))
    let move = try #require(idiomAnimation(result, on: "box"))
    #expect(Self.numbers(CodeShapesTests.member(move, "from")) == [-243, 0])
    #expect(result.notes.contains { $0.contains("Screen's view from Main.storyboard: 375 × 667 and 1 view in it") })
    #expect(!result.notes.contains { $0.contains("its frame is not in the code") })
  }

  /// A view inside a container is the container's sublayer, at its frame in it (10, 10, 50, 50):
  /// centred at (35, 35); the code moves it to 375 − 35 = 340 (from 35 − 340 = −305).
  @Test func aNestedOutletIsPlacedInTheControllersView() throws {
    let result = try Self.read(
      Self.mirror,
      Self.storyboard(
        """
        <view contentMode="scaleToFill" id="c1">
            <rect key="frame" x="20" y="200" width="200" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" id="b1">
                    <rect key="frame" x="10" y="10" width="50" height="50"/>
                </view>
            </subviews>
        </view>
        """, outlets: #"<outlet property="box" destination="b1" id="o1"/>"#))
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "box", "position")) == [340, 35])
    #expect(
      Self.numbers(idiomAnimation(result, on: "box").flatMap { CodeShapesTests.member($0, "from") }) == [-305, 0])
    // The container is there too, though no outlet holds it: (20, 200, 200, 100) centred at (120, 250).
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "view2", "position")) == [120, 250])
  }

  /// Colours as the file writes them: `white`, components with alpha, a system colour its
  /// `<resources>` define; a named colour of an asset catalogue is said not to be known.
  @Test func coloursAsTheFileWritesThem() throws {
    let code = """
      import UIKit
      class Screen: UIViewController {
          @IBOutlet weak var a: UIView!
          @IBOutlet weak var b: UIView!
          @IBOutlet weak var c: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 1) {
                  self.a.backgroundColor = .black
                  self.b.backgroundColor = .black
                  self.c.backgroundColor = .black
              }
          }
      }
      """
    let result = try Self.read(
      code,
      Self.storyboard(
        """
        <view id="a1"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>
        <view id="b1"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <color key="backgroundColor" systemColor="systemBlueColor"/></view>
        <view id="c1"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <color key="backgroundColor" name="Brand"/></view>
        """,
        outlets: """
          <outlet property="a" destination="a1" id="o1"/>
          <outlet property="b" destination="b1" id="o2"/>
          <outlet property="c" destination="c1" id="o3"/>
          """,
        resources: """
          <systemColor name="systemBlueColor">
              <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </systemColor>
          """))
    // 0.5 white is #808080 (0.5 × 255 = 127.5, rounded); systemBlue is (0, 122, 255).
    #expect(CodeShapesTests.member(try #require(idiomAnimation(result, on: "a")), "from") == .string("#808080"))
    #expect(CodeShapesTests.member(try #require(idiomAnimation(result, on: "b")), "from") == .string("#007AFF"))
    #expect(result.notes.contains { $0.contains("c's background colour in Main.storyboard is Brand, not known here") })
  }

  /// A storyboard slider's value is the file's (0.3): the spring block's damping is known.
  @Test func aSlidersValueComesFromTheStoryboard() throws {
    let code = """
      import UIKit
      class Screen: UIViewController {
          @IBOutlet weak var box: UIView!
          @IBOutlet weak var damping: UISlider!
          @IBAction func go(_ sender: Any) {
              UIView.animate(withDuration: 2, delay: 0, usingSpringWithDamping: CGFloat(damping.value),
                             initialSpringVelocity: 0, options: [], animations: { self.box.alpha = 0 })
          }
      }
      """
    let result = try Self.read(
      code,
      Self.storyboard(
        """
        <view id="b1"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        <slider opaque="NO" value="0.3" minValue="0.0" maxValue="1" id="s1">
            <rect key="frame" x="0" y="300" width="200" height="30"/>
        </slider>
        """,
        outlets: """
          <outlet property="box" destination="b1" id="o1"/>
          <outlet property="damping" destination="s1" id="o2"/>
          """), entry: "go")
    let fade = try #require(idiomAnimation(result, on: "box"))
    let spring = try #require(CodeShapesTests.member(fade, "spring"))
    #expect(CodeShapesTests.member(spring, "dampingRatio") == .number(0.3, text: "0.3"))
    #expect(!result.notes.contains { $0.contains("damping.value is the storyboard's, not in the code") })
  }

  /// A xib's File's Owner (a view class of the program) and its outlets; `--arg` still gives a
  /// frame of its own, and alpha and hidden come from the file.
  @Test func aXibsOwnerAndArgumentsThatWin() throws {
    let code = """
      import UIKit
      class Card: UIViewController {
          @IBOutlet weak var face: UIView!
          @IBOutlet weak var badge: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 1) { self.face.alpha = 1; self.badge.alpha = 1 }
          }
      }
      """
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Card">
                  <connections>
                      <outlet property="face" destination="f1" id="o1"/>
                      <outlet property="badge" destination="g1" id="o2"/>
                      <outlet property="view" destination="v1" id="o3"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="v1">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                  <subviews>
                      <view alpha="0.25" contentMode="scaleToFill" id="f1">
                          <rect key="frame" x="10" y="20" width="100" height="60"/>
                      </view>
                      <view hidden="YES" contentMode="scaleToFill" id="g1">
                          <rect key="frame" x="0" y="0" width="20" height="20"/>
                      </view>
                  </subviews>
              </view>
          </objects>
      </document>
      """
    let result = try Self.read(code, file: "Card.swift", xib, named: "Card.xib", arguments: ["badge": "100,100,30,30"])
    // The face fades from the file's 0.25; it sits at (10 + 50, 20 + 30).
    #expect(
      CodeShapesTests.member(try #require(idiomAnimation(result, on: "face")), "from") == .number(0.25, text: "0.25"))
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "face", "position")) == [60, 50])
    // The badge's frame is the argument's: centred at (115, 115).
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "badge", "position")) == [115, 115])
  }

  /// A file that is not XML is said, and the code still imports (outlets as without it).
  @Test func anUnreadableFileIsSaidAndLeftAside() throws {
    let result = try Self.read(Self.mirror, "<document><scenes>", entry: nil)
    #expect(
      result.diagnostics.contains {
        $0.location?.file == "Main.storyboard"
          && $0.message.contains("not readable as Interface Builder's XML (the file ends before its elements close)")
      })
    #expect(
      result.notes.contains {
        $0.contains("box is a storyboard outlet: the view is there, its frame is not in the code")
      })
    #expect(idiomAnimation(result, on: "box") != nil)
  }

  /// Xcode 8 wrote `<frame key="frameInset">`: a margin in percent is that share of the room left
  /// (375 − 248 = 127; 49.61 % of it is 63.0, to the half point 63), in points as it is; the
  /// colour `cocoaTouchSystemColor="systemPinkColor"` is UIKit's system pink (255, 45, 85).
  @Test func xcode8FrameInsetsAndNamedSystemColours() throws {
    let result = try Self.read(
      """
      import UIKit
      class Screen: UIViewController {
          @IBOutlet weak var field: UIView!
          @IBOutlet weak var badge: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 1) { self.field.alpha = 0; self.badge.backgroundColor = .white }
          }
      }
      """,
      Self.storyboard(
        """
        <textField id="f1">
            <frame key="frameInset" minX="49.61%" minY="65" width="248" height="30"/>
        </textField>
        <view id="g1">
            <frame key="frameInset" maxX="20" maxY="10%" width="40" height="40"/>
            <color key="backgroundColor" cocoaTouchSystemColor="systemPinkColor"/>
        </view>
        """,
        outlets: """
          <outlet property="field" destination="f1" id="o1"/>
          <outlet property="badge" destination="g1" id="o2"/>
          """))
    // The field: x 63, y 65, 248 × 30: centred at (187, 80).
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "field", "position")) == [187, 80])
    // The badge: 20 from the right (375 − 40 − 20 = 315), 10 % of 627 = 62.7 → 62.5 from the
    // bottom (667 − 40 − 62.5 = 564.5): centred at (335, 584.5).
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "badge", "position")) == [335, 584.5])
    #expect(CodeShapesTests.member(try #require(idiomAnimation(result, on: "badge")), "from") == .string("#FF2D55"))
  }

  /// A Display P3 colour is converted to sRGB (computed apart, with the P3-to-sRGB matrix and
  /// sRGB's transfer curve): (0.2889, 0.1436, 0.5463) is #4F2291; (0.2, 0.6, 0.4) lies outside
  /// sRGB, its red clipped: #009C61.
  @Test func displayP3ColoursAreConverted() throws {
    let code = """
      import UIKit
      class Screen: UIViewController {
          @IBOutlet weak var a: UIView!
          @IBOutlet weak var b: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 1) { self.a.backgroundColor = .black; self.b.backgroundColor = .black }
          }
      }
      """
    let result = try Self.read(
      code,
      Self.storyboard(
        """
        <view id="a1"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <color key="backgroundColor" red="0.28882775037253583" green="0.14355940129634825" blue="0.54626781088082899" alpha="1" colorSpace="custom" customColorSpace="displayP3"/></view>
        <view id="b1"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <color key="backgroundColor" red="0.2" green="0.6" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="displayP3"/></view>
        """,
        outlets: """
          <outlet property="a" destination="a1" id="o1"/>
          <outlet property="b" destination="b1" id="o2"/>
          """))
    #expect(CodeShapesTests.member(try #require(idiomAnimation(result, on: "a")), "from") == .string("#4F2291"))
    #expect(CodeShapesTests.member(try #require(idiomAnimation(result, on: "b")), "from") == .string("#009C61"))
  }

  /// The scene's constraints are active and its constraint outlets are those constraints: the
  /// field (200 × 30, centred on the view, its top 100 below the view's) is sent a view's width
  /// to the left in `viewWillAppear` — laid out there before it appears — and brought back in a
  /// block: position from (187.5 − 375 − 187.5 = −375, 0) to 0. The note under it keeps 8 below
  /// the field (top 100 + 30 + 8 = 138), its leading 4 inside the view's margin (16): x 20.
  @Test func constraintsAndConstraintOutlets() throws {
    let code = """
      import UIKit
      class Screen: UIViewController {
          @IBOutlet weak var field: UITextField!
          @IBOutlet weak var note: UILabel!
          @IBOutlet weak var centre: NSLayoutConstraint!
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              centre.constant -= view.bounds.width
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 0.5) {
                  self.centre.constant += self.view.bounds.width
                  self.view.layoutIfNeeded()
              }
          }
      }
      """
    let result = try Self.read(
      code,
      Self.storyboard(
        """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="f1">
            <rect key="frame" x="87.5" y="100" width="200" height="30"/>
            <constraints>
                <constraint firstAttribute="width" constant="200" id="w1"/>
            </constraints>
        </textField>
        <label translatesAutoresizingMaskIntoConstraints="NO" id="n1">
            <rect key="frame" x="20" y="138" width="120" height="21"/>
        </label>
        </subviews>
        <constraints>
            <constraint firstItem="f1" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="f1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t1"/>
            <constraint firstItem="n1" firstAttribute="top" secondItem="f1" secondAttribute="bottom" constant="8" id="t2"/>
            <constraint firstItem="n1" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="4" id="l2"/>
        </constraints>
        <subviews>
        """,
        outlets: """
          <outlet property="field" destination="f1" id="o1"/>
          <outlet property="note" destination="n1" id="o2"/>
          <outlet property="centre" destination="c1" id="o3"/>
          """))
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "field", "position")) == [187.5, 115])
    let slide = try #require(idiomAnimation(result, on: "field"))
    #expect(Self.numbers(CodeShapesTests.member(slide, "from")) == [-375, 0])
    #expect(CodeShapesTests.member(slide, "duration") == .number(0.5, text: "0.5"))
    // The label's size is the file's (its text is not measured here): 120 × 21 at (20, 138).
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "note", "position")) == [80, 148.5])
    #expect(!result.notes.contains { $0.contains("moves nothing here") })
  }

  /// The screen is the size the file lays its scene out for (375 × 667 here, not the assumed
  /// iPhone's 390): a bar pinned to the safe area's sides and top is 375 wide, its top under
  /// the 20 pt status bar of a screen that size (an iPhone 8's: no sensor housing): 375 × 50
  /// centred at (187.5, 45).
  @Test func theSafeAreaIsTheStoryboardsScreen() throws {
    let code = """
      import UIKit
      class Screen: UIViewController {
          @IBOutlet weak var bar: UIView!
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              UIView.animate(withDuration: 1) { self.bar.alpha = 0 }
          }
      }
      """
    let result = try Self.read(
      code,
      Self.storyboard(
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="b1">
            <rect key="frame" x="0.0" y="20" width="375" height="50"/>
            <constraints><constraint firstAttribute="height" constant="50" id="h1"/></constraints>
        </view>
        </subviews>
        <constraints>
            <constraint firstItem="b1" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="c1"/>
            <constraint firstItem="sa" firstAttribute="trailing" secondItem="b1" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="b1" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c3"/>
        </constraints>
        <viewLayoutGuide key="safeArea" id="sa"/>
        <subviews>
        """, outlets: #"<outlet property="bar" destination="b1" id="o1"/>"#))
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "bar", "bounds")) == [0, 0, 375, 50])
    #expect(Self.numbers(LibraryIdiomsTests.property(result, "bar", "position")) == [187.5, 45])
  }

  /// A xib's File's Owner names its controller's view by its `view` outlet: the view loads whole
  /// (the unnamed container too), and a button's action connection makes the button the sender
  /// of `--entry go`.
  @Test func aXibsViewOutletAndAnActionsSender() throws {
    let code = """
      import UIKit
      class Dialog: UIViewController {
          @IBAction func go(_ sender: UIButton) {
              UIView.animate(withDuration: 0.05) { sender.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) }
          }
      }
      """
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Dialog">
      <connections><outlet property="view" destination="v" id="o"/></connections></placeholder>
      <view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
      <subviews><button id="b"><rect key="frame" x="100" y="150" width="60" height="30"/>
      <connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a"/></connections></button>
      </subviews></view></objects></document>
      """
    let result = try Self.read(code, file: "Dialog.swift", xib, named: "Dialog.xib", entry: "go")
    #expect(result.notes.contains { $0.contains("Dialog's view from Dialog.xib: 300 × 200 and 1 view in it") })
    #expect(result.notes.contains { $0.contains("go: sender is button, the control that sends it") })
    #expect(idiomAnimation(result, on: "button") != nil)
  }
}
