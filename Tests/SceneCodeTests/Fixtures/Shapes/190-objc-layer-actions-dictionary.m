// A progress bar as Objective-C libraries animate one: a plain layer (no view) whose `actions`
// dictionary names the animation to run when its bounds change (`@{@"bounds": anim}`, an
// animation made without a key path). The new width is worked out with C declarations of several names at once
// (`CGFloat width, height;`, `int done = 3, total = 5;`). The change is made a second in
// (`dispatch_after`), when the layer is on screen.
// Derivation: the bar is 300 × 4. At 1 s the progress layer's frame becomes (0, 0, 300 × 3 / 5,
// 4) = (0, 0, 180, 4): its bounds change, and Core Animation runs the `actions` entry for
// "bounds" (`runActionForKey:` gives the key-path-less animation the key path `bounds`): from
// the bounds on screen, (0, 0, 0, 4), to the model value, over 0.5 s, easeInEaseOut. Its
// position stays (0, 0) (anchor (0, 0)), so nothing else animates.
// expect-event: at=1 layer=view/bar/fill add=bounds keyPath=bounds from=[0,0,0,4] duration=0.5 timingFunction=easeInEaseOut
// expect-event: at=1 layer=view/bar/fill set.bounds=[0,0,180,4]
// expect-layer: fill bounds=[0,0,0,4] anchorPoint=[0,0] position=[0,0]
// entry: BarController.viewDidLoad
#import <UIKit/UIKit.h>

@interface ProgressBar : UIView
@property (nonatomic, strong) CALayer *fill;
@end

@implementation ProgressBar

- (instancetype)initWithFrame:(CGRect)frame
{
  self = [super initWithFrame:frame];
  if (self) {
    _fill = [CALayer layer];
    _fill.anchorPoint = CGPointMake(0, 0);
    _fill.frame = CGRectMake(0, 0, 0, frame.size.height);
    _fill.backgroundColor = [UIColor blueColor].CGColor;
    [self.layer addSublayer:_fill];
  }
  return self;
}

- (void)advance
{
  CABasicAnimation *anim = [CABasicAnimation animation];
  anim.duration = 0.5;
  anim.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
  anim.fromValue = [NSValue valueWithCGRect:self.fill.bounds];
  self.fill.actions = @{@"bounds" : anim};
  CGFloat width, height;
  int done = 3, total = 5;
  width = self.bounds.size.width * done / total;
  height = self.bounds.size.height;
  self.fill.frame = CGRectMake(0, 0, width, height);
}

@end

@interface BarController : UIViewController
@property (nonatomic, strong) ProgressBar *bar;
@end

@implementation BarController

- (void)viewDidLoad
{
  [super viewDidLoad];
  self.bar = [[ProgressBar alloc] initWithFrame:CGRectMake(20, 100, 300, 4)];
  [self.view addSubview:self.bar];
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1.0 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
    [self.bar advance];
  });
}

@end
