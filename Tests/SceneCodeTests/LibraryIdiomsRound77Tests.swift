import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 77 of unseen code): refresh controls.
@Suite("Library idioms, round 77")
struct LibraryIdiomsRound77Tests {
  /// A table's `UIRefreshControl` sits above its content, the table's width and 60 pt tall; an
  /// extension that "begins refreshing" scrolls the table down by its height in a 0.25 s block
  /// (`contentOffset.y = -60`: the bounds' origin, animated additively from +60), then sends its
  /// `.valueChanged` actions 0.2 s later: the controller's reload fades the table at 0.45 s.
  @Test func aRefreshControlBegunInCode() throws {
    let result = try importUIKitIdiom(
      """
      extension UIScrollView {
          func beginRefreshing() {
              guard let refreshControl = refreshControl, !refreshControl.isRefreshing else { return }
              UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut, animations: {
                  self.contentOffset.y = -refreshControl.bounds.height
              }, completion: { _ in
                  refreshControl.beginRefreshing()
                  DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                      refreshControl.sendActions(for: .valueChanged)
                  }
              })
          }
      }
      class Feed: UIViewController {
          let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(table)
              table.refreshControl = UIRefreshControl()
              table.refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              table.beginRefreshing()
          }
          @objc func reload() {
              UIView.animate(withDuration: 0.3) { self.table.alpha = 0.5 }
          }
      }
      """)
    #expect(LibraryIdiomsRound49Tests.text(result, "refreshControl", "bounds") == "[0, 0, 390, 60]")
    #expect(LibraryIdiomsRound49Tests.text(result, "refreshControl", "position") == "[195, -30]")
    let scroll = try #require(idiomAnimation(result, on: "table", key: "bounds.origin"))
    #expect(
      CodeShapesTests.text(CodeShapesTests.member(scroll, "from") ?? .null).filter { !$0.isWhitespace } == "[0,60]")
    let text = result.document.serialized().filter { !$0.isWhitespace }
    #expect(text.contains("\"at\":0.45,\"layer\":\"view/table\",\"set\":{\"opacity\":0.5}"))
  }
}
