import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 83 of unseen code): underlines that slide
/// under a segmented control.
@Suite("Library idioms, round 83")
struct LibraryIdiomsRound83Tests {
  static func text(_ result: CodeImport.Result, _ id: String, _ key: String) -> String? {
    LibraryIdiomsRound49Tests.text(result, id, key)?.filter { !$0.isWhitespace }
  }

  static func from(_ animation: JSONValue) -> String {
    CodeShapesTests.text(CodeShapesTests.member(animation, "from") ?? .null).filter { !$0.isWhitespace }
  }

  /// `UISegmentedControl(items:)` has a segment per item: a bar under a 390-point control of
  /// three segments is 390 / 3 = 130 wide, and for the third segment 2 × 130 = 260 along:
  /// from (0, 132) to (260, 132), its centre from 65 to 325 — UIKit's additive animation from
  /// (−260, 0).
  @Test func aBarUnderTheSelectedSegment() throws {
    let result = try importUIKitIdiom(
      """
      extension UIView {
          func moveBar(under control: UISegmentedControl) {
              let width = control.frame.width / CGFloat(control.numberOfSegments)
              let x = width * CGFloat(control.selectedSegmentIndex)
              UIView.animate(withDuration: 0.3) {
                  self.frame = CGRect(x: x, y: control.frame.maxY, width: width, height: self.frame.height)
              }
          }
      }
      class Screen: UIViewController {
          let segmented = UISegmentedControl(items: ["One", "Two", "Three"])
          let bar = UIView(frame: CGRect(x: 0, y: 132, width: 130, height: 4))
          override func viewDidLoad() {
              super.viewDidLoad()
              segmented.frame = CGRect(x: 0, y: 100, width: 390, height: 32)
              view.addSubview(segmented)
              view.addSubview(bar)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              segmented.selectedSegmentIndex = 2
              bar.moveBar(under: segmented)
          }
      }
      """)
    #expect(Self.text(result, "bar", "position") == "[325,134]")
    let move = try #require(idiomAnimation(result, on: "bar", key: "position"))
    #expect(Self.from(move) == "[-260,0]")
  }

  /// `viewWithTag(1)` bare in a `UISegmentedControl` extension finds the line the extension
  /// added with tag 1 (UIView.h: the receiver or a view inside it); two segments of a 358-point
  /// control put the second's line 179 along (centre 268.5), from 89.5.
  @Test func aLineFoundByItsTag() throws {
    let result = try importUIKitIdiom(
      """
      extension UISegmentedControl {
          func addLine() {
              let line = UIView()
              let w = bounds.width / CGFloat(numberOfSegments)
              line.frame = CGRect(x: CGFloat(selectedSegmentIndex) * w, y: bounds.height - 1, width: w, height: 1)
              line.tag = 1
              addSubview(line)
          }
          func slideLine() {
              guard let line = viewWithTag(1) else { return }
              UIView.animate(withDuration: 0.3) {
                  line.frame.origin.x = self.bounds.width / CGFloat(self.numberOfSegments) * CGFloat(self.selectedSegmentIndex)
              }
          }
      }
      class Screen: UIViewController {
          let filter = UISegmentedControl(items: ["Near", "Popular"])
          override func viewDidLoad() {
              super.viewDidLoad()
              filter.frame = CGRect(x: 16, y: 60, width: 358, height: 40)
              filter.selectedSegmentIndex = 0
              view.addSubview(filter)
              filter.addLine()
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              filter.selectedSegmentIndex = 1
              filter.slideLine()
          }
      }
      """)
    #expect(Self.text(result, "line", "position") == "[268.5,39.5]")
    let move = try #require(idiomAnimation(result, on: "line", key: "position"))
    #expect(Self.from(move) == "[-179,0]")
  }

  /// Objective-C: `initWithItems:` counts its items, `insertSegmentWithTitle:atIndex:animated:`
  /// adds one (4), `removeSegmentAtIndex:animated:` takes one away (3), and `[self.view
  /// viewWithTag:7]` finds the marker inside the view: 300 / 3 = 100 wide.
  @Test func objectiveCSegmentsAndTags() throws {
    let result = try importUIKitIdiom(
      """
      @interface Screen : UIViewController
      @property (nonatomic, strong) UISegmentedControl *control;
      @end
      @implementation Screen
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.control = [[UISegmentedControl alloc] initWithItems:@[@"A", @"B"]];
          [self.control insertSegmentWithTitle:@"C" atIndex:2 animated:NO];
          [self.control insertSegmentWithTitle:@"D" atIndex:3 animated:NO];
          [self.control removeSegmentAtIndex:0 animated:NO];
          UIView *marker = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 2)];
          marker.tag = 7;
          [self.view addSubview:marker];
      }
      - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
          UIView *found = [self.view viewWithTag:7];
          CGFloat width = 300.0 / self.control.numberOfSegments;
          [UIView animateWithDuration:0.3 animations:^{ found.frame = CGRectMake(0, 0, width, 2); }];
      }
      @end
      """, file: "idiom.m")
    #expect(Self.text(result, "marker", "bounds") == "[0,0,100,2]")
  }

  /// A stack view's `arrangedSubviews` are its arranged views in order: the line takes the
  /// first's width (two equal halves of 200: 100).
  @Test func arrangedSubviewsInOrder() throws {
    let result = try importUIKitIdiom(
      """
      class Tabs: UIView {
          let first = UIView()
          let second = UIView()
          let stack = UIStackView()
          let line = UIView()
          func build() {
              stack.addArrangedSubview(first)
              stack.addArrangedSubview(second)
              stack.distribution = .fillEqually
              stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
              addSubview(stack)
              stack.layoutIfNeeded()
              let w = stack.arrangedSubviews.first!.frame.width
              line.frame = CGRect(x: 0, y: 38, width: 10, height: 2)
              addSubview(line)
              UIView.animate(withDuration: 0.3) { self.line.frame.size.width = w }
          }
      }
      """, entry: "build")
    #expect(Self.text(result, "line", "bounds") == "[0,0,100,2]")
  }
}
