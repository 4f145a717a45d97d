// A gradient view as gradient libraries write one: its steps are objects of a class reached
// through a nested typealias (`typealias Step = GradientStepConfig`, then `Step(…)` in a
// `map`), and the animation of each step reads their fields.
// Derivation: two steps, 2 s and 3 s; the sky view fades from 1 to 0.5 over the first's
// duration, 2 s, and its corner radius goes to the second's, 3, over 2 s too.
// expect: sky/fade keyPath=opacity from=1 to=0.5 duration=2
// expect: sky/round keyPath=cornerRadius to=3 duration=2
// expect-no-note: not known
// expect-no-note: ignored
// entry: SkyViewController.viewDidLoad
import UIKit

final class GradientStepConfig {
  let duration: Double
  let radius: CGFloat

  init(duration: Double, radius: CGFloat = 0) {
    self.duration = duration
    self.radius = radius
  }
}

final class SkyView: UIView {
  typealias Step = GradientStepConfig

  var steps: [Step] = []

  func configure(_ durations: [Double]) {
    steps = durations.map { seconds in
      Step(duration: seconds, radius: CGFloat(seconds))
    }
  }

  func start() {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.5
    fade.duration = steps[0].duration
    layer.add(fade, forKey: "fade")
    let round = CABasicAnimation(keyPath: "cornerRadius")
    round.toValue = steps[1].radius
    round.duration = steps[0].duration
    layer.add(round, forKey: "round")
  }
}

final class SkyViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let sky = SkyView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.addSubview(sky)
    sky.configure([2, 3])
    sky.start()
  }
}
