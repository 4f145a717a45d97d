// A notification library's queue, in the shape of Drops: `show("Copied")` takes a struct that is
// ExpressibleByStringLiteral (the literal makes one with init(stringLiteral:)), appends it to a
// queue, and the presenter taken with `queue.removeFirst()` shows it; the view tells itself it
// moved into its superview (`didMoveToSuperview()`, which UIKit calls on addSubview) and fades
// in there. The whole file is inside `#if os(iOS) || os(visionOS)`, which an iOS build compiles.
// expect-animations: 1
// expect: dropView/opacity keyPath=opacity from=0 duration=0.35
#if os(iOS) || os(visionOS)
  import UIKit

  struct Drop: ExpressibleByStringLiteral {
    var title: String
    var duration: Double = 2

    init(stringLiteral title: String) {
      self.title = title
    }
  }

  final class DropView: UIView {
    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      alpha = 0
      UIView.animate(withDuration: 0.35) { self.alpha = 1 }
    }
  }

  final class Drops {
    static let shared = Drops()
    private var queue: [Drop] = []
    var host: UIView?

    static func show(_ drop: Drop) {
      shared.queue.append(drop)
      shared.next()
    }

    private func next() {
      guard !queue.isEmpty, let host else { return }
      let drop = queue.removeFirst()
      guard drop.duration > 0 else { return }
      let dropView = DropView(frame: CGRect(x: 20, y: 60, width: 350, height: 50))
      host.addSubview(dropView)
    }
  }

  final class CopyViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      Drops.shared.host = view
      Drops.show("Copied")
    }
  }
#endif
