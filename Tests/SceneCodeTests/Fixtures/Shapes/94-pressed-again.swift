// A button pressed again mid-animation: the press shrinks it towards 0.9 (held), and 0.1 s later
// the release adds a to-only animation back to 1 under the same key, which replaces the press
// then (an event). A to-only animation starts from the model value (1, never changed), not from
// what is on screen (about 0.97): the jump `explain` and the interruption demo are about.
// expect-animations: 2
// expect: layer/press keyPath=transform.scale to=0.9 duration=0.3 fillMode=forwards removedOnCompletion=false
// expect-event: at=0.1 layer=layer add=press keyPath=transform.scale to=1 duration=0.3
import UIKit

final class PressButton: UIView {
  func press() {
    let down = CABasicAnimation(keyPath: "transform.scale")
    down.toValue = 0.9
    down.duration = 0.3
    down.fillMode = .forwards
    down.isRemovedOnCompletion = false
    layer.add(down, forKey: "press")
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
      let up = CABasicAnimation(keyPath: "transform.scale")
      up.toValue = 1
      up.duration = 0.3
      self.layer.add(up, forKey: "press")
    }
  }
}
