// A floating-label text field as form libraries write one: a UITextField subclass whose
// `placeholder` override keeps the title text, whose `becomeFirstResponder` override calls
// UIKit's and then updates itself (`super.isEditing` is true from then), which listens to its
// own `.editingChanged`, and whose title floats up when the field has text (`hasText`). A hairline
// under it is 1 / `UIScreen.main.scale` high, 2 of them when editing. An extension of
// UITextField elsewhere does not make UIKit's class the program's. The user taps the field a
// second in and types "Jo" (`insertText`, as the keyboard does: not through `text`'s setter).
// Derivation: the screen's scale is taken as 3, so the line is 1/3 pt, at y 44 − 1/3 in the
// 44 pt field: position (100, 43.833…), bounds 200 × 1/3; focused it is 2/3 high, position
// (100, 43.666…), set at once at 1 s. The first key gives the field text: the title, hidden
// 14 pt down at opacity 0, fades in over 0.2 s with .curveEaseOut and rises 14 pt to y 7
// (position (100, 7)), from the same block (an additive position animation from [0, 14]). The
// second key changes nothing on screen: no second animation.
// expect-layer: line position=[100,43.833333333333336] bounds=[0,0,200,0.3333333333333333]
// expect-layer: title opacity=0 position=[100,21]
// expect-event: at=1 layer=view/field/line set.bounds=[0,0,200,0.6666666666666666]
// expect-event: at=1 layer=view/field/title add=opacity keyPath=opacity from=0 duration=0.2 timingFunction=easeOut
// expect-event: at=1 layer=view/field/title set.position=[100,7]
// expect-animations: 2
// expect-no-note: not known
// entry: SignUpViewController.viewDidLoad
import UIKit

extension UITextField {
  func moveCaretToEnd() {
    selectedTextRange = textRange(from: endOfDocument, to: endOfDocument)
  }
}

final class FloatingField: UITextField {
  let title = UILabel()
  let line = UIView()

  override var placeholder: String? {
    didSet { title.text = placeholder }
  }

  var hairline: CGFloat { 1 / UIScreen.main.scale }

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.alpha = 0
    title.frame = CGRect(x: 0, y: 14, width: bounds.width, height: 14)
    addSubview(title)
    line.frame = CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline)
    addSubview(line)
    addTarget(self, action: #selector(changed), for: .editingChanged)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  @discardableResult
  override func becomeFirstResponder() -> Bool {
    let result = super.becomeFirstResponder()
    let height = super.isEditing ? 2 * hairline : hairline
    line.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    return result
  }

  @objc func changed() {
    let shown = hasText
    UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseOut) {
      self.title.alpha = shown ? 1 : 0
      self.title.frame.origin.y = shown ? 0 : 14
    }
  }
}

final class SignUpViewController: UIViewController {
  let field = FloatingField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    field.placeholder = "Name"
    view.addSubview(field)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      self.field.becomeFirstResponder()
      self.field.insertText("J")
      self.field.insertText("o")
    }
  }
}
