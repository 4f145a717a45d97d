import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 69 of unseen code): a gesture's action run
/// for the state `--arg` names, and a block that sets a value to what it already is.
@Suite("Library idioms, round 69")
struct LibraryIdiomsRound69Tests {
  static let press = """
    class Tile: UIView {
        var lift: UIViewPropertyAnimator?
        @objc func press(_ gesture: UILongPressGestureRecognizer) {
            switch gesture.state {
            case .began:
                lift = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) {
                    self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
                }
                lift?.startAnimation()
            case .ended, .cancelled:
                lift = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) {
                    self.alpha = 0.5
                }
                lift?.startAnimation()
            default:
                break
            }
        }
    }
    """

  /// `--arg gesture=.ended`: the action runs its `.ended` case — a fade to 0.5 over 1 s with a
  /// critically damped spring — not the `.began` case's lift, nor the switch's default.
  @Test func aGesturesStateFromTheArguments() throws {
    let result = try CodeImport.read(
      [CodeImport.Source(file: "Tile.swift", text: "import UIKit\n" + Self.press)], name: "idiom",
      options: CodeImport.Options(entry: "press", arguments: ["gesture": ".ended"]))
    let fade = try #require(idiomAnimation(result, on: "layer", key: "opacity"))
    #expect(CodeShapesTests.member(fade, "duration") == .number(1))
    #expect(idiomAnimation(result, on: "layer", key: "transform.scale.x") == nil)
    #expect(result.notes.contains { $0.contains("UILongPressGestureRecognizer in state .ended") })
  }

  /// Without the argument the press begins: the lift, 1 → 1.1 in 0.5 s.
  @Test func withoutItTheGestureBegins() throws {
    let result = try importUIKitIdiom(Self.press, entry: "press")
    let lift = try #require(idiomAnimation(result, on: "layer", key: "transform.scale.x"))
    #expect(CodeShapesTests.member(lift, "from") == .number(1))
    #expect(idiomAnimation(result, on: "layer", key: "opacity") == nil)
  }

  /// An animator whose block sets a view's transform to the identity it already has makes no
  /// animation; the error says so in those words — not that the change was made outside a
  /// block, which it was not.
  @Test func aBlockThatChangesNothingIsSaid() throws {
    let code = """
      class Box: UIView {
          func settle() {
              let a = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { self.transform = .identity }
              a.startAnimation()
          }
      }
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(Box(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
          }
      }
      """
    do {
      _ = try importUIKitIdiom(code, entry: "settle")
      Issue.record("a scene was made")
    } catch let failure as CodeImport.Failure {
      #expect(failure.message.contains("sets the view's transform (line 4) to the value it already has"))
      #expect(!failure.message.contains("outside a UIKit block"))
    }
  }

  /// Objective-C's `+transitionFromView:toView:duration:options:completion:`, its views chosen
  /// by a flag: UIKit takes `a` out of its superview, puts `b` in its place and runs one
  /// `CATransition` on the superview (uikit.md §7): a flip from the right, 1 s, easeInEaseOut.
  @Test func anObjectiveCTransitionFromViewToView() throws {
    let result = try importUIKitIdiom(
      """
      @interface Cards : UIViewController
      @property (nonatomic, strong) UIView *a;
      @property (nonatomic, strong) UIView *b;
      @end
      @implementation Cards {
          BOOL front;
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.a = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
          self.b = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
          [self.view addSubview:self.a];
          front = YES;
      }
      - (IBAction)flip:(id)sender {
          [UIView transitionFromView:(front ? self.a : self.b) toView:(front ? self.b : self.a) duration:1.0
                             options:(front ? UIViewAnimationOptionTransitionFlipFromRight : UIViewAnimationOptionTransitionFlipFromLeft)
                          completion:nil];
      }
      @end
      """, file: "Cards.m", entry: "flip")
    let flip = try #require(idiomAnimation(result, on: "view", key: "transition"))
    #expect(CodeShapesTests.member(flip, "transition") == .string("oglFlip"))
    #expect(CodeShapesTests.member(flip, "subtype") == .string("fromRight"))
    #expect(CodeShapesTests.member(flip, "duration") == .number(1))
    #expect(LibraryIdiomsTests.layer(result, "a") == nil)
    #expect(LibraryIdiomsTests.layer(result, "b") != nil)
  }

  /// C stores a `double` in an `NSInteger` by dropping its fraction: a shake built from
  /// `NSInteger x = layer.position.x` of a layer at 81.5 runs 81, 91, 71, 91, 81.
  @Test func anIntegerVariableDropsTheFraction() throws {
    let result = try importUIKitIdiom(
      """
      void shake(CALayer *layer) {
          layer.position = CGPointMake(81.5, 100);
          CAKeyframeAnimation *a = [CAKeyframeAnimation animation];
          a.keyPath = @"position.x";
          NSInteger x = layer.position.x;
          a.values = @[@(x), @(x + 10), @(x - 10), @(x + 10), @(x)];
          int y = 2.9;
          y = y + 0.7;
          a.duration = y;
          [layer addAnimation:a forKey:@"shake"];
      }
      """, file: "Shake.m")
    let shake = try #require(idiomAnimation(result, on: "layer", key: "shake"))
    #expect(InterfaceFileTests.numbers(CodeShapesTests.member(shake, "values")) == [81, 91, 71, 91, 81])
    // 2.9 → 2; 2 + 0.7 → 2.
    #expect(CodeShapesTests.member(shake, "duration") == .number(2))
  }
}
