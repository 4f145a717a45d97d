// A pull-to-refresh header as refresh libraries write one: reached through a namespace proxy
// (`tableView.rf.beginRefreshing()`: a protocol extension's `rf` wraps the view in a generic
// struct whose `extension … where Base: UIScrollView` holds the methods), the inset grown in a
// local copy (`insets.top += 60`), and the table scrolled down to show the header by animating
// `contentOffset`; two seconds later it scrolls back.
// Derivation: the header is 60 pt above the content: frame (0, −60, 390, 60), position
// (195, −30). Beginning: contentInset.top becomes 60 and contentOffset.y goes from 0 to −60 over
// 0.3 s, linear: the table's bounds origin is the offset, so bounds (0, −60, 390, 844), UIKit's
// additive origin animation from 0 − (−60) = 60 to 0. At 2 s it goes back to 0 over 0.3 s:
// from −60.
// expect-layer: header position=[195,-30] bounds=[0,0,390,60]
// expect-layer: tableView bounds=[0,-60,390,844]
// expect: tableView/bounds.origin keyPath=bounds.origin duration=0.3 timingFunction=linear from=[0,60] to=[0,0]
// expect-event: at=2 layer=view/tableView set.bounds=[0,0,390,844]
// expect-no-note: not known
// entry: InboxViewController.viewDidLoad
import UIKit

protocol RefreshCompatible: AnyObject {
  associatedtype Compatible
  var rf: Compatible { get }
}

extension RefreshCompatible {
  var rf: Refresh<Self> { Refresh(self) }
}

struct Refresh<Base> {
  let base: Base
  init(_ base: Base) { self.base = base }
}

extension UIScrollView: RefreshCompatible {}

final class RefreshHeader: UIView {
  var savedTop: CGFloat = 0
}

extension Refresh where Base: UIScrollView {
  func addHeader() -> RefreshHeader {
    let header = RefreshHeader(frame: CGRect(x: 0, y: -60, width: base.bounds.width, height: 60))
    base.addSubview(header)
    return header
  }

  func beginRefreshing(_ header: RefreshHeader) {
    var insets = base.contentInset
    header.savedTop = insets.top
    insets.top += 60
    base.contentInset = insets
    UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
      self.base.contentOffset.y = -insets.top
    }
  }

  func endRefreshing(_ header: RefreshHeader) {
    base.contentInset.top = header.savedTop
    UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
      self.base.contentOffset.y = -header.savedTop
    }
  }
}

final class InboxViewController: UIViewController {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    let header = tableView.rf.addHeader()
    tableView.rf.beginRefreshing(header)
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
      self.tableView.rf.endRefreshing(header)
    }
  }
}
