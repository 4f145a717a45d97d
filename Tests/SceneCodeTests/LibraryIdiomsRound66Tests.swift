import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of custom transitions the importer follows (round 66 of unseen code): the context's
/// controller used without a cast, an Objective-C animator presented through a transitioning
/// delegate, its context asked by message, a mask taken off when the transition ends.
@Suite("Library idioms, round 66")
struct LibraryIdiomsRound66Tests {
  /// `transitionContext.viewController(forKey: .to)` with no cast, then `.view`: the context's
  /// view being shown — it grows from 0.01 and fades in over 0.4 s.
  @Test func theContextsControllerWithoutACast() throws {
    let result = try importUIKitIdiom(
      """
      final class Grow: NSObject, UIViewControllerAnimatedTransitioning {
          func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
          func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
              guard let to = transitionContext.viewController(forKey: .to) else { return }
              transitionContext.containerView.addSubview(to.view)
              to.view.alpha = 0.0
              to.view.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
              UIView.animate(withDuration: 0.4, animations: {
                  to.view.alpha = 1.0
                  to.view.transform = .identity
              }, completion: { _ in transitionContext.completeTransition(true) })
          }
      }
      """)
    let grow = try #require(idiomAnimation(result, on: "toView", key: "transform.scale.x"))
    #expect(CodeShapesTests.member(grow, "from") == .number(0.01))
    let fade = try #require(idiomAnimation(result, on: "toView", key: "opacity"))
    #expect(CodeShapesTests.member(fade, "from") == .number(0))
    #expect(!result.notes.contains { $0.contains("to is not known here") })
  }

  /// An Objective-C animator given by `-animationControllerForPresentedController:…` runs
  /// its `-animateTransition:` when the code presents; `[transitionContext viewForKey:…]` is the
  /// presented controller's view, which its mask (drawn as a sublayer) reveals over 0.5 s; the
  /// mask taken off in the animation's `animationDidStop:` is hidden from 0.5 s.
  @Test func anObjectiveCAnimatorThroughADelegate() throws {
    let result = try importUIKitIdiom(
      """
      @interface Reveal : NSObject <UIViewControllerAnimatedTransitioning, CAAnimationDelegate>
      @property (nonatomic, strong) UIView *shown;
      @end
      @implementation Reveal
      - (NSTimeInterval)transitionDuration:(id <UIViewControllerContextTransitioning>)transitionContext { return 0.5; }
      - (void)animateTransition:(id <UIViewControllerContextTransitioning>)transitionContext {
          UIView *toView = [transitionContext viewForKey:UITransitionContextToViewKey];
          [transitionContext.containerView addSubview:toView];
          self.shown = toView;
          CAShapeLayer *mask = [CAShapeLayer new];
          mask.path = [UIBezierPath bezierPathWithRect:CGRectMake(0, 0, 100, 100)].CGPath;
          toView.layer.mask = mask;
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"path"];
          a.fromValue = (__bridge id)[UIBezierPath bezierPathWithRect:CGRectMake(0, 0, 0, 0)].CGPath;
          a.toValue = (__bridge id)[UIBezierPath bezierPathWithRect:CGRectMake(0, 0, 100, 100)].CGPath;
          a.duration = [self transitionDuration:transitionContext];
          a.delegate = self;
          [mask addAnimation:a forKey:@"reveal"];
      }
      - (void)animationDidStop:(CAAnimation *)anim finished:(BOOL)flag {
          self.shown.layer.mask = nil;
      }
      @end
      @interface Next : UIViewController
      @end
      @implementation Next
      @end
      @interface Home : UIViewController <UIViewControllerTransitioningDelegate>
      @end
      @implementation Home
      - (void)open {
          Next *next = [Next new];
          next.transitioningDelegate = self;
          [self presentViewController:next animated:true completion:nil];
      }
      - (id <UIViewControllerAnimatedTransitioning>)animationControllerForPresentedController:(UIViewController *)presented presentingController:(UIViewController *)presenting sourceController:(UIViewController *)source {
          return [Reveal new];
      }
      @end
      """, file: "Home.m", entry: "Home.open")
    let reveal = try #require(idiomAnimation(result, on: "mask", key: "reveal"))
    #expect(CodeShapesTests.member(reveal, "duration") == .number(0.5))
    // The mask is drawn in the presented controller's view.
    let root = try #require(LibraryIdiomsTests.root(result))
    let found = CodeShapesTests.layers(root).first { $0.key.hasPrefix("next") }
    let next = try #require(found)
    #expect(CodeShapesTests.layers(next.value).contains { $0.key == "mask" })
    let events = CodeShapesTests.text(CodeShapesTests.member(result.document, "events") ?? .null)
    #expect(events.contains("\"at\": 0.5"))
    #expect(events.contains("\"hidden\": 1"))
  }
}
