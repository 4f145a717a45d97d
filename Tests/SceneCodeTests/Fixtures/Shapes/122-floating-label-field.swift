// A floating-label text field, the way text-field libraries write one: a UITextField subclass
// that observes `bounds` with an `override var … { didSet }` (UIKit's storage stays the one read),
// keeps its line widths in a labelled tuple, asks `isFirstResponder` and `text.isNotEmpty` (an
// extension of String) before animating, and animates when the user taps it (it becomes first
// responder), a second after it is shown. No view has the focus until a tap, and a text field's text is empty until set, so
// nothing animates at first (the five animations are those the tap adds); at the tap (1 s) the hint fades out over 0.3 s by a spring, which the
// 0.2 s fade back in then replaces under the same key (`opacity`), and the hint rises 20 pt
// (additive position from (0, 20) to zero). Focused, the line thickens to `lineWidths.focused`,
// 2 pt from y 39: a layer the code made, in the tree, so Core Animation animates it implicitly
// (bounds and position, 0.25 s, the default curve: uikit.md §6), to centre (100, 40).
// Derivation: the field is 200 × 40; the hint sits at y = 20 − 10 = 10 (height 20), centre
// (50, 20); risen it is at y = −10, centre (50, 0). The line is `lineWidths.idle` = 1 pt tall at
// the bottom: y 39 … 40, centre (100, 39.5).
// expect-animations: 5
// expect-layer: line position=[100,39.5] bounds=[0,0,200,1]
// expect-event: at=1 layer=view/field/hint add=position keyPath=position from=[0,20] to=[0,0] additive=true duration=0.3
// expect-event: at=1 layer=view/field/hint add=opacity keyPath=opacity from=0 duration=0.2
// expect-event: at=1 layer=view/field/line set.bounds=[0,0,200,2]
// expect-event: at=1 layer=view/field/line set.position=[100,40]
// expect-event: at=1 layer=view/field/line add=bounds keyPath=bounds duration=0.25 timingFunction=default
// expect-note: isFirstResponder is false
import UIKit

extension String {
  var isNotEmpty: Bool { !isEmpty }
}

class FloatingField: UITextField {
  let hint = UIView()
  let line = CALayer()
  private let lineWidths: (idle: CGFloat, focused: CGFloat) = (idle: 1, focused: 2)

  override var bounds: CGRect {
    didSet { layoutHint() }
  }

  func show() {
    hint.frame = CGRect(x: 0, y: 10, width: 100, height: 20)
    addSubview(hint)
    line.frame = CGRect(x: 0, y: bounds.height - lineWidths.idle, width: bounds.width, height: lineWidths.idle)
    layer.addSublayer(line)
    if isFirstResponder || text!.isNotEmpty { focus() }
  }

  func layoutHint() {
    hint.frame.size.width = bounds.width / 2
  }

  func focus() {
    if text!.isEmpty {
      UIView.animate(
        withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [],
        animations: {
          self.hint.alpha = 0
          self.hint.frame.origin.y = -10
        })
    }
    UIView.animate(withDuration: 0.2) { self.hint.alpha = 1 }
    line.frame.size.height = isFirstResponder ? lineWidths.focused : lineWidths.idle
  }
}

final class SignUpViewController: UIViewController {
  let field = FloatingField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
    field.show()
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      self.field.becomeFirstResponder()
      self.field.focus()
    }
  }
}
