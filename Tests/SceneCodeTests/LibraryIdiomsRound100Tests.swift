import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 100 of unseen code): iOS 14's `UIAction`
/// handlers, and the string operations of a hex colour initializer.
@Suite("Library idioms, round 100")
struct LibraryIdiomsRound100Tests {
  /// `button.addAction(.init(handler: { _ in self?.pressed(button: button) }), for: .touchUpInside)`:
  /// `--entry pressed` runs with that button (not an unknown one), and the animation is on it.
  @Test func aUIActionHandlersMethodGetsItsControl() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          private lazy var go: UIButton = {
              let button = UIButton(type: .custom)
              button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
              button.addAction(.init(handler: { [weak self] _ in
                  self?.pressed(button: button)
              }), for: .touchUpInside)
              return button
          }()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(go)
          }
          private func pressed(button: UIButton) {
              let round = CABasicAnimation(keyPath: "cornerRadius")
              round.fromValue = 12
              round.toValue = 0
              button.layer.add(round, forKey: "round")
          }
      }
      """, entry: "pressed")
    #expect(idiomAnimation(result, on: "go", key: "round") != nil)
    #expect(result.notes.contains { $0.contains("pressed: button is go") })
  }

  /// A hex colour initializer as apps write it: `trimmingCharacters(in: .whitespacesAndNewlines)`,
  /// `uppercased()`, `hasPrefix("#")`, `remove(at: startIndex)`, `count`, `Scanner` — " #007ff5\n"
  /// is red 0, green 0x7F = 127, blue 0xF5 = 245.
  @Test func aHexColourInitializersStringWork() throws {
    let result = try importUIKitIdiom(
      """
      extension UIColor {
          convenience init?(from hex: String) {
              var cString: String = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
              if cString.hasPrefix("#") { cString.remove(at: cString.startIndex) }
              if cString.count != 6 { return nil }
              var rgbValue: UInt32 = 0
              Scanner(string: cString).scanHexInt32(&rgbValue)
              self.init(red: CGFloat((rgbValue & 0xFF0000) >> 16) / 255.0,
                        green: CGFloat((rgbValue & 0x00FF00) >> 8) / 255.0,
                        blue: CGFloat(rgbValue & 0x0000FF) / 255.0, alpha: 1)
          }
      }
      let dot = CALayer()
      dot.backgroundColor = UIColor(from: " #007ff5\\n")?.cgColor
      dot.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
      """)
    #expect(LibraryIdiomsTests.property(result, "dot", "backgroundColor") == .string("#007FF5"))
  }
}
