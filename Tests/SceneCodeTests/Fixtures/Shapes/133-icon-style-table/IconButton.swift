// An icon button whose styles are looked up in a table, as icon libraries write them: an enum of
// icons, a private static dictionary from each case to the type that draws it
// (`[Icon: IconShape.Type]`, filled with `MenuShape.self`), the type made through the metatype
// (`made.init(side:origin:)`), and a protocol extension returning labelled tuples that the
// button loops over (`change.layer`, `change.path`, `change.key`). The button's content insets
// (4 pt) are read back by its layoutSubviews.
// Derivation: the button is 36 × 36, so its drawing square is 28 pt from (4, 4). The menu icon's
// lines are at y = 4 + 28/3 and 4 + 2·28/3, from x 4 to 32; the close icon's run corner to
// corner. One second later the icon becomes the close icon, animated: each line's path morphs
// over 0.3 s from the menu line (its model path, which layout set) to the cross, fill forwards,
// under its own key; the model path is set with actions disabled (no implicit animation).
// expect-animations: 2
// expect-layer: topLine path="M 4 13.333333333333334 L 32 13.333333333333334"
// expect-layer: bottomLine path="M 4 22.666666666666668 L 32 22.666666666666668"
// expect-event: at=1 layer=view/toggle/topLine add=morphTop keyPath=path from="M 4 13.333333333333334 L 32 13.333333333333334" to="M 4 4 L 32 32" duration=0.3 fillMode=forwards
// expect-event: at=1 layer=view/toggle/topLine set.path="M 4 4 L 32 32"
// expect-event: at=1 layer=view/toggle/bottomLine add=morphBottom keyPath=path from="M 4 22.666666666666668 L 32 22.666666666666668" to="M 4 32 L 32 4" duration=0.3 fillMode=forwards
// expect-event: at=1 layer=view/toggle/bottomLine set.path="M 4 32 L 32 4"
import UIKit

final class IconButton: UIButton {
  let topLine = CAShapeLayer()
  let bottomLine = CAShapeLayer()
  private var icon: Icon = .menu
  private var side: CGFloat = 0
  private var origin = CGPoint.zero

  init(icon: Icon) {
    super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    self.icon = icon
    contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    for line in [topLine, bottomLine] {
      line.anchorPoint = .zero
      line.lineWidth = 2
      line.strokeColor = UIColor.black.cgColor
      layer.addSublayer(line)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width - (contentEdgeInsets.left + contentEdgeInsets.right)
    let height = bounds.height - (contentEdgeInsets.top + contentEdgeInsets.bottom)
    side = min(width, height)
    origin = CGPoint(x: contentEdgeInsets.left, y: contentEdgeInsets.top)
    setIcon(icon, animated: false)
  }

  func setIcon(_ newIcon: Icon, animated: Bool) {
    icon = newIcon
    let shape = newIcon.shape(side: side, origin: origin)
    accessibilityLabel = shape.summary
    for change in shape.changes(top: topLine, bottom: bottomLine) {
      if animated {
        let morph = CABasicAnimation(keyPath: change.keyPath)
        morph.fromValue = change.layer.path
        morph.toValue = change.path
        morph.duration = 0.3
        morph.fillMode = .forwards
        change.layer.add(morph, forKey: change.key)
      }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      change.layer.path = change.path
      CATransaction.commit()
    }
  }
}
