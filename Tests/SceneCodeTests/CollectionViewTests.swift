import Foundation
import MediaTiming
import Scenes
import Testing

@testable import SceneCode

/// Collection views with a flow layout: the cells UIKit makes for the visible items, where the
/// flow layout puts them, and the delegate's `willDisplay` where apps start each cell's
/// animation. Frames are worked out by hand from the layout's rule (see
/// `CodeInterpreter+CollectionViews.swift`).
@Suite("Collection views")
struct CollectionViewTests {
  typealias Layout = CodeInterpreter.FlowLayout

  static func frames(_ sizes: [(w: Double, h: Double)], _ layout: Layout, across: Double) -> [[Double]] {
    CodeInterpreter.flowFrames(sizes: sizes, layout: layout, across: across, start: 0).frames.map {
      [$0.x, $0.y, $0.w, $0.h]
    }
  }

  /// Two items that fit on a 300 pt line are spread to its ends (0 and 300 − 60), the shorter
  /// centred across the 80 pt line; a third too wide for the rest of the line starts a line
  /// 10 pt lower, alone, so centred: x (300 − 200) / 2 = 50.
  @Test func linesAreJustifiedAndALoneItemCentred() {
    var layout = Layout()
    layout.interitemSpacing = 10
    layout.lineSpacing = 10
    let f = Self.frames([(100, 50), (60, 80), (200, 40)], layout, across: 300)
    #expect(f == [[0, 15, 100, 50], [240, 0, 60, 80], [50, 90, 200, 40]])
    let end = CodeInterpreter.flowFrames(
      sizes: [(100, 50), (60, 80), (200, 40)], layout: layout, across: 300, start: 0
    ).end
    #expect(end == 130)
  }

  /// Scrolling sideways the lines are columns: two 50 pt items fill a 120 pt tall column (at 0
  /// and 70), the third, alone in the next column 60 pt along, is centred at 35.
  @Test func sidewaysTheLinesAreColumns() {
    var layout = Layout()
    layout.vertical = false
    let f = Self.frames([(50, 50), (50, 50), (50, 50)], layout, across: 120)
    #expect(f == [[0, 0, 50, 50], [0, 70, 50, 50], [60, 35, 50, 50]])
  }

  static let grid = """
    class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemBlue
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            cell.alpha = 0
            UIView.animate(withDuration: 0.5, delay: 0.05 * Double(indexPath.item), options: .curveEaseOut, animations: {
                cell.alpha = 1
            })
        }
    }
    """

  /// A 390 × 844 grid of 100 pt items, 20 pt insets, 10 pt spacings: three to a 350 pt line,
  /// spread 25 apart (x 20, 145, 270), lines 110 apart from y 20. Its 30 items run to 1130 pt,
  /// so it scrolls and rests 47 pt down (the safe area): the visible content is y −47…797, eight
  /// lines, 24 cells. The last made, item 23, is centred at (320, 840) and fades in 23 × 0.05 s
  /// late.
  @Test func aGridMakesItsVisibleCellsAndTheirAnimations() throws {
    let result = try importUIKitIdiom(Self.grid)
    let cells = try #require(LibraryIdiomsTests.layer(result, "collectionView"))
    let made = CodeShapesTests.member(cells, "sublayers")
    guard case .array(let list)? = made else { throw Failure.noCells }
    #expect(list.count == 24)
    #expect(LibraryIdiomsRound49Tests.text(result, "collectionView", "bounds") == "[0, -47, 390, 844]")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell", "position") == "[70, 70]")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell2", "position") == "[195, 70]")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell24", "position") == "[320, 840]")
    let fade = try #require(idiomAnimation(result, on: "cell24", key: "opacity"))
    let begin = try #require(CodeShapesTests.member(fade, "beginTime")?.doubleValue)
    #expect(abs(begin - 23 * 0.05) < 1e-12)
  }

  enum Failure: Error { case noCells }

  /// The delegate's `collectionView(_:layout:sizeForItemAt:)` and `insetForSectionAt` win over
  /// the layout's: two 150 × 60 items with 0 insets on a 390 pt line sit at x 0 and 240.
  @Test func theDelegatesSizesAndInsets() throws {
    let code = Self.grid
      .replacingOccurrences(
        of: "numberOfItemsInSection section: Int) -> Int { 30 }",
        with: "numberOfItemsInSection section: Int) -> Int { 2 }"
      )
      .replacingOccurrences(
        of: "func collectionView(_ collectionView: UICollectionView, willDisplay",
        with: """
          func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                  CGSize(width: 150, height: 60)
              }
              func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                  .zero
              }
              func collectionView(_ collectionView: UICollectionView, willDisplay
          """)
    let result = try importUIKitIdiom(code)
    #expect(LibraryIdiomsRound49Tests.text(result, "cell", "position") == "[75, 30]")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell2", "position") == "[315, 30]")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell2", "bounds") == "[0, 0, 150, 60]")
    // Two items do not fill the view: it does not scroll, and is not offset.
    #expect(LibraryIdiomsRound49Tests.text(result, "collectionView", "bounds") == "[0, 0, 390, 844]")
  }

