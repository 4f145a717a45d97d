import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 72 of unseen code): typing indicators — dots
/// in a stack view a `layoutSubviews` places by its frame, rects inset by edge insets, a
/// playground controller's `loadView`, UIKit's translucent label colours.
@Suite("Library idioms, round 72")
struct LibraryIdiomsRound72Tests {
  static let dots = """
    class Dots: UIView {
        let stack = UIStackView()
        let dots = [UIView(), UIView(), UIView()]
        override init(frame: CGRect) {
            super.init(frame: frame)
            dots.forEach {
                $0.heightAnchor.constraint(equalTo: $0.widthAnchor).isActive = true
                stack.addArrangedSubview($0)
            }
            stack.axis = .horizontal
            stack.alignment = .center
            stack.distribution = .fillEqually
            addSubview(stack)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            stack.frame = bounds
            stack.spacing = 5
        }
        func start() {
            for (k, dot) in dots.enumerated() {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.5
                fade.beginTime = CACurrentMediaTime() + Double(k) * 0.3
                dot.layer.add(fade, forKey: "fade")
            }
        }
    }
    class Bubble: UIView {
        let dots = Dots()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(dots)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            dots.frame = bounds.inset(by: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3))
        }
    }
    class Chat: UIViewController {
        let bubble = Bubble(frame: CGRect(x: 0, y: 100, width: 46, height: 20))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(bubble)
            bubble.dots.start()
        }
    }
    """

  /// A stack view placed by its frame in a `layoutSubviews` (not by constraints) keeps that
  /// frame, however small it was when constraints were first solved; only its arranged views are
  /// solved. The bubble's 46 × 20 bounds inset by 3 left and right (`inset(by:)`: each edge in by
  /// its inset) give the dots' view 40 × 20 at x 3; three dots sharing 40 − 2 × 5 = 30 pt equally
  /// are 10 × 10 (height equal to width), centred across the 20 pt stack: centres x 5, 20, 35, y 10.
  @Test func aStackPlacedByItsFrameArrangesItsDots() throws {
    let result = try importUIKitIdiom(Self.dots)
    #expect(LibraryIdiomsRound49Tests.text(result, "dots", "position") == "[23, 10]")
    #expect(LibraryIdiomsRound49Tests.text(result, "dots", "bounds") == "[0, 0, 40, 20]")
    #expect(LibraryIdiomsRound49Tests.text(result, "stack", "bounds") == "[0, 0, 40, 20]")
    let placed = ["sublayer1", "sublayer2", "sublayer3"].map {
      LibraryIdiomsRound49Tests.text(result, $0, "position")
    }
    #expect(placed == ["[5, 10]", "[20, 10]", "[35, 10]"])
    #expect(LibraryIdiomsRound49Tests.text(result, "sublayer2", "bounds") == "[0, 0, 10, 10]")
    #expect(!result.notes.contains { $0.contains("do not place") })
  }

  /// `UIEdgeInsetsInsetRect(rect, insets)` in Objective-C: 100 × 60 bounds inset 10 top and
  /// bottom, 20 left and right is (20, 10, 60, 40), centred at (50, 30).
  @Test func anObjectiveCRectInsetByEdgeInsets() throws {
    let result = try importUIKitIdiom(
      """
      @interface Card : UIView
      @property (nonatomic, strong) UIView *inner;
      @end
      @implementation Card
      - (instancetype)initWithFrame:(CGRect)frame {
          self = [super initWithFrame:frame];
          _inner = [[UIView alloc] init];
          [self addSubview:_inner];
          return self;
      }
      - (void)layoutSubviews {
          [super layoutSubviews];
          self.inner.frame = UIEdgeInsetsInsetRect(self.bounds, UIEdgeInsetsMake(10, 20, 10, 20));
      }
      - (void)pulse {
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"opacity"];
          a.fromValue = @0;
          [self.inner.layer addAnimation:a forKey:@"pulse"];
      }
      @end
      @implementation Host : UIViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          Card *card = [[Card alloc] initWithFrame:CGRectMake(0, 0, 100, 60)];
          [self.view addSubview:card];
          [card pulse];
      }
      @end
      """, file: "Card.m")
    #expect(LibraryIdiomsRound49Tests.text(result, "inner", "position") == "[50, 30]")
    #expect(LibraryIdiomsRound49Tests.text(result, "inner", "bounds") == "[0, 0, 60, 40]")
  }

