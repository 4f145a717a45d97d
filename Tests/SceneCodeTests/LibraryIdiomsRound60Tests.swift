import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of small Objective-C demo apps the importer follows (round 60 of unseen code): C's
/// `{…}` geometry initialisers, a layer paused inside a completion's block, a play state the
/// set-up chose, a view of a storyboard touched, empty blocks, file-local constants, selectors
/// as key paths, `updateConstraints`, xibs loaded in code, rounded corners by mask, drawings
/// below sublayers.
@Suite("Library idioms, round 60")
struct LibraryIdiomsRound60Tests {
  static func objectiveC(_ files: [(String, String)], entry: String? = nil) throws -> CodeImport.Result {
    try CodeImport.read(
      files.map {
        CodeImport.Source(file: $0.0, text: ($0.0.hasSuffix(".m") ? "#import <UIKit/UIKit.h>\n" : "") + $0.1)
      },
      name: "idiom", options: CodeImport.Options(entry: entry))
  }

  /// `CGPoint c = {50, 60}; CGRect r = {c.x - 10, c.y - 10, 20, 20};`: C fills a struct's fields
  /// in order, so r is (40, 50, 20, 20).
  @Test func cGeometryInitialisers() throws {
    let result = try importUIKitIdiom(
      """
      @interface V : UIView
      @end
      @implementation V
      - (void)start {
          CGPoint c = {50, 60};
          CGRect r = {c.x - 10, c.y - 10, 20, 20};
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"bounds"];
          a.toValue = [NSValue valueWithCGRect:r];
          [self.layer addAnimation:a forKey:@"b"];
      }
      @end
      """, file: "V.m", entry: "start")
    let bounds = try #require(idiomAnimation(result, on: "layer"))
    #expect(InterfaceFileTests.numbers(CodeShapesTests.member(bounds, "to")) == [40, 50, 20, 20])
  }

  /// The pause recipe inside a block of a completion 1 s in (`speed = 0`, `timeOffset =` the
  /// layer's time): a layer's timing is no key UIKit animates, so it is set then, as an event
  /// at 1 s — not on the layer from the start.
  @Test func aLayerPausedInsideALaterBlock() throws {
    let result = try importUIKitIdiom(
      """
      @interface Dial : UIView
      @property (nonatomic, strong) UIView *inner;
      @end
      @implementation Dial
      - (void)start {
          self.inner = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
          [self addSubview:self.inner];
          [UIView animateWithDuration:1 animations:^{ self.inner.alpha = 0.5; } completion:^(BOOL finished) {
              [UIView animateWithDuration:1.0 animations:^{
                  CFTimeInterval pauseTime = [self.inner.layer convertTime:CACurrentMediaTime() fromLayer:nil];
                  self.inner.layer.speed = 0.0;
                  self.inner.layer.timeOffset = pauseTime;
              }];
          }];
      }
      @end
      """, file: "Dial.m", entry: "start")
    let inner = try #require(LibraryIdiomsTests.layer(result, "inner"))
    #expect(CodeShapesTests.member(inner, "speed") == nil)
    let events = CodeShapesTests.text(CodeShapesTests.member(result.document, "events") ?? .null)
    #expect(events.contains("\"pause\": true"))
    #expect(events.contains("\"at\": 1"))
  }

  /// A dial whose `isPlay` setter starts or pauses it, set to NO by the screen: its
  /// `startRotation` (called only in the branch not taken) and `play` (which sets `isPlay`) are
  /// not run as starts of their own.
  @Test func aPlayStateTheSetUpChoseIsKept() throws {
    let result = try Self.objectiveC([
      (
        "Dial.m",
        """
        @interface Dial : UIView
        @property (nonatomic, assign) BOOL isPlay;
        @end
        @implementation Dial
        - (void)play { self.isPlay = YES; }
        - (void)setIsPlay:(BOOL)isPlay {
            _isPlay = isPlay;
            if (self.isPlay) { [self startRotation]; } else { [self pauseRotation]; }
        }
        - (void)startRotation {
            CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
            spin.toValue = @(M_PI * 2);
            [self.layer addAnimation:spin forKey:@"spin"];
        }
        - (void)pauseRotation {
            CABasicAnimation *dim = [CABasicAnimation animationWithKeyPath:@"opacity"];
            dim.toValue = @0.5;
            [self.layer addAnimation:dim forKey:@"dim"];
        }
        @end
        """
      ),
      (
        "Screen.m",
        """
        @interface Screen : UIViewController
        @property (nonatomic, strong) Dial *dial;
        @end
        @implementation Screen
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.dial = [[Dial alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
            [self.view addSubview:self.dial];
            self.dial.isPlay = NO;
        }
        @end
        """
      ),
    ])
    #expect(idiomAnimation(result, on: "dial", key: "dim") != nil)
    #expect(idiomAnimation(result, on: "dial", key: "spin") == nil)
  }

