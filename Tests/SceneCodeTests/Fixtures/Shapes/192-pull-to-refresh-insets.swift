// A pull-to-refresh as Swift libraries write one: a namespace reached through an extension of
// a typealias of UIScrollView (`extension RefreshView { var rf: RefreshDSL }` with
// `typealias RefreshView = UIScrollView`), a header placed above the content
// (`.init(x:y:width:height:)` given to UIKit), and a refresh that grows the scroll view's
// `contentInset.top` by the header's height and scrolls to it (`setContentOffset(_:animated:
// false)`) inside `UIView.animate`, then, when it ends a delay later (a `DispatchTimeInterval`
// kept in a variable), takes the inset back — UIScrollView then moves its offset back inside.
// Derivation: the table is 390 × 844 at the origin; the header is (0, −50, 390, 50). Begin
// (time 0): the inset's top goes 0 → 50 and the offset to (0, −50): the table's bounds origin
// (its content offset) animates as UIKit animates a bounds change, additively from (0, 50) to
// (0, 0), 0.3 s, easeInEaseOut. End: the completion (0.3 s) starts the 1 s wait
// (`.milliseconds(1000)`), so at 1.3 s the inset's top goes back to 0 and the offset, −50, is
// outside it: moved back to 0, from (0, −50), 0.3 s.
// expect: tableView/bounds.origin keyPath=bounds.origin additive=true from=[0,50] to=[0,0] duration=0.3 timingFunction=easeInEaseOut
// expect-layer: tableView bounds=[0,-50,390,844]
// expect-layer: header position=[195,-25] bounds=[0,0,390,50]
// expect-event: at=1.3 layer=view/tableView add=bounds.origin keyPath=bounds.origin additive=true from=[0,-50] to=[0,0] duration=0.3
// expect-event: at=1.3 layer=view/tableView set.bounds=[0,0,390,844]
// entry: FeedViewController.viewDidLoad
import UIKit

public typealias RefreshView = UIScrollView

extension RefreshView {
  public var rf: RefreshDSL { RefreshDSL(scroll: self) }
}

public struct RefreshDSL {
  var scroll: RefreshView

  public func addHeader(height: CGFloat) -> RefreshHeader {
    let header = RefreshHeader(scroll: scroll, height: height)
    header.frame = .init(x: 0, y: -height, width: scroll.bounds.size.width, height: height)
    scroll.addSubview(header)
    return header
  }
}

public final class RefreshHeader: UIView {
  weak var scroll: UIScrollView?
  let height: CGFloat
  private var savedInsets: UIEdgeInsets = .zero

  init(scroll: UIScrollView, height: CGFloat) {
    self.scroll = scroll
    self.height = height
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  func begin(then finished: @escaping () -> Void) {
    guard let scroll = scroll else { return }
    var insets = scroll.contentInset
    savedInsets.top = insets.top
    insets.top += height
    var point = scroll.contentOffset
    point.y = -insets.top
    UIView.animate(
      withDuration: 0.3,
      animations: {
        scroll.contentInset = insets
        scroll.setContentOffset(point, animated: false)
      }
    ) { _ in
      finished()
    }
  }

  func end() {
    guard let scroll = scroll else { return }
    UIView.animate(withDuration: 0.3) {
      scroll.contentInset.top = self.savedInsets.top
    }
  }
}

final class FeedViewController: UIViewController {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    let header = tableView.rf.addHeader(height: 50)
    header.begin {
      let wait = DispatchTimeInterval.milliseconds(1000)
      DispatchQueue.main.asyncAfter(deadline: .now() + wait) {
        header.end()
      }
    }
  }
}
