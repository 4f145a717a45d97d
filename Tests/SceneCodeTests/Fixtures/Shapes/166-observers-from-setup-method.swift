// A face switch as switch libraries write one: its initializer calls a set-up method, and that
// method sets an observed property (`faceType = .happy`), whose `didSet` places the mouth (in a
// method, unlike in the initializer's own body, Swift runs the observers). A colour helper takes
// a colour apart with `getRed(_:green:blue:alpha:)` and returns an unlabelled tuple that its
// declared result type labels; the track fades to the face colour's alpha. Switched off 1 s in.
// Derivation: the face is 40 pt, so sizeScale is 0.4. Happy: the mouth's frame is (0, 8, 24, 8),
// position (12, 12), bounds 24 × 8. Sad, at 1 s: frame (0, 14, 24, 8), position (12, 18); the
// mouth is a layer of the code's own, so the change animates implicitly over 0.25 s. The happy
// colour (0, 0.8, 0.4, alpha 0.5): the track's opacity goes to 0.5 over 0.3 s (its red part, 0,
// is the begin time).
// expect-layer: mouth position=[12,12] bounds=[0,0,24,8]
// expect-event: at=1 layer=view/face/mouth set.position=[12,18]
// expect: track/fade keyPath=opacity to=0.5 duration=0.3 beginTime=0
// expect-no-note: not known
// entry: FaceViewController.viewDidLoad
import UIKit

enum Colours {
  static func parts(_ color: UIColor) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return (r, g, b, a)
  }
}

final class FaceView: UIView {
  enum Mood { case happy, sad }

  let mouth = CAShapeLayer()
  let track = CALayer()

  var mood: Mood = .sad {
    didSet {
      let top: CGFloat = mood == .happy ? 20 * scale : 35 * scale
      mouth.frame = CGRect(x: 0, y: top, width: 60 * scale, height: 20 * scale)
    }
  }

  var scale: CGFloat { min(bounds.width, bounds.height) / 100 }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private func setUp() {
    layer.addSublayer(track)
    layer.addSublayer(mouth)
    mood = .happy
    let colour = Colours.parts(UIColor(red: 0, green: 0.8, blue: 0.4, alpha: 0.5))
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = colour.alpha
    fade.duration = 0.3
    fade.beginTime = colour.red
    track.add(fade, forKey: "fade")
  }
}

final class FaceViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let face = FaceView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
    view.addSubview(face)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      face.mood = .sad
    }
  }
}
