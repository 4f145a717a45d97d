import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 36 of unseen code: an Objective-C
/// chainable animator whose getters return blocks, whose steps are a `CAKeyframeAnimation`
/// subclass filling its values 60 times a second from Penner's easing equations in a `.c` file).
/// Values worked out by hand.
@Suite("Library idioms, round 36")
struct LibraryIdiomsRound36Tests {
  /// The program: a `.c` file of easing functions written as C writes them (`(t /= d)` inside a
  /// condition), a `CAKeyframeAnimation` subclass whose `+animationWithKeyPath:` calls `super`
  /// and sets its own block property, its `fromValue` its own property, its values filled by
  /// `-calculate` through that block; a chainable animator whose `moveX` getter returns a block
  /// (`^Animator *(CGFloat f) { … }`) called with the distance; a map table of durations; a
  /// `@synchronized` section; the value's type found from `objCType` and `rangeOfString:`.
  static let sources = [
    CodeImport.Source(
      file: "Easing.c",
      text: """
        double EaseOutQuad(double t, double b, double c, double d)
        {
            return -c *(t/=d)*(t-2) + b;
        }
        double Linear(double t, double b, double c, double d)
        {
            if ((t /= d) == 1) return b + c;
            return c * t + b;
        }
        """),
    CodeImport.Source(
      file: "Chain.m",
      text: """
        #import <UIKit/UIKit.h>
        typedef double(^Ease)(double t, double b, double c, double d);
        @interface Tween : CAKeyframeAnimation
        @property (nonatomic, copy) Ease functionBlock;
        @property (nonatomic, strong) id fromValue;
        @property (nonatomic, strong) id toValue;
        - (void)calculate;
        @end
        @implementation Tween
        + (instancetype)animationWithKeyPath:(NSString *)path
        {
            Tween *animation = [super animationWithKeyPath:path];
            animation.functionBlock = ^double(double t, double b, double c, double d) { return Linear(t, b, c, d); };
            return animation;
        }
        - (void)calculate
        {
            NSString *type = [NSString stringWithCString:[self.fromValue objCType] encoding:NSUTF8StringEncoding];
            if ([type rangeOfString:@"CGPoint"].location != NSNotFound) { return; }
            NSMutableArray *values = [NSMutableArray new];
            NSUInteger steps = 4;
            for (NSUInteger i = 0; i <= steps; i++) {
                double v = self.functionBlock(self.duration * i / steps, 0, 1, self.duration);
                [values addObject:@([self.fromValue doubleValue] + v * ([self.toValue doubleValue] - [self.fromValue doubleValue]))];
            }
            self.values = values;
        }
        @end
        @interface Animator : NSObject
        @property (nonatomic, strong) UIView *view;
        @property (nonatomic, strong) NSMutableArray *steps;
        @property (nonatomic, strong) NSMapTable *durations;
        - (Animator *(^)(CGFloat))moveX;
        - (Animator *)easeOut;
        - (void (^)(NSTimeInterval))animate;
        @end
        @implementation Animator
        - (instancetype)initWithView:(UIView *)view
        {
            self = [super init];
            _view = view;
            _steps = [NSMutableArray new];
            _durations = [NSMapTable weakToStrongObjectsMapTable];
            return self;
        }
        - (Animator *(^)(CGFloat))moveX
        {
            return ^Animator *(CGFloat f) {
                Tween *tween = [Tween animationWithKeyPath:@"position.x"];
                tween.fromValue = @(self.view.layer.position.x);
                tween.toValue = @(self.view.layer.position.x + f);
                @synchronized (self) {
                    [self.steps addObject:tween];
                }
                return self;
            };
        }
        - (Animator *)easeOut
        {
            Tween *tween = [self.steps lastObject];
            tween.functionBlock = ^double(double t, double b, double c, double d) { return EaseOutQuad(t, b, c, d); };
            return self;
        }
        - (void (^)(NSTimeInterval))animate
        {
            return ^(NSTimeInterval duration) {
                [self.durations setObject:@(duration) forKey:self.view];
                for (Tween *tween in self.steps) {
                    tween.duration = [[self.durations objectForKey:self.view] doubleValue];
                    [tween calculate];
                    [self.view.layer addAnimation:tween forKey:@"tween"];
                }
            };
        }
        @end
        @interface Host : UIViewController
        @end
        @implementation Host
        - (void)viewDidLoad
        {
            UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 20, 20)];
            [self.view addSubview:box];
            Animator *animator = [[Animator alloc] initWithView:box];
            animator.moveX(40).easeOut.animate(2);
        }
        @end
        """),
  ]

  /// Ease-out quad from 10 to 50 over 2 s at t = 0, 0.5, 1, 1.5, 2: 10 + 40 × (1 − (1 − t/2)²):
  /// 10, 27.5, 40, 47.5, 50.
  @Test func aChainableAnimatorsTweenIsFilledFromItsEasing() throws {
    let result = try CodeImport.read(
      Self.sources, name: "chain", options: CodeImport.Options(entry: "Host.viewDidLoad"))
    let box = try #require(result.scene.root.layer(at: "view/box"))
    let tween = try #require(box.animations.first)
    #expect(tween.keyPath == "position.x")
    #expect(tween.duration == 2)
    guard case .keyframe(let k) = tween.content else {
      Issue.record("no keyframes")
      return
    }
    #expect(k.values == [10, 27.5, 40, 47.5, 50].map { AnimatedValue.number($0) })
    #expect(!result.notes.contains { $0.contains("ignored") })
  }

  /// `[[[UIApplication sharedApplication] delegate] window]` is the app's window (390 × 844), so
  /// a menu centred in it is at (195, 422).
  @Test func theAppDelegatesWindowInObjectiveC() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "menu.m",
          text: """
            #import <UIKit/UIKit.h>
            @interface Host : UIViewController
            @end
            @implementation Host
            - (void)go
            {
                UIWindow *window = [[[UIApplication sharedApplication] delegate] window];
                UIView *menu = [[UIView alloc] initWithFrame:CGRectMake(window.frame.size.width * 0.5 - 50, window.frame.size.height * 0.5 - 50, 100, 100)];
                [window addSubview:menu];
                [UIView animateWithDuration:0.25 animations:^{ menu.alpha = 0; }];
            }
            @end
            """)
      ], name: "menu", options: CodeImport.Options(entry: "Host.go"))
    let menu = try #require(result.scene.root.layer(at: "window/menu"))
    #expect(AutoLayoutTests.frame(menu) == [145, 372, 100, 100])
  }
}
