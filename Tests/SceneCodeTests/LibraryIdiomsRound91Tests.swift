import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 91 of unseen code): `@IBInspectable`
/// properties an `extension UIView` adds over its layer's, and Lottie animations.
@Suite("Library idioms, round 91")
struct LibraryIdiomsRound91Tests {
  /// `extension UIView { var cornerRadius: CGFloat { set { layer.cornerRadius = newValue } } }`:
  /// `layer.cornerRadius` is the layer's own property, not the view's extension again, so
  /// `animateCornerRadius(to: 20, duration: 1)` sets it in a block: an animation from 0, 1 s.
  @Test func aViewExtensionPropertyOverItsLayers() throws {
    let result = try importUIKitIdiom(
      """
      extension UIView {
          @IBInspectable var cornerRadius: CGFloat {
              set { layer.cornerRadius = newValue }
              get { layer.cornerRadius }
          }
          func animateCornerRadius(to value: Double, duration: TimeInterval) {
              UIView.animate(withDuration: duration) { self.cornerRadius = CGFloat(value) }
          }
      }
      class Screen: UIViewController {
          let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(card)
              card.cornerRadius = 4
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              card.animateCornerRadius(to: Double(card.cornerRadius) * 5, duration: 1)
          }
      }
      """)
    #expect(LibraryIdiomsTests.property(result, "card", "cornerRadius") == .number(20))
    let round = try #require(idiomAnimation(result, on: "card", key: "cornerRadius"))
    #expect(CodeShapesTests.member(round, "from") == .number(4))
    #expect(!result.notes.contains { $0.contains("nest more than") })
  }

  /// A Lottie animation plays from a JSON file of its own: no Core Animation code to show, said.
  @Test func aLottieAnimationIsSaid() {
    do {
      _ = try importUIKitIdiom(
        """
        import Lottie
        class Loader: UIView {
            func play() {
                let animationView = LottieAnimationView(name: "fish")
                animationView.frame = bounds
                addSubview(animationView)
                animationView.play()
            }
        }
        """, entry: "play")
      Issue.record("a Lottie animation made a scene")
    } catch {
      #expect("\(error)".contains("a Lottie animation (After Effects exported to a JSON file"))
    }
  }
}
