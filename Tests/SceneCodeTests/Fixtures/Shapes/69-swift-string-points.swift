// The Swift form of text keyframes: NSMutableString(string:), replaceOccurrences(of:with:options:
// range:), NSCoder.cgPoint(for:), an NSMutableArray filled with add(_:), and a frame changed
// through its fields (`frame.origin.x = …`).
// Derivation: half = 10: "{h,0}" → (10, 0), "{0,h}" → (0, 10); position keyframes (0,0),
// (10,0), (0,10); the dot's frame starts at (0,0,8,8) and its origin.x becomes 4, so position
// (8, 4).
// expect-animations: 1
// expect: dot/walk keyPath=position values=[[0,0],[10,0],[0,10]] duration=0.9 repeatCount=inf
// expect-layer: dot position=[8,4] bounds=[0,0,8,8]
// expect-no-note: ignored
import UIKit

final class WalkAnimation {
  func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
    let dot = CALayer()
    var frame = CGRect(x: 0, y: 0, width: 8, height: 8)
    frame.origin.x = 4
    dot.frame = frame
    layer.addSublayer(dot)

    let walk = CAKeyframeAnimation(keyPath: "position")
    let values = NSMutableArray(capacity: 3)
    for raw in ["{0,0}", "{h,0}", "{0,h}"] {
      values.add(NSValue(cgPoint: NSCoder.cgPoint(for: filled(raw, half: 10))))
    }
    walk.values = values as [AnyObject]
    walk.duration = 0.9
    walk.repeatCount = .infinity
    dot.add(walk, forKey: "walk")
  }

  func filled(_ raw: String, half: CGFloat) -> String {
    let text = NSMutableString(string: raw)
    let range = NSRange(location: 0, length: text.length)
    text.replaceOccurrences(of: "h", with: "\(half)", options: .caseInsensitive, range: range)
    return text as String
  }
}
