// A fill loader as fill-loader libraries write one: a base class with a static factory returning
// `Self` (`let loader = self.init()`) called on a subclass, which overrides the hook that starts
// it; its move animations tell themselves apart to their delegate by a value stored under a key
// of their own (`setValue("up", forKey: "animation")`, read back with `value(forKey:)`).
// Derivation: `WaveLoader.show(in:)` makes a WaveLoader (not the base class), so the
// subclass's `startAnimating` runs: "up" moves the fill's position.y from 100 to 0 over 2 s.
// Its delegate hears it stop at 2 s, reads "up" and adds "down" (0 to 100); at 4 s "down" ends
// and "up" runs again, and so on. `duration` is the base's 2 s. The base's own
// `startAnimating` (which would add a "wrong" animation) never runs.
// expect: fill/up keyPath=position.y values=[100,0] duration=2
// expect-event: at=2 layer=view/loader/fill add=down keyPath=position.y values=[0,100] duration=2
// expect-event: at=4 layer=view/loader/fill add=up keyPath=position.y values=[100,0] duration=2
// expect-event: at=6 layer=view/loader/fill add=down keyPath=position.y values=[0,100] duration=2
// expect-no-note: wrong
// entry: LoaderViewController.viewDidLoad
import UIKit

class FillLoader: UIView, CAAnimationDelegate {
  let fill = CAShapeLayer()
  var duration: TimeInterval = 2

  static func show(in host: UIView) -> Self {
    let loader = self.init()
    loader.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    host.addSubview(loader)
    loader.layer.addSublayer(loader.fill)
    loader.startAnimating()
    return loader
  }

  func startAnimating() {
    let wrong = CABasicAnimation(keyPath: "opacity")
    fill.add(wrong, forKey: "wrong")
  }

  func move(up: Bool) {
    let key = up ? "up" : "down"
    let move = CAKeyframeAnimation(keyPath: "position.y")
    move.values = up ? [100, 0] : [0, 100]
    move.duration = duration
    move.delegate = self
    move.setValue(key, forKey: "animation")
    fill.add(move, forKey: key)
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    guard let key = anim.value(forKey: "animation") as? String else { return }
    if key == "up" {
      move(up: false)
    } else if key == "down" {
      move(up: true)
    }
  }
}

final class WaveLoader: FillLoader {
  override func startAnimating() {
    move(up: true)
  }
}

final class LoaderViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    _ = WaveLoader.show(in: view)
  }
}
