// A fluid fill as Objective-C libraries write one: levels kept as NSNumbers (`@0.0`,
// `[NSNumber numberWithInt:]`) and read back with `.floatValue` / `.intValue`, a wave layer
// that rises with an autoreversing keyframe animation, a phase shift that repeats forever, and a
// wave-crest timer that is started with `[timer fire]` (its code runs at once, then every
// 0.5 s).
// Derivation: the view is 300 × 400. The wave layer's anchor is (0, 0) and its frame is
// (0, 400, 1500, 400), so its position is (0, 400). fillTo:@0.75 — the difference from the
// level @0 is 0.75 (floatValue), so the rise lasts 4 × 0.75 = 3 s, from y 400 to
// (1 − 0.75) × 400 = 100, easeInEaseOut, autoreversing forever. The phase shift: position.x
// from 0 − 2 × 300 = −600 to 0 − 300 = −300 over 1 s, forever. The crest: amplitudes are
// @[@10, @20, @30]; `[NSNumber numberWithInt:2].intValue` picks 30, so the crest's path rises to
// y 30 at x = 150: one value, 0.5 s, easeIn. `fire` adds it at once (time 0), and the timer adds
// it again at 0.5 s, 1 s, …
// expect: wave/rise keyPath=position.y values=[400,100] duration=3 autoreverses=true repeatCount=inf timingFunction=easeInEaseOut
// expect: wave/phase keyPath=position.x values=[-600,-300] duration=1 repeatCount=inf
// expect: wave/crest keyPath=path values=["M 0 0 Q 150 30 300 0 L 300 400 L 0 400 Z"] duration=0.5 timingFunction=easeIn
// expect-layer: wave position=[0,400] bounds=[0,0,1500,400] anchorPoint=[0,0]
// expect-event: at=0.5 layer=view/fluid/wave add=crest keyPath=path
// expect-note: fire() runs the timer's code now, once
// entry: TankController.viewDidLoad
#import <UIKit/UIKit.h>

@interface FluidView : UIView
@property (nonatomic, strong) CAShapeLayer *wave;
@property (nonatomic, strong) NSNumber *level;
@property (nonatomic, strong) NSArray *amplitudes;
@property (nonatomic, weak) NSTimer *crestTimer;
@end

@implementation FluidView

- (instancetype)initWithFrame:(CGRect)frame
{
  self = [super initWithFrame:frame];
  if (self) {
    _level = @0.0;
    _amplitudes = @[@10, @20, @30];
    _wave = [CAShapeLayer layer];
    _wave.fillColor = [UIColor blueColor].CGColor;
    _wave.anchorPoint = CGPointMake(0, 0);
    _wave.frame = CGRectMake(0, CGRectGetHeight(self.bounds), 5 * CGRectGetWidth(self.bounds), CGRectGetHeight(self.bounds));
    [self.layer addSublayer:_wave];
  }
  return self;
}

- (void)fillTo:(NSNumber *)level
{
  float difference = fabs(level.floatValue - self.level.floatValue);
  if (difference == 0) {
    return;
  }
  self.level = level;
  CAKeyframeAnimation *rise = [CAKeyframeAnimation animationWithKeyPath:@"position.y"];
  rise.values = @[@(self.wave.position.y), @((1.0 - level.doubleValue) * CGRectGetHeight(self.bounds))];
  rise.duration = 4.0 * difference;
  rise.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
  rise.autoreverses = YES;
  rise.repeatCount = HUGE_VALF;
  [self.wave addAnimation:rise forKey:@"rise"];
}

- (void)start
{
  CAKeyframeAnimation *phase = [CAKeyframeAnimation animationWithKeyPath:@"position.x"];
  CGFloat width = CGRectGetWidth(self.bounds);
  phase.values = @[@(self.wave.position.x - width * 2), @(self.wave.position.x - width)];
  phase.duration = 1.0;
  phase.repeatCount = HUGE;
  [self.wave addAnimation:phase forKey:@"phase"];
  self.crestTimer = [NSTimer scheduledTimerWithTimeInterval:0.5 target:self selector:@selector(crest) userInfo:nil repeats:YES];
  [self.crestTimer fire];
}

- (void)crest
{
  NSNumber *index = [NSNumber numberWithInt:2];
  NSInteger amplitude = [[self.amplitudes objectAtIndex:index.intValue] intValue];
  CGFloat width = CGRectGetWidth(self.bounds);
  UIBezierPath *line = [UIBezierPath bezierPath];
  [line moveToPoint:CGPointZero];
  [line addQuadCurveToPoint:CGPointMake(width, 0) controlPoint:CGPointMake(width / 2, amplitude)];
  [line addLineToPoint:CGPointMake(width, CGRectGetHeight(self.bounds))];
  [line addLineToPoint:CGPointMake(0, CGRectGetHeight(self.bounds))];
  [line closePath];
  CAKeyframeAnimation *crest = [CAKeyframeAnimation animationWithKeyPath:@"path"];
  crest.values = @[(id)line.CGPath];
  crest.duration = 0.5;
  crest.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseIn];
  [self.wave addAnimation:crest forKey:@"crest"];
}

@end

@interface TankController : UIViewController
@end

@implementation TankController

- (void)viewDidLoad
{
  [super viewDidLoad];
  FluidView *fluid = [[FluidView alloc] initWithFrame:CGRectMake(0, 0, 300, 400)];
  [fluid fillTo:@0.75];
  [fluid start];
  [self.view addSubview:fluid];
}

@end
