import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 95 of unseen code): a screen's action after
/// the screen appeared, a timer's `#selector(ViewController.tick)`, runtime attributes set in a
/// storyboard, an activity indicator.
@Suite("Library idioms, round 95")
struct LibraryIdiomsRound95Tests {
  /// `viewDidAppear` centres the label; the button's action, run as the entry, moves it from
  /// there (UIKit called `viewDidAppear` when the screen came up, before any tap): the keyframes
  /// start at the view's centre, (187.5, 333.5) of 375 × 667, not at the label's first frame.
  /// The fade `viewDidAppear` starts (1 s) is over by the tap: left out, said.
  @Test func anActionStartsFromWhatViewDidAppearSet() throws {
    let storyboard = InterfaceFileTests.storyboard("", outlets: "")
    let result = try InterfaceFileTests.read(
      """
      import UIKit
      class Screen: UIViewController {
          var label: UILabel!
          override func viewDidLoad() {
              super.viewDidLoad()
              label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
              view.addSubview(label)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              label.center = view.center
              UIView.animate(withDuration: 1) { self.label.alpha = 0.5 }
          }
          @objc func push() {
              UIView.animate(withDuration: 1.5) {
                  self.label.center = CGPoint(x: 400, y: self.view.center.y)
              }
          }
      }
      """, storyboard, entry: "push")
    let move = try #require(idiomAnimation(result, on: "label", key: "position"))
    // UIKit's additive move: from old − new = 187.5 − 400 to 0, and the model at (400, 333.5).
    #expect(CodeShapesTests.member(move, "from") == .array([.number(-212.5, text: "-212.5"), .number(0, text: "0")]))
    #expect(LibraryIdiomsTests.property(result, "label", "opacity") == .number(0.5, text: "0.5"))
    #expect(idiomAnimation(result, on: "label", key: "opacity") == nil)
    #expect(result.notes.contains { $0.contains("viewDidAppear ran before push") && $0.contains("1 animation") })
  }

  /// An animation `viewDidAppear` starts that repeats forever is still running when the user
  /// taps: kept.
  @Test func aForeverAnimationFromViewDidAppearIsKept() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          let spinner = CALayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.layer.addSublayer(spinner)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              let spin = CABasicAnimation(keyPath: "transform.rotation.z")
              spin.toValue = 2 * Double.pi
              spin.repeatCount = .infinity
              spinner.add(spin, forKey: "spin")
          }
          @objc func tapped() {
              spinner.opacity = 0.5
          }
      }
      """, entry: "tapped")
    #expect(idiomAnimation(result, on: "spinner", key: "spin") != nil)
  }

  /// `#selector(ViewController.tick)` names the class; it constructs none. The storyboard's
  /// screen, ViewController, still starts on its own (the app delegate's launch sets no root).
  @Test func aQualifiedSelectorConstructsNothing() throws {
    let storyboard = InterfaceFileTests.storyboard("", outlets: "").replacingOccurrences(
      of: "customClass=\"Screen\"", with: "customClass=\"ViewController\"")
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "AppDelegate.swift",
          text: """
            import UIKit
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { return true }
            }
            """),
        CodeImport.Source(
          file: "ViewController.swift",
          text: """
            import UIKit
            class ViewController: UIViewController {
                var timer: Timer!
                let dot = CALayer()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.layer.addSublayer(dot)
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(ViewController.tick), userInfo: nil, repeats: false)
                    dot.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
                }
                @objc func tick() {}
            }
            """),
        CodeImport.Source(file: "Main.storyboard", text: storyboard),
      ], name: "idiom")
    #expect(idiomAnimation(result, on: "dot", key: "fade") != nil)
  }

  /// User-defined runtime attributes (`@IBInspectable`): `cornerRadiusV` runs the `extension
  /// UIView` setter (layer corner radius 10), `layer.borderWidth` sets the layer's (2), a colour
  /// through `borderColorV` (the file's sRGB red), a Boolean (`layer.masksToBounds`, not drawn).
  @Test func runtimeAttributesRunTheirSetters() throws {
    let storyboard = InterfaceFileTests.storyboard(
      """
      <view contentMode="scaleToFill" id="v1">
          <rect key="frame" x="20" y="100" width="100" height="100"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="number" keyPath="cornerRadiusV">
                  <real key="value" value="10"/>
              </userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                  <integer key="value" value="2"/>
              </userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="color" keyPath="borderColorV">
                  <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
              <userDefinedRuntimeAttribute type="image" keyPath="picture" value="star"/>
          </userDefinedRuntimeAttributes>
      </view>
      """,
      outlets: #"<outlet property="card" destination="v1" id="o1"/>"#)
    let result = try InterfaceFileTests.read(
      """
      import UIKit
      extension UIView {
          @IBInspectable var cornerRadiusV: CGFloat {
              get { return layer.cornerRadius }
              set { layer.cornerRadius = newValue }
          }
          @IBInspectable var borderColorV: UIColor? {
              get { return nil }
              set { layer.borderColor = newValue?.cgColor }
          }
      }
      class Screen: UIViewController {
          @IBOutlet weak var card: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 1) { self.card.alpha = 0 }
          }
      }
      """, storyboard, entry: nil)
    #expect(LibraryIdiomsTests.property(result, "card", "cornerRadius") == .number(10, text: "10"))
    #expect(LibraryIdiomsTests.property(result, "card", "borderWidth") == .number(2, text: "2"))
    #expect(LibraryIdiomsTests.property(result, "card", "borderColor") == .string("#FF0000"))
    #expect(result.notes.contains { $0.contains("runtime attributes picture") })
  }

  /// `UIActivityIndicatorView(style: .large)` is 37 × 37 pt, `()` 20 × 20 — sizes Auto Layout
  /// keeps (centred in its button) — and `startAnimating()` says the spinning is UIKit's own.
  @Test func anActivityIndicatorHasUIKitsSizeAndSaysItSpins() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          let big = UIActivityIndicatorView(style: .large)
          let small = UIActivityIndicatorView()
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(big)
              view.addSubview(box)
              box.addSubview(small)
              small.translatesAutoresizingMaskIntoConstraints = false
              small.centerXAnchor.constraint(equalTo: box.centerXAnchor).isActive = true
              small.centerYAnchor.constraint(equalTo: box.centerYAnchor).isActive = true
              small.startAnimating()
              UIView.animate(withDuration: 1) { self.box.alpha = 0 }
          }
      }
      """)
    func size(_ id: String) -> JSONValue? { LibraryIdiomsTests.property(result, id, "bounds") }
    let n = { (x: Double) in JSONValue.number(x, text: "\(Int(x))") }
    #expect(size("big") == .array([n(0), n(0), n(37), n(37)]))
    #expect(size("small") == .array([n(0), n(0), n(20), n(20)]))
    #expect(LibraryIdiomsTests.property(result, "small", "position") == .array([n(50), n(20)]))
    #expect(result.notes.contains { $0.contains("UIActivityIndicatorView spins by UIKit's own drawing") })
    #expect(!result.notes.contains { $0.contains("come from content") || $0.contains("comes from content") })
  }
}
