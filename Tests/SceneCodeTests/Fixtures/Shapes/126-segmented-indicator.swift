// A segmented control as control libraries write one: frame-based, laid out in `layoutSubviews()`
// (which UIKit runs before the control is first shown, and not again unless asked), sizes read
// through an `extension UIView { var width … }`, the segments' order flipped for right-to-left
// layouts, and a `segments` property whose `didSet` rebuilds the views (not run when the
// initializer sets it: Swift sets a class's own properties there without their observers, so
// the views are built once, in `setUp()`). A second after it is shown the selection moves to
// the last segment in a spring block.
// Derivation: 300 × 44 at (20, 100), inset 2: each segment is (300 − 4) / 3 = 98.666… wide and
// 40 tall, at x = 2 + i × 98.666…; the indicator starts on segment 0, centre (2 + 49.333…, 22) =
// (51.333…, 22). Left to right (an English-language app). At 1 s it moves to segment 2, centre
// (2 + 2 × 98.666… + 49.333…, 22) = (248.666…, 22): additive position from (−197.333…, 0) to
// zero, a UIKit spring of damping ratio 0.75 over 0.3 s (uikit.md §4). Three segments, not six:
// the didSet did not run in the initializer.
// expect-animations: 1
// expect-layer: indicator position=[51.333333333333336,22] bounds=[0,0,98.66666666666667,40]
// expect-layer: sublayer3 position=[248.66666666666669,22] bounds=[0,0,98.66666666666667,40]
// expect-event: at=1 layer=view/control/indicator add=position keyPath=position from=[-197.33333333333334,0] to=[0,0] additive=true duration=0.3
// expect-event: at=1 layer=view/control/indicator set.position=[248.66666666666669,22]
import UIKit

extension UIView {
  var width: CGFloat { bounds.width }
  var height: CGFloat { bounds.height }
}

final class SegmentedControl: UIControl {
  let indicator = UIView()
  var segments: [String] {
    didSet { setUp() }
  }
  private(set) var segmentViews: [UIView] = []
  private(set) var index = 0
  let inset: CGFloat = 2

  init(frame: CGRect, titles: [String]) {
    segments = titles
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private var isRightToLeft: Bool {
    UIView.userInterfaceLayoutDirection(for: semanticContentAttribute) == .rightToLeft
  }

  private var lastIndex: Int { segments.endIndex - 1 }

  private func setUp() {
    segmentViews.forEach { $0.removeFromSuperview() }
    segmentViews = segments.map { _ in UIView() }
    segmentViews.forEach { addSubview($0) }
    addSubview(indicator)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    for (i, segment) in segmentViews.enumerated() {
      segment.frame = frameForSegment(at: i)
    }
    indicator.frame = frameForSegment(at: index)
  }

  private func frameForSegment(at i: Int) -> CGRect {
    let segmentWidth = (width - inset * 2) / CGFloat(segmentViews.count)
    let column = CGFloat(isRightToLeft ? lastIndex - i : i)
    return CGRect(x: inset + column * segmentWidth, y: inset, width: segmentWidth, height: height - inset * 2)
  }

  func select(_ newIndex: Int) {
    index = newIndex
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [],
      animations: {
        self.indicator.frame = self.segmentViews[newIndex].frame
      })
  }
}

final class SettingsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let control = SegmentedControl(frame: CGRect(x: 20, y: 100, width: 300, height: 44), titles: ["A", "B", "C"])
    view.addSubview(control)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      control.select(2)
    }
  }
}
