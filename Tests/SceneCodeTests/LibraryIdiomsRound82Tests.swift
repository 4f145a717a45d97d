import Foundation
import MediaTiming
import Scenes
import Testing

@testable import SceneCode

/// Idioms of app code the importer follows (round 82 of unseen code): progress bars — constraints
/// in Apple's Visual Format Language, implicit animations in `viewDidAppear`, `UIProgressView`,
/// a colour from a theme type not given.
@Suite("Library idioms, round 82")
struct LibraryIdiomsRound82Tests {
  static func text(_ result: CodeImport.Result, _ id: String, _ key: String) -> String? {
    LibraryIdiomsRound49Tests.text(result, id, key)?.filter { !$0.isWhitespace }
  }

  static func from(_ animation: JSONValue) -> String {
    CodeShapesTests.text(CodeShapesTests.member(animation, "from") ?? .null).filter { !$0.isWhitespace }
  }

  /// A bar laid out by visual format: `H:|[base]|` and `V:|[base]|` make the base fill the
  /// 300 × 6 bar (centre (150, 3)); `V:|[fill]|`, `H:|[fill]` and a width constraint of 0 place
  /// the fill at the base's leading edge, 6 tall. The width set to 300 × 0.6 = 180 in a spring
  /// block moves its centre from (0, 3) to (90, 3): UIKit's additive animations from
  /// old − new = (−90, 0) and size (−180, 0).
  @Test func aBarLaidOutByVisualFormat() throws {
    let result = try importUIKitIdiom(
      """
      class Bar: UIView {
          var widthConstraint: NSLayoutConstraint!
          var base: UIView!
          var fill: UIView!
          override init(frame: CGRect) {
              super.init(frame: frame)
              base = UIView(frame: .zero)
              base.translatesAutoresizingMaskIntoConstraints = false
              addSubview(base)
              addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[base]|", options: [], metrics: nil, views: ["base": base]))
              addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[base]|", options: [], metrics: nil, views: ["base": base]))
              fill = UIView(frame: .zero)
              fill.translatesAutoresizingMaskIntoConstraints = false
              base.addSubview(fill)
              base.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[fill]|", options: .alignAllCenterX, metrics: nil, views: ["fill": fill]))
              base.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[fill]", options: .directionLeadingToTrailing, metrics: nil, views: ["fill": fill]))
              widthConstraint = NSLayoutConstraint(item: fill, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
              base.addConstraint(widthConstraint)
              layoutIfNeeded()
          }
          func animateProgress() {
              UIView.animate(withDuration: 0.25, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 4, options: [], animations: {
                  self.widthConstraint.constant = self.frame.width * 0.6
                  self.layoutIfNeeded()
              })
          }
      }
      class Screen: UIViewController {
          let bar = Bar(frame: CGRect(x: 20, y: 120, width: 300, height: 6))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(bar)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              bar.animateProgress()
          }
      }
      """)
    #expect(Self.text(result, "base", "position") == "[150,3]")
    #expect(Self.text(result, "base", "bounds") == "[0,0,300,6]")
    #expect(Self.text(result, "fill", "position") == "[90,3]")
    #expect(Self.text(result, "fill", "bounds") == "[0,0,180,6]")
    let move = try #require(idiomAnimation(result, on: "fill", key: "position"))
    #expect(Self.from(move) == "[-90,0]")
    let grow = try #require(idiomAnimation(result, on: "fill", key: "bounds.size"))
    #expect(Self.from(grow) == "[-180,0]")
  }

  /// Objective-C's form with `NSDictionaryOfVariableBindings` and a metric: `H:|-[label]-|` is
  /// the standard 20 points from each edge of the 390-point screen: 350 wide, centred at 195;
  /// `V:|-top-[label(30)]` puts it `top` = 100 down, 30 tall: centre y 115.
  @Test func objectiveCVisualFormatWithMetrics() throws {
    let result = try importUIKitIdiom(
      """
      @interface Screen : UIViewController
      @property (nonatomic, strong) UIView *label;
      @end
      @implementation Screen
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *label = [[UIView alloc] init];
          label.translatesAutoresizingMaskIntoConstraints = NO;
          self.label = label;
          [self.view addSubview:label];
          NSDictionary *metrics = @{@"top": @100};
          [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[label]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(label)]];
          [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-top-[label(30)]" options:0 metrics:metrics views:NSDictionaryOfVariableBindings(label)]];
      }
      - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
          [UIView animateWithDuration:0.5 animations:^{ self.label.alpha = 0; }];
      }
      @end
      """, file: "idiom.m")
    #expect(Self.text(result, "label", "bounds") == "[0,0,350,30]")
    #expect(Self.text(result, "label", "position") == "[195,115]")
  }

  static func edge(_ view: String?, _ attribute: String) -> VisualFormat.Edge {
    VisualFormat.Edge(view: view, attribute: attribute)
  }

