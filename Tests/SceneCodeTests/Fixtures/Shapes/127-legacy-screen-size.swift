// Code written for iOS 7 and kept: the screen's size swapped when an old system was held
// sideways. On any current iOS `NSFoundationVersionNumber` is past iOS 7.1's, and the app is taken
// as held upright, so the size is the screen's own, 390 × 844, and the sheet slides up from
// below it.
// Derivation: the sheet is 390 × 300 with its top at the screen's bottom (844): centre
// (195, 994). Shown, its bottom meets the screen's: centre y 844 − 150 = 694. A 0.35 s block:
// additive position from (0, 994 − 694) = (0, 300) to zero, easeInEaseOut.
// expect: sheet/position keyPath=position from=[0,300] to=[0,0] additive=true duration=0.35
// expect-layer: sheet position=[195,694] bounds=[0,0,390,300]
// expect-no-note: taken as true
import UIKit

final class SheetViewController: UIViewController {
  let sheet = UIView()

  func screenSize() -> CGSize {
    let size = UIScreen.main.bounds.size
    if NSFoundationVersionNumber <= NSFoundationVersionNumber_iOS_7_1
      && UIApplication.shared.statusBarOrientation.isLandscape
    {
      return CGSize(width: size.height, height: size.width)
    }
    return size
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let size = screenSize()
    sheet.frame = CGRect(x: 0, y: size.height, width: size.width, height: 300)
    view.addSubview(sheet)
    UIView.animate(withDuration: 0.35) {
      self.sheet.frame.origin.y = size.height - 300
    }
  }
}
