import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of a daily-animations app the importer follows (round 56 of unseen code): when a
/// transaction's completion and a delegate's stop come, with the transaction's duration and the
/// layer's speed.
@Suite("Library idioms, round 56")
struct LibraryIdiomsRound56Tests {
  /// An animation without a duration takes the transaction's (2 s); autoreversed it ends at 4 s,
  /// and the transaction's completion block runs then (CATransaction.h: when all the animations
  /// added in it have completed), not at the 0.25 s default's end.
  @Test func aTransactionsCompletionWaitsForItsDuration() throws {
    let result = try importUIKitIdiom(
      """
      class Pulse: UIViewController {
          let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(dot)
              CATransaction.begin()
              CATransaction.setAnimationDuration(2)
              CATransaction.setCompletionBlock({ self.dot.alpha = 0.5 })
              let grow = CABasicAnimation(keyPath: "transform.scale")
              grow.toValue = 2
              grow.autoreverses = true
              dot.layer.add(grow, forKey: nil)
              CATransaction.commit()
          }
      }
      """)
    let text = CodeShapesTests.text(result.document)
    #expect(text.contains("\"at\": 4"), "\(text)")
    #expect(result.notes.contains { $0.contains("CATransaction.setCompletionBlock runs its code at 4 s") })
  }

  /// `layer.speed = 0` after the add, in the same set-up: the animation is paused from its start
  /// (timing-model.md §2: local time stands still), so it never ends and the delegate's
  /// `animationDidStop` does not run, said; at speed 2 it runs after 1 s of a 2 s animation.
  @Test func aDelegatesStopFollowsTheLayersSpeed() throws {
    func read(speed: String) throws -> CodeImport.Result {
      try importUIKitIdiom(
        """
        class Paused: UIViewController, CAAnimationDelegate {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                let move = CABasicAnimation(keyPath: "position.y")
                move.toValue = 300
                move.duration = 2
                move.delegate = self
                box.layer.add(move, forKey: nil)
                box.layer.speed = \(speed)
            }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                box.alpha = 0
            }
        }
        """)
    }
    let paused = try read(speed: "0")
    #expect(paused.notes.contains { $0.contains("box is paused (speed 0) when the set-up ends") })
    #expect(!CodeShapesTests.text(paused.document).contains("\"events\""))
    let fast = try read(speed: "2")
    #expect(CodeShapesTests.text(fast.document).contains("\"at\": 1"), "\(CodeShapesTests.text(fast.document))")
  }
}
