// A dot eased by a display link, as page controls and counters move things: the link calls its
// target through a weak proxy (whose `forwardingTarget(for:)` hands the message on), moves the
// dot 10 pt a frame toward its goal, and invalidates itself when it gets there. Nothing here is a
// Core Animation animation: the dot's model value is set frame by frame, so each frame's change
// is a scene event at that frame's time. (The dot is a view's own layer: no implicit animation.)
// Derivation: the link is added at set-up, so frame n comes at n / 60 s. At 0.51 s the goal
// becomes x = 40; frames 31 to 34 (0.5167, 0.5333, 0.55, 0.5667 s) move the dot's frame from
// x = 0 to 10, 20, 30 and 40, so its position (the dot is 10 × 10) goes from 5 to 15, 25, 35
// and 45; the link is then invalidated, and no later frame runs.
// expect-layer: dot position=[5,5] bounds=[0,0,10,10]
// expect-event: at=0.5166666666666667 layer=view/dot set.position=[15,5]
// expect-event: at=0.5333333333333333 layer=view/dot set.position=[25,5]
// expect-event: at=0.55 layer=view/dot set.position=[35,5]
// expect-event: at=0.5666666666666667 layer=view/dot set.position=[45,5]
// expect-note: a CADisplayLink calls step every frame (60 Hz)
// expect-animations: 0
// entry: DotViewController.viewDidLoad
import UIKit

final class FrameProxy: NSObject {
  weak var target: NSObjectProtocol?

  init(_ target: NSObjectProtocol) {
    self.target = target
    super.init()
  }

  override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
}

final class DotViewController: UIViewController {
  let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  var goal: CGFloat?
  var link: CADisplayLink?

  override func viewDidLoad() {
    super.viewDidLoad()
    dot.backgroundColor = .systemBlue
    view.addSubview(dot)
    link = CADisplayLink(target: FrameProxy(self), selector: #selector(step))
    link?.add(to: .main, forMode: .common)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.51) { self.goal = 40 }
  }

  @objc func step() {
    guard let goal else { return }
    dot.frame.origin.x = min(dot.frame.origin.x + 10, goal)
    if dot.frame.origin.x >= goal {
      link?.invalidate()
      link = nil
    }
  }
}
