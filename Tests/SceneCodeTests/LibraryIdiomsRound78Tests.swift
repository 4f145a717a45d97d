import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 78 of unseen code): a row that expands when
/// tapped.
@Suite("Library idioms, round 78")
struct LibraryIdiomsRound78Tests {
  /// `tableView(_:didSelectRowAt:)` run as the entry gets the table whose delegate the
  /// controller is and the first row (said); `beginUpdates()`/`endUpdates()` ask the heights
  /// again: row 0 grows from 44 to 88 (its centre from 22 to 44), row 1 moves from 66 to 110,
  /// row 2 from 110 to 154 — UIKit's additive animations from old − new to zero, over the 0.3 s
  /// taken for UIKit's undocumented table update animation.
  @Test func aTappedRowExpands() throws {
    let result = try importUIKitIdiom(
      """
      class List: UIViewController, UITableViewDataSource, UITableViewDelegate {
          let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
          var selected: IndexPath?
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(table)
              table.dataSource = self
              table.delegate = self
              table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
          }
          func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
              indexPath == selected ? 88 : 44
          }
          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              selected = indexPath
              tableView.beginUpdates()
              tableView.endUpdates()
          }
      }
      """, entry: "tableView(_:didSelectRowAt:)")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell", "bounds") == "[0, 0, 390, 88]")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell3", "position") == "[195, 154]")
    let grow = try #require(idiomAnimation(result, on: "cell", key: "bounds.size"))
    #expect(
      CodeShapesTests.text(CodeShapesTests.member(grow, "from") ?? .null).filter { !$0.isWhitespace } == "[0,-44]")
    #expect(CodeShapesTests.member(grow, "duration") == .number(0.3))
    let slide = try #require(idiomAnimation(result, on: "cell2", key: "position"))
    #expect(
      CodeShapesTests.text(CodeShapesTests.member(slide, "from") ?? .null).filter { !$0.isWhitespace } == "[0,-44]")
    #expect(result.notes.contains { $0.contains("indexPath = row 0 of section 0") })
    #expect(result.notes.contains { $0.contains("its timing is not documented") })
  }

  /// Objective-C, the selection as UIKit keeps it: a tapped row is selected before
  /// `tableView:didSelectRowAtIndexPath:` runs, so `[tableView indexPathsForSelectedRows]` (nil
  /// while the rows are first made: all 44 pt) holds row 0 when the heights are asked again:
  /// it grows to 100.
  @Test func anObjectiveCRowExpandsBySelection() throws {
    let result = try importUIKitIdiom(
      """
      @interface List : UIViewController <UITableViewDataSource, UITableViewDelegate>
      @property (nonatomic, strong) UITableView *tableView;
      @end
      @implementation List
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.tableView = [[UITableView alloc] initWithFrame:CGRectMake(0, 0, 390, 844)];
          [self.view addSubview:self.tableView];
          self.tableView.dataSource = self;
          self.tableView.delegate = self;
          [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"c"];
      }
      - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
          NSArray<NSIndexPath *> *selectedRows = [tableView indexPathsForSelectedRows];
          if (selectedRows && [selectedRows containsObject:indexPath]) { return 100.0; }
          return 44.0;
      }
      - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 3; }
      - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
          return [tableView dequeueReusableCellWithIdentifier:@"c" forIndexPath:indexPath];
      }
      - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
          [self.tableView beginUpdates];
          [self.tableView endUpdates];
      }
      @end
      """, file: "List.m", entry: "tableView:didSelectRowAtIndexPath:")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell", "bounds") == "[0, 0, 390, 100]")
    #expect(LibraryIdiomsRound49Tests.text(result, "cell2", "position") == "[195, 122]")
    let grow = try #require(idiomAnimation(result, on: "cell", key: "bounds.size"))
    #expect(
      CodeShapesTests.text(CodeShapesTests.member(grow, "from") ?? .null).filter { !$0.isWhitespace } == "[0,-56]")
    #expect(!result.notes.contains { $0.contains("taken as true") })
  }
}
