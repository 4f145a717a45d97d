// An onboarding page as page libraries lay one out: an image, then a multi-line title
// (`numberOfLines = 0`) pinned to both sides and capped by `height <= 10000`, the page as tall
// as its content and centred; the page fades in.
// Derivation: the title's text is 54 characters at 20 pt: 54 × 0.55 × 20 = 594 pt on one line
// (TimingLab's assumed metrics), wrapped to the 350 pt between the margins (390 − 2 × 20):
// ⌈594 / 350⌉ = 2 lines of 1.2 × 20 = 24 pt, 48 tall; its centre is 110 + 24 = 134 down. The
// same text kept to one line (the subtitle, `numberOfLines` 1 by default) is 24 tall, 350 wide,
// centred at 158 + 12 = 170. The page is 100 + 10 + 48 + 24 = 182 tall, centred on the 844 pt
// screen: position (195, 422).
// expect-layer: page position=[195,422] bounds=[0,0,390,182]
// expect-layer: title position=[195,134] bounds=[0,0,350,48]
// expect-layer: subtitle position=[195,170] bounds=[0,0,350,24]
// expect: page/fade keyPath=opacity from=0 duration=0.8
// expect-no-note: not known
// entry: WelcomeViewController.viewDidLoad
import UIKit

final class WelcomePage: UIView {
  let title = UILabel()
  let subtitle = UILabel()
  let image = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [image, title, subtitle] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    title.numberOfLines = 0
    title.font = UIFont.systemFont(ofSize: 20)
    title.text = "All hotels and hostels are sorted by hospitality rating"
    subtitle.font = UIFont.systemFont(ofSize: 20)
    subtitle.text = "All hotels and hostels are sorted by hospitality rating"
    NSLayoutConstraint.activate([
      image.topAnchor.constraint(equalTo: topAnchor),
      image.widthAnchor.constraint(equalToConstant: 100),
      image.heightAnchor.constraint(equalToConstant: 100),
      image.centerXAnchor.constraint(equalTo: centerXAnchor),
      title.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 10),
      title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
      title.heightAnchor.constraint(lessThanOrEqualToConstant: 10000),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor),
      subtitle.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      subtitle.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
      subtitle.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class WelcomeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let page = WelcomePage(frame: .zero)
    page.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(page)
    NSLayoutConstraint.activate([
      page.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      page.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      page.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      page.heightAnchor.constraint(lessThanOrEqualToConstant: 10000),
    ])
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.duration = 0.8
    page.layer.add(fade, forKey: "fade")
  }
}
