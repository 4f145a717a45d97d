// A file that only dismisses: its one method has a teardown name (`dismiss`), which the importer
// does not run when something else sets up. Here nothing else does, so it runs, and the scene is
// the fade the file is about (what `explain` then calls a snap-back: the model stays at 1).
// expect-animations: 1
// expect: layer/hide keyPath=opacity from=1 to=0 duration=0.2
// expect-note: ran Popover.dismissPopover (the file has nothing else to run)
import UIKit

final class Popover: UIView {
  func dismissPopover() {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.2
    layer.add(fade, forKey: "hide")
  }
}
