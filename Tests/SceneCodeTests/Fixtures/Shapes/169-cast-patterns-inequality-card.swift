// A page of onboarding as paging libraries write it: its data source is held as `AnyObject` and
// read back with cast patterns (`guard case let source as DotsSource = dataSource`, `if case is
// DotsSource`), one pulsing dot per page; a card whose label is bounded by `height <= 10000`
// (an inequality that only caps it) and sized by its text, the card as tall as the label plus
// its margins; an empty label beside it has no size of its own.
// Derivation: the source has 3 pages: three dots pulse from opacity 0.3 to 1 over 0.6 s, each
// 0.2 s after the one before (beginTime 0, 0.2, 0.4). The dots are blue (the `case is` test
// holds) and 16 apart (a `switch` on the source takes `case is DotsSource`): the second at
// (16 + 4, 4). The title "Hello" at 20 pt is 1.2 × 20 = 24 tall (the inequality does not bind), 268
// wide (300 − 2 × 16), 10 below the card's top: position (16 + 134, 10 + 12) = (150, 22). The
// card is 10 + 24 + 10 = 44 tall and 300 wide at (20, 100): position (170, 122). The empty
// subtitle, 4 below the title and 16 in, is 0 × 0 at (16, 38).
// expect: dot/pulse keyPath=opacity from=0.3 to=1 duration=0.6 beginTime=0
// expect: dot3/pulse keyPath=opacity beginTime=0.4
// expect-layer: dot2 backgroundColor=#0000FF position=[20,4]
// expect-layer: card position=[170,122] bounds=[0,0,300,44]
// expect-layer: title position=[150,22] bounds=[0,0,268,24]
// expect-layer: subtitle position=[16,38] bounds=[0,0,0,0]
// expect-no-note: not known
// entry: PagesViewController.viewDidLoad
import UIKit

protocol DotsSource: AnyObject {
  func numberOfDots() -> Int
}

final class Dots: UIView {
  weak var dataSource: AnyObject?

  func reload() {
    guard case let source as DotsSource = dataSource else { return }
    let spacing: CGFloat
    switch dataSource {
    case is DotsSource: spacing = 16
    default: spacing = 10
    }
    for index in 0..<source.numberOfDots() {
      let dot = CALayer()
      dot.frame = CGRect(x: CGFloat(index) * spacing, y: 0, width: 8, height: 8)
      if case is DotsSource = dataSource { dot.backgroundColor = UIColor.blue.cgColor }
      let pulse = CABasicAnimation(keyPath: "opacity")
      pulse.fromValue = 0.3
      pulse.toValue = 1
      pulse.duration = 0.6
      pulse.beginTime = CACurrentMediaTime() + Double(index) * 0.2
      dot.add(pulse, forKey: "pulse")
      layer.addSublayer(dot)
    }
  }
}

final class PagesViewController: UIViewController, DotsSource {
  let dots = Dots(frame: CGRect(x: 20, y: 400, width: 48, height: 8))
  let card = UIView()
  let title = UILabel()
  let subtitle = UILabel()

  func numberOfDots() -> Int { 3 }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(dots)
    dots.dataSource = self
    dots.reload()

    card.translatesAutoresizingMaskIntoConstraints = false
    title.translatesAutoresizingMaskIntoConstraints = false
    subtitle.translatesAutoresizingMaskIntoConstraints = false
    title.text = "Hello"
    title.font = .systemFont(ofSize: 20)
    view.addSubview(card)
    card.addSubview(title)
    card.addSubview(subtitle)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 300),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      title.heightAnchor.constraint(lessThanOrEqualToConstant: 10000),
      card.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
    ])
  }
}
