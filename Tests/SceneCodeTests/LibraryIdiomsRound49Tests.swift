import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 49 of unseen code: skeleton loaders — shimmering
/// gradients in table cells, labels placed with the system spacing). Values worked out by hand
/// from UIKit's documentation (UITableView's 44 pt default row, NSLayoutAnchor's system spacing).
@Suite("Library idioms, round 49")
struct LibraryIdiomsRound49Tests {
  static func text(_ result: CodeImport.Result, _ id: String, _ key: String) -> String? {
    LibraryIdiomsTests.property(result, id, key).map(CodeShapesTests.text)
  }

  /// `constraint(equalToSystemSpacingBelow:multiplier:)` and `…After`: the anchor that many system
  /// spacings (8 pt) from the other. Top 8 below the safe area (47), leading 8 and trailing 8:
  /// the label is 374 × 36 at (8, 55), centred at (195, 73).
  @Test func systemSpacingPlacesAView() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          let label = UILabel()
          let fill = CAGradientLayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              label.translatesAutoresizingMaskIntoConstraints = false
              label.text = "Shimmer"
              view.addSubview(label)
              NSLayoutConstraint.activate([
                  label.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1),
                  label.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 1),
                  view.trailingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
                  label.heightAnchor.constraint(equalToConstant: 36),
              ])
              label.layer.addSublayer(fill)
              let pulse = CABasicAnimation(keyPath: "opacity")
              pulse.fromValue = 0
              fill.add(pulse, forKey: "pulse")
          }
      }
      """)
    #expect(Self.text(result, "label", "bounds") == "[0, 0, 374, 36]")
    #expect(Self.text(result, "label", "position") == "[195, 73]")
    #expect(result.notes.contains { $0.contains("the system spacing is taken as 8 pt") })
  }

  /// The same in Objective-C, two spacings: `constraintEqualToSystemSpacingAfterAnchor:multiplier:`
  /// puts the box's leading edge 16 pt in; 100 wide, it is centred at x 66.
  @Test func systemSpacingInObjectiveC() throws {
    let result = try importUIKitIdiom(
      """
      @interface Screen : UIViewController
      @end
      @implementation Screen
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *box = [[UIView alloc] init];
          box.translatesAutoresizingMaskIntoConstraints = NO;
          [self.view addSubview:box];
          [box.leadingAnchor constraintEqualToSystemSpacingAfterAnchor:self.view.leadingAnchor multiplier:2].active = YES;
          [box.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:100].active = YES;
          [box.widthAnchor constraintEqualToConstant:100].active = YES;
          [box.heightAnchor constraintEqualToConstant:20].active = YES;
          [UIView animateWithDuration:1 animations:^{ box.alpha = 0; }];
      }
      @end
      """, file: "idiom.m")
    #expect(Self.text(result, "box", "position") == "[66, 110]")
  }

  /// A table view as the controller's view, its data source the controller: UIKit sizes it to the
  /// window (390 × 844) and makes the three rows' cells, 44 pt each, one under the other at y 22,
  /// 66, 110, each an instance of the registered class made with `init(style:reuseIdentifier:)`,
  /// whose shimmer starts there; the delegate's `willDisplay` runs for each row.
  @Test func aTableViewMakesItsRowsCells() throws {
    let result = try importUIKitIdiom(
      """
      class SkeletonCell: UITableViewCell {
          let bar = CALayer()
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
              bar.frame = CGRect(x: 16, y: 12, width: 200, height: 20)
              layer.addSublayer(bar)
              let shimmer = CABasicAnimation(keyPath: "backgroundColor")
              shimmer.fromValue = UIColor.lightGray.cgColor
              shimmer.toValue = UIColor.white.cgColor
              shimmer.duration = 1.5
              shimmer.autoreverses = true
              shimmer.repeatCount = .infinity
              bar.add(shimmer, forKey: "shimmer")
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
          let tableView = UITableView()
          var shown: [Int] = []
          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.dataSource = self
              tableView.delegate = self
              tableView.register(SkeletonCell.self, forCellReuseIdentifier: "skeleton")
              view = tableView
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: "skeleton", for: indexPath)
          }
          func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
              cell.alpha = indexPath.row == 2 ? 0.5 : 1
          }
      }
      """)
    // At rest the table's content sits below the status bar: UIKit's automatic content inset
    // adjustment (a table always scrolls vertically) offsets its bounds by the 47 pt safe area.
    #expect(Self.text(result, "tableView", "bounds") == "[0, -47, 390, 844]")
    #expect(Self.text(result, "cell", "position") == "[195, 22]")
    #expect(Self.text(result, "cell2", "position") == "[195, 66]")
    #expect(Self.text(result, "cell3", "position") == "[195, 110]")
    #expect(Self.text(result, "cell3", "bounds") == "[0, 0, 390, 44]")
    #expect(Self.text(result, "cell3", "opacity") == "0.5")
    for bar in ["bar", "bar2", "bar3"] {
      let layer = try #require(LibraryIdiomsTests.layer(result, bar))
      #expect(CodeShapesTests.animations(layer).map(\.key) == ["shimmer"])
    }
    #expect(result.notes.contains { $0.contains("UIKit makes the cells it shows, 3 of 3 here") }, "\(result.notes)")
  }

  /// Rows below the table's bottom edge are not made (UIKit makes the visible ones): a 100 pt
  /// table of 50 pt rows (`rowHeight`) shows 2 of 10.
  @Test func onlyTheVisibleRowsAreMade() throws {
    let result = try importUIKitIdiom(
      """
      class Cell: UITableViewCell {
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
              UIView.animate(withDuration: 1) { self.alpha = 0.5 }
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      class ListController: UIViewController, UITableViewDataSource {
          let table = UITableView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
          override func viewDidLoad() {
              super.viewDidLoad()
              table.rowHeight = 50
              table.dataSource = self
              table.register(Cell.self, forCellReuseIdentifier: "c")
              view.addSubview(table)
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
          }
      }
      """)
    #expect(Self.text(result, "cell2", "position") == "[150, 75]")
    #expect(LibraryIdiomsTests.layer(result, "cell3") == nil)
    #expect(result.notes.contains { $0.contains("2 of 10 here") }, "\(result.notes)")
  }
}
