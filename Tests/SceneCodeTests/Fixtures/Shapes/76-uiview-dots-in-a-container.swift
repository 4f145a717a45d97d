// A HUD-style indicator built from UIKit views, not layers: a container view and one view per dot
// made with UIView(frame:) in a loop, coloured with an implicit member (`.red`), animated through
// `dot.layer`. The view passed in has no frame in the given code: its size is assumed 40 × 40
// (said so), so the container is 40 − 2·4 = 32 wide, at (4, 4).
// Derivation: each UIView(frame:) is a layer of its own with bounds = the frame's size and
// position = its centre (UIKit sets the layer's frame); dot i sits at x = 10·i, 6 × 6, centre
// (10·i + 3, 3). Each dot fades 1 → 0.2 over 0.9 s, forever, autoreversing, begun 0.15·i s later
// (beginTime = CACurrentMediaTime() + 0.15·i). The container's colour comes from a theme the
// given code does not define: drawn in TimingLab's orange, said so.
// expect-animations: 3
// expect: dot/fade keyPath=opacity from=1 to=0.2 duration=0.9 autoreverses=true repeatCount=inf
// expect: dot2/fade beginTime=0.15
// expect: dot3/fade beginTime=0.3
// expect-layer: container position=[20,20] bounds=[0,0,32,32] backgroundColor=#FF9500
// expect-note: the colour is not known here; drawn orange (#FF9500)
// expect-layer: dot3 position=[23,3] bounds=[0,0,6,6] backgroundColor=#FF0000
// expect-note: view's size is not set in the given code; assumed 40 × 40
import UIKit

extension LoadingHUD {
  func showDots(in view: UIView) {
    let inset: CGFloat = 4
    let container = UIView(
      frame: CGRect(
        x: inset, y: inset, width: view.frame.width - 2 * inset,
        height: view.frame.height - 2 * inset))
    container.backgroundColor = Theme.current.hudBackground
    view.addSubview(container)
    let now = CACurrentMediaTime()
    for i in 0..<3 {
      let dot = UIView(frame: CGRect(x: CGFloat(i) * 10, y: 0, width: 6, height: 6))
      dot.backgroundColor = .red
      dot.layer.cornerRadius = 3
      container.addSubview(dot)

      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0.2
      fade.duration = 0.9
      fade.autoreverses = true
      fade.repeatCount = .infinity
      fade.beginTime = now + 0.15 * Double(i)
      dot.layer.add(fade, forKey: "fade")
    }
  }
}
