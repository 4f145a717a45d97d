import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 73 of unseen code): demo apps of many screens,
/// each run with `--entry Screen.viewDidLoad`.
@Suite("Library idioms, round 73")
struct LibraryIdiomsRound73Tests {
  /// A screen whose only animation is in a text field delegate's callback sets up none from its
  /// `viewDidLoad`; the error names that callback first — not another screen's `viewDidLoad`
  /// (which animates, but is another screen), and not a `viewDidLoad` that only calls `super`'s.
  /// A method name several screens share is named with its type.
  @Test func noAnimationNamesThisScreensMethodFirst() throws {
    let code = """
      class Orbit: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let spin = CABasicAnimation(keyPath: "transform.rotation")
              spin.toValue = 6.28
              view.layer.add(spin, forKey: nil)
          }
      }
      class Plain: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.backgroundColor = .white
          }
      }
      class Login: UIViewController, UITextFieldDelegate {
          @IBOutlet weak var panel: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
          }
          func textFieldShouldReturn(_ textField: UITextField) -> Bool {
              let shake = CAKeyframeAnimation(keyPath: "position.x")
              shake.values = [0, 10, -10, 10, 0]
              shake.isAdditive = true
              panel.layer.add(shake, forKey: nil)
              return true
          }
      }
      """
    do {
      _ = try importUIKitIdiom(code, entry: "Login.viewDidLoad")
      Issue.record("a scene was made")
    } catch let failure as CodeImport.Failure {
      #expect(failure.message.contains("the code that animates is in textFieldShouldReturn, Orbit.viewDidLoad,"))
      #expect(failure.message.contains("run it with --entry textFieldShouldReturn"))
      #expect(!failure.message.contains("Plain.viewDidLoad"))
    }
  }

  /// Swift 3's `UIColor(colorLiteralRed:green:blue:alpha:)`: (73, 142, 178) at 50 %, #498EB280.
  @Test func aColorLiteralRedColour() throws {
    let result = try importUIKitIdiom(
      """
      class Wave: UIView {
          let water = CAShapeLayer()
          func start() {
              water.fillColor = UIColor.init(colorLiteralRed: 73/255.0, green: 142/255.0, blue: 178/255.0, alpha: 0.5).cgColor
              layer.addSublayer(water)
              let rise = CABasicAnimation(keyPath: "opacity")
              rise.fromValue = 0
              water.add(rise, forKey: nil)
          }
      }
      """, entry: "start")
    #expect(LibraryIdiomsRound49Tests.text(result, "water", "fillColor") == "\"#498EB280\"")
  }

  /// Code a display link runs every frame that uses up the statement budget: what ran is the
  /// frames until then, and the note says so (the time it stopped at), not that set-up code
  /// loops forever.
  @Test func aDisplayLinkThatRunsOutOfStatementsSaysWhen() throws {
    let result = try importUIKitIdiom(
      """
      class Wave: UIView {
          let water = CAShapeLayer()
          var phase: CGFloat = 0
          var link: CADisplayLink?
          func start() {
              layer.addSublayer(water)
              link = CADisplayLink(target: self, selector: #selector(tick))
              link?.add(to: .main, forMode: .common)
          }
          @objc func tick() {
              var k = 0
              while k < 4000 { k += 1 }
              phase += 0.1
              water.opacity = Float(phase)
          }
      }
      """, entry: "start")
    #expect(
      result.notes.contains {
        $0.contains("s after the set-up: what it does later (more timer firings or frames) is not run")
      })
    #expect(!result.notes.contains { $0.contains("a loop that never ends") })
  }
}