  /// A `UICollectionViewController` made with a layout: its view is the collection view, the
  /// controller its data source and delegate; the view fills the screen. Five 50 pt items in
  /// a 374 pt line (8 pt insets) are spread 31 apart: centres x 33, 114, 195, 276, 357; each
  /// section is 66 pt tall, so with the 47 pt rest offset the 13th section (at 800) is not
  /// made: 12 sections, 60 cells, each scaled in from 0.1.
  @Test func aCollectionViewController() throws {
    let result = try importUIKitIdiom(
      """
      class Grid: UICollectionViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
          }
          override func numberOfSections(in collectionView: UICollectionView) -> Int { 100 }
          override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
          override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
              collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
          }
          override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
              cell.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
              UIView.animate(withDuration: 0.3) { cell.transform = .identity }
          }
      }
      let layout = UICollectionViewFlowLayout()
      layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      let grid = Grid(collectionViewLayout: layout)
      UIApplication.shared.windows.first?.rootViewController = grid
      """)
    let view = try #require(LibraryIdiomsTests.layer(result, "view"))
    guard case .array(let cells)? = CodeShapesTests.member(view, "sublayers") else { throw Failure.noCells }
    #expect(cells.count == 60)
    #expect(LibraryIdiomsRound49Tests.text(result, "cell5", "position") == "[357, 33]")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell6", "position") == "[33, 99]")
    let grow = try #require(idiomAnimation(result, on: "cell60", key: "transform.scale.x"))
    #expect(CodeShapesTests.member(grow, "from") == .number(0.1))
  }

  /// `visibleCells` and `cellForItem(at:)` after the items are shown: the cells on screen in
  /// index order (two 300 pt cards across a 390 pt sideways view), and the second card by its
  /// index path; the fourth, off screen, is nil, so its fade does nothing.
  @Test func visibleCellsAndCellForItem() throws {
    let result = try importUIKitIdiom(
      """
      class Cards: UIViewController, UICollectionViewDataSource {
          var collectionView: UICollectionView!
          override func viewDidLoad() {
              super.viewDidLoad()
              let layout = UICollectionViewFlowLayout()
              layout.itemSize = CGSize(width: 300, height: 400)
              layout.scrollDirection = .horizontal
              collectionView = UICollectionView(frame: CGRect(x: 0, y: 200, width: 390, height: 420), collectionViewLayout: layout)
              collectionView.dataSource = self
              view.addSubview(collectionView)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              var delay = 0.0
              for cell in collectionView.visibleCells {
                  cell.transform = CGAffineTransform(translationX: 0, y: 820)
                  UIView.animate(withDuration: 0.7, delay: delay, options: [], animations: { cell.transform = .identity })
                  delay += 0.3
              }
              collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha = 0.5
              collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.alpha = 0.2
          }
          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
              UICollectionViewCell()
          }
      }
      """)
    #expect(LibraryIdiomsRound49Tests.text(result, "cell", "position") == "[150, 210]")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell2", "position") == "[460, 210]")
    let second = try #require(idiomAnimation(result, on: "cell2", key: "transform.translation.y"))
    #expect(CodeShapesTests.member(second, "beginTime") == .number(0.3))
    #expect(LibraryIdiomsRound49Tests.text(result, "cell2", "opacity") == "0.5")
    #expect(LibraryIdiomsTests.layer(result, "cell3") == nil)
  }

