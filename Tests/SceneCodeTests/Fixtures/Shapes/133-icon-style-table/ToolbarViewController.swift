import UIKit

final class ToolbarViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let toggle = IconButton(icon: .menu)
    toggle.frame = CGRect(x: 16, y: 50, width: 36, height: 36)
    view.addSubview(toggle)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      toggle.setIcon(.close, animated: true)
    }
  }
}