  /// A playground controller whose `loadView` makes its view with `UIView()` and sets it: UIKit
  /// sizes a shown controller's view to the window (the assumed 390 × 844 iPhone), so a 50 × 36
  /// subview centred on it by constraints sits at (195, 422). Its dots' `.secondaryLabel` is
  /// UIKit's light-mode (60, 60, 67) at 60 % alpha: #3C3C4399.
  @Test func aLoadViewViewFillsTheScreen() throws {
    let result = try importUIKitIdiom(
      """
      import PlaygroundSupport
      final class Typing: UIView {
          override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 36) }
          func start() {
              let dot = CALayer()
              dot.backgroundColor = UIColor.secondaryLabel.cgColor
              layer.addSublayer(dot)
              let up = CABasicAnimation(keyPath: "position.y")
              up.fromValue = 20
              up.toValue = 8
              dot.add(up, forKey: nil)
          }
      }
      class Page: UIViewController {
          override func loadView() {
              let view = UIView()
              let typing = Typing()
              typing.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(typing)
              NSLayoutConstraint.activate([
                  typing.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                  typing.centerYAnchor.constraint(equalTo: view.centerYAnchor),
              ])
              self.view = view
              typing.start()
          }
      }
      PlaygroundPage.current.liveView = Page()
      """)
    #expect(LibraryIdiomsRound49Tests.text(result, "view", "bounds") == "[0, 0, 390, 844]")
    #expect(LibraryIdiomsRound49Tests.text(result, "typing", "position") == "[195, 422]")
    #expect(LibraryIdiomsRound49Tests.text(result, "dot", "backgroundColor") == "\"#3C3C4399\"")
  }

