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
}