  /// `--entry touchesBegan:withEvent:` of a view class a storyboard scene holds runs on that
  /// view, after its screen loaded: the dial is the scene's, at its frame (20, 100, 80, 80).
  @Test func anEntryOfAStoryboardViewRunsOnTheScenesView() throws {
    let storyboard = InterfaceFileTests.storyboard(
      """
      <view contentMode="scaleToFill" id="d1" customClass="Dial">
          <rect key="frame" x="20" y="100" width="80" height="80"/>
      </view>
      """, outlets: #"<outlet property="dial" destination="d1" id="o1"/>"#)
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "Screen.swift",
          text: """
            import UIKit
            class Dial: UIView {
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    UIView.animate(withDuration: 0.5) { self.alpha = 0.2 }
                }
            }
            class Screen: UIViewController {
                @IBOutlet weak var dial: Dial!
            }
            """),
        CodeImport.Source(file: "Main.storyboard", text: storyboard),
      ], name: "idiom", options: CodeImport.Options(entry: "touchesBegan"))
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "dial", "position")) == [60, 140])
    #expect(idiomAnimation(result, on: "dial") != nil)
    #expect(result.notes.contains { $0.contains("Dial is the view Screen's screen makes") })
  }

  /// A block whose views are all nil animates nothing, so UIKit calls its completion at once
  /// (uikit.md §6), not after its 1 s: what the completion adds is there from the start.
  @Test func anEmptyBlockCompletesAtOnce() throws {
    let result = try importUIKitIdiom(
      """
      @interface V : UIView
      @property (nonatomic, strong) UIView *missing;
      @end
      @implementation V
      - (void)start {
          [UIView animateWithDuration:1 animations:^{ self.missing.alpha = 1; } completion:^(BOOL finished) {
              CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"opacity"];
              a.toValue = @0;
              [self.layer addAnimation:a forKey:@"fade"];
          }];
      }
      @end
      """, file: "V.m", entry: "start")
    #expect(idiomAnimation(result, on: "layer", key: "fade") != nil)
    #expect(CodeShapesTests.member(result.document, "events") == nil)
  }

  /// Two files each with their own `static const CGFloat kDuration` (C's file-local constants):
  /// each file's code reads its own — 0.5 in Bar.m, 5.5 in Chart.m.
  @Test func fileLocalConstants() throws {
    let result = try Self.objectiveC(
      [
        (
          "Bar.m",
          """
          static const CGFloat kDuration = .5f;
          @interface Bar : UIView
          @end
          @implementation Bar
          - (void)show {
              CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:NSStringFromSelector(@selector(opacity))];
              a.toValue = @0;
              a.duration = kDuration;
              [self.layer addAnimation:a forKey:@"bar"];
          }
          @end
          """
        ),
        (
          "Chart.m",
          """
          static const CGFloat kDuration = 5.5f;
          @interface Chart : UIView
          @end
          @implementation Chart
          - (void)start {
              Bar *bar = [[Bar alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
              [self addSubview:bar];
              [bar show];
              CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"opacity"];
              a.toValue = @0;
              a.duration = kDuration;
              [self.layer addAnimation:a forKey:@"chart"];
          }
          @end
          """
        ),
      ], entry: "Chart.start")
    let bar = try #require(idiomAnimation(result, on: "bar", key: "bar"))
    #expect(CodeShapesTests.member(bar, "duration") == .number(0.5))
    // (`NSStringFromSelector(@selector(opacity))` is the key path "opacity".)
    #expect(CodeShapesTests.member(bar, "keyPath") == .string("opacity"))
    let chart = try #require(idiomAnimation(result, on: "layer", key: "chart"))
    #expect(CodeShapesTests.member(chart, "duration") == .number(5.5))
  }

  /// A chart that adds its bar's constraints in `updateConstraints` (to itself, `[self
  /// addConstraints:]`): UIKit calls it before solving, so the bar is 50 wide, from 10 pt in,
  /// as tall as the chart (the screen, 844, less 100 above and below: 644).
  @Test func constraintsAddedInUpdateConstraints() throws {
    let result = try importUIKitIdiom(
      """
      @interface Chart : UIView
      @property (nonatomic) UIView *bar;
      @end
      @implementation Chart
      - (instancetype)init {
        if (self = [super init]) {
          self.translatesAutoresizingMaskIntoConstraints = NO;
          self.bar = [[UIView alloc] init];
          self.bar.translatesAutoresizingMaskIntoConstraints = NO;
          [self addSubview:self.bar];
        }
        return self;
      }
      - (void)updateConstraints {
        NSLayoutConstraint *w = [NSLayoutConstraint constraintWithItem:self.bar attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:50];
        NSLayoutConstraint *t = [NSLayoutConstraint constraintWithItem:self.bar attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeTop multiplier:1 constant:0];
        NSLayoutConstraint *b = [NSLayoutConstraint constraintWithItem:self.bar attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeBottom multiplier:1 constant:0];
        NSLayoutConstraint *l = [NSLayoutConstraint constraintWithItem:self.bar attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeLeading multiplier:1 constant:10];
        [self.bar addConstraints:@[w]];
        [self addConstraints:@[t, b, l]];
        [super updateConstraints];
      }
      - (void)show { [UIView animateWithDuration:1 animations:^{ self.bar.alpha = 0; }]; }
      @end
      @interface VC : UIViewController
      @property (nonatomic) Chart *chart;
      @end
      @implementation VC
      - (void)viewDidLoad {
        [super viewDidLoad];
        self.chart = [[Chart alloc] init];
        [self.view addSubview:self.chart];
        UIView *parent = self.view;
        [parent addConstraints:@[[NSLayoutConstraint constraintWithItem:self.chart attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:parent attribute:NSLayoutAttributeTop multiplier:1 constant:100],
         [NSLayoutConstraint constraintWithItem:self.chart attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationEqual toItem:parent attribute:NSLayoutAttributeBottom multiplier:1 constant:-100],
         [NSLayoutConstraint constraintWithItem:self.chart attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationEqual toItem:parent attribute:NSLayoutAttributeLeading multiplier:1 constant:0],
         [NSLayoutConstraint constraintWithItem:self.chart attribute:NSLayoutAttributeTrailing relatedBy:NSLayoutRelationEqual toItem:parent attribute:NSLayoutAttributeTrailing multiplier:1 constant:0]]];
      }
      - (void)viewDidAppear:(BOOL)animated {
        [super viewDidAppear:animated];
        [self.chart show];
      }
      @end
      """, file: "U.m")
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "bar", "bounds")) == [0, 0, 50, 644])
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "bar", "position")) == [35, 322])
  }

  /// `[[NSBundle mainBundle] loadNibNamed:@"Menu" owner:self options:nil]` with Menu.xib read:
  /// its top-level view (220 × 568, an orange background, a 47 × 38 button at (173, 6)) is made
  /// and returned; moved from a centre x of −110 to 110 by UIKit: additive from −220 to 0.
  @Test func aXibLoadedInCode() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Screen">
                  <connections>
                      <outlet property="close" destination="c1" id="o1"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="m1">
                  <rect key="frame" x="0.0" y="0.0" width="220" height="568"/>
                  <subviews>
                      <button opaque="NO" contentMode="scaleToFill" id="c1">
                          <rect key="frame" x="173" y="6" width="47" height="38"/>
                      </button>
                  </subviews>
                  <color key="backgroundColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="calibratedRGB"/>
              </view>
          </objects>
      </document>
      """
    let code = """
      #import <UIKit/UIKit.h>
      @interface Screen : UIViewController
      @property (weak, nonatomic) UIView *menu;
      @property (weak, nonatomic) UIButton *close;
      @end
      @implementation Screen
      - (void)show {
          self.menu = [[[NSBundle mainBundle] loadNibNamed:@"Menu" owner:self options:nil] objectAtIndex:0];
          self.menu.center = CGPointMake(-110, 284);
          [self.view addSubview:self.menu];
          [UIView animateWithDuration:0.2f animations:^{ self.menu.center = CGPointMake(110, 284); }];
          [UIView animateWithDuration:0.2f animations:^{ self.close.alpha = 0; }];
      }
      @end
      """
    let result = try CodeImport.read(
      [CodeImport.Source(file: "Screen.m", text: code), CodeImport.Source(file: "Menu.xib", text: xib)],
      name: "idiom", options: CodeImport.Options(entry: "show"))
    let root = try #require(LibraryIdiomsTests.root(result))
    let orange = CodeShapesTests.layers(root).first { layer in
      CodeShapesTests.text(CodeShapesTests.member(layer.value, "properties") ?? .null).contains("#FF8000")
    }
    let menu = try #require(orange)
    let properties = try #require(CodeShapesTests.member(menu.value, "properties"))
    #expect(InterfaceFileTests.numbers(CodeShapesTests.member(properties, "bounds")) == [0, 0, 220, 568])
    #expect(InterfaceFileTests.numbers(CodeShapesTests.member(properties, "position")) == [110, 284])
    let move = try #require(idiomAnimation(result, on: menu.key))
    #expect(InterfaceFileTests.numbers(CodeShapesTests.member(move, "from")) == [-220, 0])
    // The File's Owner's outlet is the xib's button: its fade is there.
    #expect(idiomAnimation(result, on: "close") != nil)
  }

  /// `bezierPathWithRoundedRect:byRoundingCorners:cornerRadii:` rounds only the corners named:
  /// a 20 × 10 rect with its top corners rounded by 5 runs square along the bottom,
  /// (20, 10) → (0, 10) → (0, 5).
  @Test func cornersRoundedByMask() throws {
    let result = try importUIKitIdiom(
      """
      class V: UIView {
          func start() {
              let shape = CAShapeLayer()
              layer.addSublayer(shape)
              let a = CABasicAnimation(keyPath: "path")
              a.toValue = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10),
                                       byRoundingCorners: [.topLeft, .topRight],
                                       cornerRadii: CGSize(width: 5, height: 5)).cgPath
              shape.add(a, forKey: "p")
          }
      }
      """, entry: "start")
    let morph = try #require(idiomAnimation(result, on: "shape"))
    guard case .string(let path)? = CodeShapesTests.member(morph, "to") else {
      Issue.record("no path")
      return
    }
    #expect(path.hasPrefix("M 5 0 L 15 0"))
    #expect(path.contains("L 20 10 L 0 10 L 0 5"))
  }

  /// What `draw(_:)` draws is the view's own contents, below its sublayers: the shape drawn in
  /// a slider's track comes before the thumb layer added in its initialiser.
  @Test func drawingsAreBelowSublayers() throws {
    let result = try importUIKitIdiom(
      """
      class Track: UIView {
          let thumb = CALayer()
          override init(frame: CGRect) {
              super.init(frame: frame)
              layer.addSublayer(thumb)
              let a = CABasicAnimation(keyPath: "opacity")
              a.toValue = 0
              thumb.add(a, forKey: "o")
          }
          required init?(coder: NSCoder) { fatalError() }
          override func draw(_ rect: CGRect) {
              UIColor.red.setFill()
              UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
          }
      }
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(Track(frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
          }
      }
      """)
    let track = try #require(LibraryIdiomsTests.layer(result, "sublayer1"))
    let order = CodeShapesTests.layers(track).map(\.key)
    let drawing = try #require(order.firstIndex(of: "drawing"))
    let thumb = try #require(order.firstIndex(of: "thumb"))
    #expect(drawing < thumb)
  }

  /// A storyboard laid out on Interface Builder's 600 × 600 canvas (size classes, any size) runs
  /// on a phone: the controller's view is the screen assumed, 390 × 844, not 600 × 600.
  @Test func theAnySizeCanvasIsNoScreen() throws {
    let storyboard = InterfaceFileTests.storyboard("", outlets: "").replacingOccurrences(
      of: #"width="375" height="667""#, with: #"width="600" height="600""#)
    let result = try InterfaceFileTests.read(
      """
      import UIKit
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let dot = CALayer()
              dot.position = view.center
              view.layer.addSublayer(dot)
              let a = CABasicAnimation(keyPath: "opacity")
              a.toValue = 0
              dot.add(a, forKey: "o")
          }
      }
      """, storyboard)
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "view", "bounds")) == [0, 0, 390, 844])
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "dot", "position")) == [195, 422])
  }
}