  static func made(
    _ first: VisualFormat.Edge, _ relation: ConstraintSolver.Relation, _ second: VisualFormat.Edge?,
    _ constant: Double, _ priority: Double = 1000
  ) -> VisualFormat.Constraint {
    VisualFormat.Constraint(first: first, relation: relation, second: second, constant: constant, priority: priority)
  }

  /// The format read as Apple's rules give it, each constraint's first item the later element:
  /// `|-8-[a(40)]`: a.leading = superview.leading + 8, a.width = 40; `-[b(>=100@750)]`: b.leading
  /// = a.trailing + 8 (standard), b.width ≥ 100 at priority 750; `-|`: superview.trailing =
  /// b.trailing + 20 (standard to the edge).
  @Test func theFormatReadAsAppleGivesIt() throws {
    let e = Self.edge
    let line = try VisualFormat.constraints("H:|-8-[a(40)]-[b(>=100@750)]-|", metrics: [:])
    #expect(
      line == [
        Self.made(e("a", "width"), .equal, nil, 40),
        Self.made(e("b", "width"), .greaterOrEqual, nil, 100, 750),
        Self.made(e("a", "leading"), .equal, e(nil, "leading"), 8),
        Self.made(e("b", "leading"), .equal, e("a", "trailing"), 8),
        Self.made(e(nil, "trailing"), .equal, e("b", "trailing"), 20),
      ])
    // Vertical, touching views, a view predicate naming another view, a metric, alignment.
    let column = try VisualFormat.constraints(
      "V:[top(==bottom)][bottom]-(>=gap)-|", metrics: ["gap": 12], aligned: ["centerX"])
    #expect(
      column == [
        Self.made(e("top", "height"), .equal, e("bottom", "height"), 0),
        Self.made(e("bottom", "top"), .equal, e("top", "bottom"), 0),
        Self.made(e(nil, "bottom"), .greaterOrEqual, e("bottom", "bottom"), 12),
        Self.made(e("bottom", "centerX"), .equal, e("top", "centerX"), 0),
      ])
  }

  /// Lines UIKit rejects (it raises) say why and make nothing; good ones read.
  @Test(
    arguments: [
      ("H:|[a", "not closed"), ("H:|-pad-[a]", "metric pad"), ("H:[a]|[b]", "can only end"),
      ("V:[a]-(foo)-[b]", "metric foo"), ("H:|-", "expected `[view]`"), ("H:[a]-[b]", nil), ("H:[a]", nil),
      ("V:|[a]|", nil), ("H:|", "no view"),
    ] as [(String, String?)])
  func linesUIKitRejects(line: String, reason: String?) {
    do {
      _ = try VisualFormat.constraints(line, metrics: [:])
      #expect(reason == nil, "read \(line)")
    } catch {
      #expect(reason.map { error.reason.contains($0) } == true, "\(line): \(error.reason)")
    }
  }

  /// `alignAll` flags read from the options as written; one along the line is rejected.
  @Test func alignmentOptionsAsWritten() {
    #expect(VisualFormat.alignments(inOptions: "[.alignAllTop, .alignAllBottom]") == ["top", "bottom"])
    #expect(
      VisualFormat.alignments(inOptions: "NSLayoutFormatAlignAllCenterY | NSLayoutFormatAlignAllLeading")
        == ["centerY", "leading"])
    #expect(VisualFormat.alignments(inOptions: ".directionLeadingToTrailing").isEmpty)
    #expect(throws: VisualFormat.Failure.self) {
      try VisualFormat.constraints("H:[a][b]", metrics: [:], aligned: ["leading"])
    }
  }

  /// `viewDidAppear` runs after the screen's first frame was committed: a standalone layer made
  /// in `viewDidLoad` and changed there animates implicitly, as Core Animation's default action
  /// does — here in a transaction of 1 s (`kCATransactionAnimationDuration`), from the frame on
  /// screen (0, 0, 0, 4) to (0, 0, 160, 4): `bounds` from [0, 0, 0, 4] and `position` from
  /// [0, 2], the default curve.
  @Test func aLayerChangedInViewDidAppearAnimatesImplicitly() throws {
    let result = try importUIKitIdiom(
      """
      @interface Player : UIViewController {
          CALayer *progressLayer;
      }
      @end
      @implementation Player
      - (void)viewDidLoad {
          [super viewDidLoad];
          progressLayer = [[CALayer alloc] init];
          progressLayer.frame = CGRectMake(0, 0, 0, 4);
          [self.view.layer addSublayer:progressLayer];
      }
      - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
          [CATransaction begin];
          [CATransaction setValue:@(1.0) forKey:kCATransactionAnimationDuration];
          progressLayer.frame = CGRectMake(0, 0, 160, 4);
          [CATransaction commit];
      }
      @end
      """, file: "idiom.m")
    let bounds = try #require(idiomAnimation(result, on: "progressLayer", key: "bounds"))
    #expect(Self.from(bounds) == "[0,0,0,4]")
    #expect(CodeShapesTests.member(bounds, "duration") == .number(1))
    #expect(CodeShapesTests.member(bounds, "timingFunction") == .string("default"))
    let position = try #require(idiomAnimation(result, on: "progressLayer", key: "position"))
    #expect(Self.from(position) == "[0,2]")
  }

  /// The same change in `viewDidLoad`, the transaction that made the layer: nothing animates
  /// (the layer is new in it).
  @Test func theSameChangeInViewDidLoadDoesNotAnimate() throws {
    let result = try? importUIKitIdiom(
      """
      class Player: UIViewController {
          let progressLayer = CALayer()
          override func viewDidLoad() {
              super.viewDidLoad()
              progressLayer.frame = CGRect(x: 0, y: 0, width: 0, height: 4)
              view.layer.addSublayer(progressLayer)
              progressLayer.frame = CGRect(x: 0, y: 0, width: 160, height: 4)
          }
      }
      """)
    #expect(result.flatMap { idiomAnimation($0, on: "progressLayer") } == nil)
  }

  /// A colour from a type the files do not give (`Theme().borderColor`) is not known: drawn
  /// orange and said, not read as a layer's default black.
  @Test func aThemeColourIsNotKnown() throws {
    let result = try importUIKitIdiom(
      """
      class Card: UIView {
          let base = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          func show() {
              base.backgroundColor = Theme().borderColor
              addSubview(base)
              UIView.animate(withDuration: 1) { self.base.alpha = 0 }
          }
      }
      """, entry: "show")
    #expect(LibraryIdiomsTests.property(result, "base", "backgroundColor") == .string("#FF9500"))
    #expect(result.notes.contains { $0.contains("Theme().borderColor: the colour is not known here") })
  }

  /// A `UIProgressView` subclass that animates at its own pace: `self.progress = 0.7` (kept as
  /// UIKit's `Float`, 0.699999988…) marks it for layout, and `layoutIfNeeded()` in a 2 s block
  /// delayed 0.4 s moves the bar: 335 × 0.7f = 234.499996 wide, its centre from 0 to half that —
  /// additive animations from (−234.499996, 0) and (−117.249998, 0), beginning at 0.4 s. The
  /// bar takes the progress tint (system green, #34C759), the track UIKit's gray (#E5E5EA).
  @Test func aProgressViewSubclassAnimatesByLayout() throws {
    let result = try importUIKitIdiom(
      """
      class Streak: UIProgressView {
          override func setProgress(_ progress: Float, animated: Bool) {
              self.progress = progress
              UIView.animate(withDuration: 2, delay: 0.4, options: .curveEaseInOut, animations: {
                  self.layoutIfNeeded()
              }, completion: nil)
          }
      }
      class Screen: UIViewController {
          let streak = Streak(progressViewStyle: .default)
          override func viewDidLoad() {
              super.viewDidLoad()
              streak.frame = CGRect(x: 20, y: 200, width: 335, height: 4)
              streak.progressTintColor = .systemGreen
              view.addSubview(streak)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              streak.setProgress(0.7, animated: true)
          }
      }
      """)
    let width = 335 * Double(Float(0.7))
    #expect(
      LibraryIdiomsTests.property(result, "bar", "bounds")
        == .array([.number(0), .number(0), .number(width), .number(4)]))
    #expect(LibraryIdiomsTests.property(result, "bar", "backgroundColor") == .string("#34C759"))
    #expect(LibraryIdiomsTests.property(result, "track", "backgroundColor") == .string("#E5E5EA"))
    #expect(Self.text(result, "track", "bounds") == "[0,0,335,4]")
    let grow = try #require(idiomAnimation(result, on: "bar", key: "bounds.size"))
    #expect(CodeShapesTests.member(grow, "from") == .array([.number(-width), .number(0)]))
    #expect(CodeShapesTests.member(grow, "beginTime") == .number(0.4))
    #expect(CodeShapesTests.member(grow, "duration") == .number(2))
    let move = try #require(idiomAnimation(result, on: "bar", key: "position"))
    #expect(CodeShapesTests.member(move, "from") == .array([.number(-width / 2), .number(0)]))
  }

  /// `setProgress(2, animated: true)`: pinned to 1 (UIProgressView.h), the bar from 50 of 200
  /// points to all of it in UIKit's own animation, taken as 0.25 s easeInEaseOut and said.
  @Test func setProgressAnimatedIsPinnedAndSaid() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          let bar = UIProgressView(frame: CGRect(x: 20, y: 100, width: 200, height: 4))
          override func viewDidLoad() {
              super.viewDidLoad()
              bar.progress = 0.25
              view.addSubview(bar)
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              bar.setProgress(2, animated: true)
          }
      }
      """)
    #expect(Self.text(result, "bar2", "bounds") == "[0,0,200,4]")
    let grow = try #require(idiomAnimation(result, on: "bar2", key: "bounds.size"))
    #expect(Self.from(grow) == "[-150,0]")
    #expect(CodeShapesTests.member(grow, "duration") == .number(0.25))
    #expect(CodeShapesTests.member(grow, "timingFunction") == .string("easeInEaseOut"))
    #expect(result.notes.contains { $0.contains("its timing is not documented") })
  }
}
