import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 71 of unseen code): table views driven from
/// Objective-C, their cells registered, dequeued and found by message.
@Suite("Library idioms, round 71")
struct LibraryIdiomsRound71Tests {
  /// `registerClass:forCellReuseIdentifier:` and `dequeueReusableCellWithIdentifier:forIndexPath:`
  /// sent as messages make the three rows' cells of the program's class (44 pt each, at y 22, 66,
  /// 110); each scales in from 0.1 in a block nested in a 0.5 s block, whose duration it takes
  /// (UIView.h: a nested animation inherits the in-flight one's duration unless told to
  /// override it); `cellForRowAtIndexPath:` in `viewDidAppear` finds the second row's cell.
  @Test func anObjectiveCTableByMessage() throws {
    let result = try importUIKitIdiom(
      """
      @interface Row : UITableViewCell
      - (void)grow;
      @end
      @implementation Row
      - (void)grow {
          self.layer.transform = CATransform3DMakeScale(0.1, 0.1, 1);
          [UIView animateWithDuration:0.5 animations:^{
              [UIView animateWithDuration:1.0 animations:^{
                  self.layer.transform = CATransform3DIdentity;
              }];
          }];
      }
      @end
      @interface List : UITableViewController
      @end
      @implementation List
      - (void)viewDidLoad {
          [super viewDidLoad];
          [self.tableView registerClass:[Row class] forCellReuseIdentifier:@"row"];
      }
      - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
          UITableViewCell *second = [self.tableView cellForRowAtIndexPath:[NSIndexPath indexPathForRow:1 inSection:0]];
          second.alpha = 0.5;
      }
      - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 3; }
      - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
          return [tableView dequeueReusableCellWithIdentifier:@"row" forIndexPath:indexPath];
      }
      - (void)tableView:(UITableView *)tableView willDisplayCell:(Row *)cell forRowAtIndexPath:(NSIndexPath *)indexPath {
          [cell grow];
      }
      @end
      """, file: "List.m")
    // (The second row's cell takes the name of the variable that holds it: `second`.)
    #expect(LibraryIdiomsRound49Tests.text(result, "cell2", "position") == "[195, 110]")
    let grow = try #require(idiomAnimation(result, on: "second", key: "transform.scale.x"))
    #expect(CodeShapesTests.member(grow, "from") == .number(0.1))
    #expect(CodeShapesTests.member(grow, "duration") == .number(0.5))
    #expect(LibraryIdiomsRound49Tests.text(result, "second", "position") == "[195, 66]")
    #expect(LibraryIdiomsRound49Tests.text(result, "second", "opacity") == "0.5")
  }

  /// `[Bool](repeating: false, count: 6)` (an array type called as a function): six `false`s, so a
  /// "shown once" guard reads them — the first display animates, a second one returns early.
  @Test func anArrayTypesRepeatingInitializer() throws {
    let result = try importUIKitIdiom(
      """
      class Box: UIView {
          var shown = [Bool](repeating: false, count: 6)
          let widths = [CGFloat](repeating: 0.5, count: 3)
          func reveal() {
              for _ in 0..<2 {
                  if shown[2] { return }
                  shown[2] = true
                  alpha = widths[1]
                  UIView.animate(withDuration: 1) { self.alpha = 1 }
              }
          }
      }
      """, entry: "reveal")
    let fade = try #require(idiomAnimation(result, on: "layer", key: "opacity"))
    #expect(CodeShapesTests.member(fade, "from") == .number(0.5))
    #expect(!result.notes.contains { $0.contains("not known here") })
  }
}
