import UIKit

final class FeedViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.navigationBar.startBusy()
  }
}
