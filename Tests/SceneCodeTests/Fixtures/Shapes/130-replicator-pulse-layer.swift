// A pulse made the way pulse libraries make one: a CAReplicatorLayer subclass that keeps its own
// `repeatCount` (an override with an observer; set in the initializer, read back for the group),
// a colour type aliased per platform, the starting opacity read from the colour's alpha, the
// scale written `transform.scale.xy` (undocumented, and read by Core Animation: x and y), and a
// delegate whose `animationDidStop` would remove the pulse — never, as it repeats forever.
// Derivation: the ring is 2 × 50 = 100 pt across, corner radius 50, coloured (0, 0.5, 1) at alpha
// 0.4. start() adds a group of 2.5 s (2 s of pulse + 0.5 s rest), forever, the default curve:
// scale.xy 0 → 1 over 2 s; opacity keyframes 0.4, 0.2, 0 at 0, 0.25, 1 over 2 s. The replicator's
// instance delay is 1 s.
// expect-animations: 3
// expect: ring/pulse duration=2.5 repeatCount=inf timingFunction=default
// expect: ring/pulse/scale keyPath=transform.scale.xy from=0 to=1 duration=2
// expect: ring/pulse/fade keyPath=opacity values=[0.4,0.2,0] keyTimes=[0,0.25,1] duration=2
// expect-layer: pulse instanceDelay=1
// expect-layer: ring bounds=[0,0,100,100] cornerRadius=50
// expect-note: runs only if it is removed
import UIKit

#if os(iOS)
  typealias PulseColor = UIColor
#else
  typealias PulseColor = NSColor
#endif

final class PulseLayer: CAReplicatorLayer, CAAnimationDelegate {
  private let ring = CALayer()
  private var group: CAAnimationGroup?
  private var startAlpha: CGFloat = 1
  var radius: CGFloat = 50
  var pulseDuration: TimeInterval = 2
  var rest: TimeInterval = 0.5

  override var repeatCount: Float {
    didSet { group?.repeatCount = repeatCount }
  }

  override var backgroundColor: CGColor? {
    didSet {
      ring.backgroundColor = backgroundColor
      if let color = backgroundColor { startAlpha = color.alpha }
    }
  }

  override init() {
    super.init()
    ring.opacity = 0
    addSublayer(ring)
    instanceDelay = 1
    repeatCount = MAXFLOAT
    backgroundColor = PulseColor(red: 0, green: 0.5, blue: 1, alpha: 0.4).cgColor
  }

  override init(layer: Any) { super.init(layer: layer) }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func start() {
    ring.bounds = CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2)
    ring.cornerRadius = radius
    let scale = CABasicAnimation(keyPath: "transform.scale.xy")
    scale.fromValue = 0
    scale.toValue = 1
    scale.duration = pulseDuration
    let fade = CAKeyframeAnimation(keyPath: "opacity")
    fade.duration = pulseDuration
    fade.values = [startAlpha, startAlpha * 0.5, 0]
    fade.keyTimes = [0, 0.25, 1]
    let group = CAAnimationGroup()
    group.animations = [scale, fade]
    group.duration = pulseDuration + rest
    group.repeatCount = repeatCount
    group.timingFunction = CAMediaTimingFunction(name: .default)
    group.delegate = self
    self.group = group
    ring.add(group, forKey: "pulse")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    ring.removeFromSuperlayer()
  }
}

final class MapViewController: UIViewController {
  let pulse = PulseLayer()

  override func viewDidLoad() {
    super.viewDidLoad()
    pulse.position = CGPoint(x: 195, y: 400)
    view.layer.addSublayer(pulse)
    pulse.start()
  }
}