  /// A storyboard's collection view: its flow layout (87 × 89 items, 20 pt insets and line
  /// spacing) and data source outlet from the file, its prototype cell — of the program's cell
  /// class, with an image view outlet — made for each item, not as a subview. On a 375 pt view
  /// three fit a 335 pt line, 37 apart: centres 63.5, 187.5, 311.5 at y 64.5; the fourth starts
  /// the next line (y 173.5). `viewDidAppear` finds the cells by index path (the view was laid
  /// out before it appeared) and staggers their fades 0.2 s apart.
  @Test func aStoryboardCollectionViewAndItsPrototype() throws {
    let storyboard = InterfaceFileTests.storyboard(
      """
      <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
          <rect key="frame" x="0.0" y="64" width="375" height="603"/>
          <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="20" minimumInteritemSpacing="10" id="fl">
              <size key="itemSize" width="87" height="89"/>
              <inset key="sectionInset" minX="20" minY="20" maxX="20" maxY="20"/>
          </collectionViewFlowLayout>
          <cells>
              <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="tile" id="proto" customClass="TileCell">
                  <rect key="frame" x="20" y="20" width="87" height="89"/>
                  <view key="contentView" contentMode="center" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="87" height="89"/>
                      <subviews>
                          <imageView contentMode="scaleToFill" id="pic">
                              <rect key="frame" x="10" y="10" width="67" height="69"/>
                          </imageView>
                      </subviews>
                  </view>
                  <connections>
                      <outlet property="picture" destination="pic" id="o3"/>
                  </connections>
              </collectionViewCell>
          </cells>
          <connections>
              <outlet property="dataSource" destination="vc1" id="o1"/>
          </connections>
      </collectionView>
      """,
      outlets: """
        <outlet property="grid" destination="cv" id="o2"/>
        """)
    let result = try InterfaceFileTests.read(
      """
      import UIKit
      class TileCell: UICollectionViewCell {
          @IBOutlet weak var picture: UIImageView!
      }
      class Screen: UIViewController, UICollectionViewDataSource {
          @IBOutlet weak var grid: UICollectionView!
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              for i in 0..<4 {
                  let fade = CABasicAnimation(keyPath: "opacity")
                  fade.fromValue = 0
                  fade.duration = 1
                  fade.beginTime = CACurrentMediaTime() + Double(i) * 0.2
                  fade.fillMode = .backwards
                  grid.cellForItem(at: IndexPath(item: i, section: 0))?.layer.add(fade, forKey: nil)
              }
          }
          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
              let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
              cell.picture.alpha = 0.5
              return cell
          }
      }
      """, storyboard)
    let grid = try #require(LibraryIdiomsTests.layer(result, "grid"))
    guard case .array(let cells)? = CodeShapesTests.member(grid, "sublayers") else { throw Failure.noCells }
    #expect(cells.count == 5)
    #expect(LibraryIdiomsRound49Tests.text(result, "collectionViewCell", "position") == "[63.5, 64.5]")
    #expect(LibraryIdiomsRound49Tests.text(result, "collectionViewCell3", "position") == "[311.5, 64.5]")
    #expect(LibraryIdiomsRound49Tests.text(result, "collectionViewCell4", "position") == "[63.5, 173.5]")
    #expect(LibraryIdiomsRound49Tests.text(result, "picture2", "opacity") == "0.5")
    let fourth = try #require(idiomAnimation(result, on: "collectionViewCell4"))
    let begin = try #require(CodeShapesTests.member(fourth, "beginTime")?.doubleValue)
    #expect(abs(begin - 0.6) < 1e-9)
    #expect(idiomAnimation(result, on: "collectionViewCell5") == nil)
  }
}

/// Table views from a storyboard.
@Suite("Storyboard table views")
struct StoryboardTableTests {
  /// A `UITableViewController` scene: its view is the table (a prototype cell "row", 60 pt rows
  /// from the file's `rowHeight`), the controller its data source. On the 375 × 667 screen the
  /// table rests 20 pt down (the status bar) and shows rows while they start above 667 − 20:
  /// 11 rows (0 … 600); each cell's title label, an outlet of the prototype's class, fades in.
  @Test func aTableViewControllerScene() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <tableViewController id="tvc" customClass="List" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" rowHeight="60" id="table">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <prototypes>
                                  <tableViewCell contentMode="scaleToFill" reuseIdentifier="row" id="proto" customClass="RowCell">
                                      <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                      <tableViewCellContentView key="contentView" id="content">
                                          <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                          <subviews>
                                              <label opaque="NO" text="Title" id="title">
                                                  <rect key="frame" x="16" y="20" width="200" height="20"/>
                                              </label>
                                          </subviews>
                                      </tableViewCellContentView>
                                      <connections>
                                          <outlet property="title" destination="title" id="o1"/>
                                      </connections>
                                  </tableViewCell>
                              </prototypes>
                              <connections>
                                  <outlet property="dataSource" destination="tvc" id="o2"/>
                                  <outlet property="delegate" destination="tvc" id="o3"/>
                              </connections>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let result = try InterfaceFileTests.read(
      """
      import UIKit
      class RowCell: UITableViewCell {
          @IBOutlet weak var title: UILabel!
      }
      class List: UITableViewController {
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! RowCell
              cell.title.alpha = 0
              UIView.animate(withDuration: 0.4, delay: 0.1 * Double(indexPath.row), options: [], animations: {
                  cell.title.alpha = 1
              })
              return cell
          }
      }
      """, storyboard)
    let table = try #require(LibraryIdiomsTests.layer(result, "view"))
    guard case .array(let rows)? = CodeShapesTests.member(table, "sublayers") else {
      Issue.record("no rows")
      return
    }
    #expect(rows.count == 11)
    #expect(LibraryIdiomsRound49Tests.text(result, "view", "bounds") == "[0, -20, 375, 667]")
    #expect(LibraryIdiomsRound49Tests.text(result, "tableViewCell11", "position") == "[187.5, 630]")
    let fade = try #require(idiomAnimation(result, on: "title11", key: "opacity"))
    let begin = try #require(CodeShapesTests.member(fade, "beginTime")?.doubleValue)
    #expect(abs(begin - 1.0) < 1e-9)
  }
}