  /// A tap's action run as the entry receives the recognizer the code made for it — here of a
  /// subclass that carries the button (`tap.myButton = button`) — added to the button: the touch
  /// is the middle of the button (50, 50), so the ripple's 3 × 3 frame is at (45, 45), centred
  /// at (46.5, 46.5), and grows by (100 / 3) × 2 × 1.42 = 94.666… over 0.9 s.
  @Test func aTapsActionGetsTheRecognizerTheCodeMade() throws {
    let result = try importUIKitIdiom(
      """
      class Screen: UIViewController {
          class ButtonTap: UITapGestureRecognizer {
              var myButton: UIButton!
          }
          let button = UIButton(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(button)
              let tap = ButtonTap(target: self, action: #selector(tapped(_:)))
              tap.myButton = button
              button.addGestureRecognizer(tap)
          }
          @objc func tapped(_ recognizer: ButtonTap) {
              let hit = recognizer.location(in: recognizer.myButton)
              let ripple = CALayer()
              ripple.frame = CGRect(x: hit.x - 5, y: hit.y - 5, width: 3, height: 3)
              recognizer.myButton!.layer.addSublayer(ripple)
              let rate = (ripple.superlayer!.frame.width / ripple.frame.width) * 2 * 1.42
              let grow = CABasicAnimation(keyPath: "transform.scale")
              grow.toValue = rate
              grow.duration = 0.9
              ripple.add(grow, forKey: "grow")
          }
      }
      """, entry: "tapped")
    #expect(LibraryIdiomsRound49Tests.text(result, "ripple", "position") == "[46.5, 46.5]")
    let grow = try #require(idiomAnimation(result, on: "ripple", key: "grow"))
    guard case .number(let to, _)? = CodeShapesTests.member(grow, "to") else {
      Issue.record("no to value")
      return
    }
    let expected: Double = 100.0 / 3.0 * 2.0 * 1.42
    #expect(abs(to - expected) < 1e-9)
    #expect(
      result.notes.contains { $0.contains("recognizer is the ButtonTap made at line") && $0.contains("on button") })
    #expect(!result.notes.contains { $0.contains("assumed recognizer") })
  }

  /// Objective-C: `[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tapped:)]`
  /// added to a 60 × 40 card; the action's `sender.view` is the card, so the dot goes to its
  /// middle, (30, 20).
  @Test func anObjectiveCTapsSenderViewIsItsView() throws {
    let result = try importUIKitIdiom(
      """
      @interface Screen : UIViewController
      @property (nonatomic, strong) UIView *card;
      @end
      @implementation Screen
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.card = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 60, 40)];
          [self.view addSubview:self.card];
          UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tapped:)];
          [self.card addGestureRecognizer:tap];
      }
      - (void)tapped:(UITapGestureRecognizer *)sender {
          CALayer *dot = [CALayer layer];
          dot.position = [sender locationInView:sender.view];
          [sender.view.layer addSublayer:dot];
          CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
          fade.fromValue = @1;
          fade.toValue = @0;
          [dot addAnimation:fade forKey:@"fade"];
      }
      @end
      """, file: "Screen.m", entry: "tapped:")
    #expect(LibraryIdiomsRound49Tests.text(result, "dot", "position") == "[30, 20]")
    #expect(result.notes.contains { $0.contains("the UITapGestureRecognizer made at line") })
  }

  /// An app whose `Main.storyboard` starts on a navigation controller whose root is `First`
  /// shows `First`; `Second`, another scene (reached by a segue), does not run at set-up, and
  /// the notes say how to see it.
  @Test func aStoryboardAppShowsItsFirstScreen() throws {
    let code = """
      import UIKit
      class First: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 1) { self.view.alpha = 0.5 }
          }
      }
      class Second: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              UIView.animate(withDuration: 2) { self.view.alpha = 0 }
          }
      }
      """
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n"><scenes>
      <scene sceneID="a"><objects><navigationController id="n" sceneMemberID="viewController">
      <connections><segue destination="f" kind="relationship" relationship="rootViewController" id="r"/></connections>
      </navigationController></objects></scene>
      <scene sceneID="b"><objects><viewController id="f" customClass="First" sceneMemberID="viewController">
      <view key="view" id="fv"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
      <connections><segue destination="s" kind="show" id="g"/></connections></viewController></objects></scene>
      <scene sceneID="c"><objects><viewController id="s" customClass="Second" sceneMemberID="viewController">
      <view key="view" id="sv"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
      </viewController></objects></scene>
      </scenes></document>
      """
    let result = try CodeImport.read(
      [
        CodeImport.Source(file: "App.swift", text: code),
        CodeImport.Source(file: "Base.lproj/Main.storyboard", text: storyboard),
      ],
      name: "idiom", options: CodeImport.Options())
    let text = result.document.serialized().filter { !$0.isWhitespace }
    #expect(text.components(separatedBy: "\"keyPath\":\"opacity\"").count - 1 == 1)
    #expect(text.contains("\"duration\":1"))
    #expect(!text.contains("\"duration\":2"))
    #expect(result.notes.contains { $0.contains("Second did not run: the storyboard starts on First") })
  }

  /// `opacity.toValue = nil` is Core Animation's "not set": the fade runs from 1 to the layer's
  /// own opacity, and nothing is said to be ignored.
  @Test func aToValueSetToNilIsNotSet() throws {
    let result = try importUIKitIdiom(
      """
      class Ring: UIView {
          func pulse() {
              let shape = CAShapeLayer()
              shape.opacity = 0
              layer.addSublayer(shape)
              let fade = CABasicAnimation(keyPath: "opacity")
              fade.fromValue = 1
              fade.toValue = 0.5
              fade.toValue = nil
              shape.add(fade, forKey: "fade")
          }
      }
      """, entry: "pulse")
    let fade = try #require(idiomAnimation(result, on: "shape", key: "fade"))
    #expect(CodeShapesTests.member(fade, "from") == .number(1))
    #expect(CodeShapesTests.member(fade, "to") == nil)
    #expect(!result.notes.contains { $0.contains("toValue") })
  }

  /// A delegate hears a finite repeat stop at its real end: 10,000 × 3 s is 30,000 s, past the
  /// scene's span (said, not run) — not at 300 s, where the scene's span caps repeats, removing
  /// the animation 29,700 s early.
  @Test func aLongFiniteRepeatStopsAtItsRealEnd() throws {
    let result = try importUIKitIdiom(
      """
      class Radar: CALayer, CAAnimationDelegate {
          let dot = CALayer()
          func startAnimation() {
              addSublayer(dot)
              let grow = CABasicAnimation(keyPath: "transform.scale")
              grow.fromValue = 0
              grow.duration = 3
              grow.repeatCount = 10000
              grow.delegate = self
              dot.add(grow, forKey: "grow")
          }
          func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
              dot.removeAllAnimations()
          }
      }
      """, entry: "startAnimation")
    #expect(result.notes.contains { $0.contains("would run its code at 30000 s: past the scene's span") })
    #expect(!result.document.serialized().contains("removeAll"))
  }

  /// An animation with `autoreverses = false` set (as libraries write it, explicitly) plays once:
  /// the transaction's completion runs when the 0.4 s fade ends, at 0.4 s — not 0.8 s, as if it
  /// played back too.
  @Test func autoreversesFalseIsOneCycle() throws {
    let result = try importUIKitIdiom(
      """
      class Player: UIView {
          func ripple() {
              let spot = CALayer()
              layer.addSublayer(spot)
              let fade = CABasicAnimation(keyPath: "opacity")
              fade.autoreverses = false
              fade.fromValue = 1
              fade.toValue = 0
              fade.duration = 0.4
              CATransaction.begin()
              CATransaction.setCompletionBlock { spot.removeFromSuperlayer() }
              spot.add(fade, forKey: nil)
              CATransaction.commit()
          }
      }
      """, entry: "ripple")
    #expect(result.notes.contains { $0.contains("setCompletionBlock runs its code at 0.4 s") })
    let text = result.document.serialized().filter { !$0.isWhitespace }
    #expect(text.contains("\"at\":0.4"))
  }

  /// A storyboard prototype cell laid out on Interface Builder's 600 pt canvas: its content view
  /// fills the cell UIKit makes, 390 × 60 on the assumed screen, not the file's 600 pt width.
  @Test func aPrototypeCellsContentViewFillsTheCell() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s1"><objects>
      <tableViewController id="tvc" customClass="List" sceneMemberID="viewController">
      <tableView key="view" rowHeight="60" id="table"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
      <prototypes><tableViewCell reuseIdentifier="row" id="proto">
      <rect key="frame" x="0.0" y="28" width="600" height="60"/>
      <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0.0" y="0.0" width="600" height="59.5"/>
      </tableViewCellContentView></tableViewCell></prototypes>
      <connections><outlet property="dataSource" destination="tvc" id="o2"/></connections>
      </tableView></tableViewController></objects></scene></scenes></document>
      """
    let result = try InterfaceFileTests.read(
      """
      import UIKit
      class List: UITableViewController {
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
              UIView.animate(withDuration: 0.4) { cell.contentView.alpha = 0.5 }
              return cell
          }
      }
      """, storyboard)
    #expect(LibraryIdiomsRound49Tests.text(result, "tableViewCell", "bounds") == "[0, 0, 390, 60]")
    #expect(LibraryIdiomsRound49Tests.text(result, "tableViewCellContentView", "bounds") == "[0, 0, 390, 60]")
    #expect(LibraryIdiomsRound49Tests.text(result, "tableViewCellContentView", "position") == "[195, 30]")
  }
}
