// A splash screen as Objective-C libraries write one: a view the size of the screen
// (`[[UIScreen mainScreen] bounds]`, passed to `[super initWithFrame:]`), a shape layer whose
// path is a big rectangle with the logo's path added in its middle (`CGPathAddPath` with a
// translation), a keyframe zoom on it, the view's background cleared part-way by
// `performSelector:@selector(setBackgroundColor:) withObject:… afterDelay:` (UIKit's setter: the
// class defines no such method), and a skip button made with `+buttonWithType:`.
// Derivation: the screen is taken as 390 × 844, so the view's bounds are (0, 0, 390, 844) at
// centre (195, 422). The logo is a 60 × 60 oval; it is moved by ((390 − 60) / 2, (844 − 60) / 2)
// = (165, 392), so its path's first point, (60, 30) in its own frame, is at (225, 422) after the
// rectangle's four corners. The zoom: transform.scale values 1, 0.9, 300 at key times 0, 0.4, 1
// over 1.2 s, ease-out then ease-in, kept (forwards, not removed). The background goes clear at
// 1.2 × 0.4 = 0.48 s. The button is 100 × 44 at (145, 760): centre (195, 782), white.
// expect: mask/zoom keyPath=transform.scale values=[1,0.9,300] keyTimes=[0,0.4,1] duration=1.2 fillMode=forwards removedOnCompletion=false timingFunctions=["easeOut","easeIn"]
// expect-layer: splash bounds=[0,0,390,844] position=[195,422] backgroundColor=#FFFFFF
// expect-layer: mask path="M -390 -844 L 780 -844 L 780 1688 L -390 1688 Z M 225 422 C 225 438.5685424949238 211.5685424949238 452 195 452 C 178.4314575050762 452 165 438.5685424949238 165 422 C 165 405.4314575050762 178.4314575050762 392 195 392 C 211.5685424949238 392 225 405.4314575050762 225 422 Z"
// expect-layer: skipButton bounds=[0,0,100,44] position=[195,782] backgroundColor=#FFFFFF
// expect-event: at=0.48 layer=view/splash set.backgroundColor=#00000000
// entry: SplashController.viewDidLoad
#import <UIKit/UIKit.h>

@interface RevealSplash : UIView
@property (nonatomic, strong) CAShapeLayer *mask;
@property (nonatomic, assign) CGFloat duration;
@end

@implementation RevealSplash

- (instancetype)initWithLogo:(UIBezierPath *)logo
{
  self = [super initWithFrame:[[UIScreen mainScreen] bounds]];
  if (self) {
    _duration = 1.2;
    CGRect outer = CGRectInset(self.bounds, -CGRectGetWidth(self.bounds), -CGRectGetHeight(self.bounds));
    CGMutablePathRef path = CGPathCreateMutable();
    CGPathAddRect(path, NULL, outer);
    CGAffineTransform centre = CGAffineTransformMakeTranslation((CGRectGetWidth(self.bounds) - 60) / 2,
                                                                (CGRectGetHeight(self.bounds) - 60) / 2);
    CGPathAddPath(path, &centre, logo.CGPath);
    _mask = [CAShapeLayer layer];
    _mask.bounds = outer;
    _mask.position = CGPointMake(CGRectGetMidX(self.bounds), CGRectGetMidY(self.bounds));
    _mask.path = path;
    _mask.fillColor = [UIColor blackColor].CGColor;
    CGPathRelease(path);
    [self.layer addSublayer:_mask];
    self.backgroundColor = [UIColor whiteColor];
  }
  return self;
}

- (void)reveal
{
  CAKeyframeAnimation *zoom = [CAKeyframeAnimation animationWithKeyPath:@"transform.scale"];
  zoom.values = @[@1, @0.9, @300];
  zoom.keyTimes = @[@0, @0.4, @1];
  zoom.duration = self.duration;
  zoom.removedOnCompletion = NO;
  zoom.fillMode = kCAFillModeForwards;
  zoom.timingFunctions = @[[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseOut],
                           [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseIn]];
  [self.mask addAnimation:zoom forKey:@"zoom"];
  [self performSelector:@selector(setBackgroundColor:) withObject:[UIColor clearColor] afterDelay:self.duration * 0.4];
}

@end

@interface SplashController : UIViewController
@end

@implementation SplashController

- (void)viewDidLoad
{
  [super viewDidLoad];
  UIBezierPath *logo = [UIBezierPath bezierPathWithOvalInRect:CGRectMake(0, 0, 60, 60)];
  RevealSplash *splash = [[RevealSplash alloc] initWithLogo:logo];
  [self.view addSubview:splash];
  UIButton *skipButton = [UIButton buttonWithType:UIButtonTypeSystem];
  skipButton.frame = CGRectMake(145, 760, 100, 44);
  skipButton.backgroundColor = [UIColor whiteColor];
  [skipButton setTitle:@"Skip" forState:UIControlStateNormal];
  [splash addSubview:skipButton];
  [splash reveal];
}

@end
