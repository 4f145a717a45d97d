// An Objective-C spinner as Material-style libraries write one: its ring takes the view's tint
// when made (`self.tintColor`, the system blue then) and again in `-tintColorDidChange`, which
// UIKit calls when the app sets `tintColor`; a badge inside it inherits the tint and is told too.
// A second later the app fades the ring out from what is on screen, read from its
// `presentationLayer`.
// Derivation: the ring's stroke becomes red (#FF0000) when the tint is set; the badge, with no
// tint of its own, inherits red and recolours its dot. The ring fades in from 0 to 1 over 2 s,
// linear; at 1 s it shows 0 + 1/2 × (1 − 0) = 0.5, so the fade out goes from 0.5 to 0 over
// 0.25 s.
// expect: ring/fadeIn keyPath=opacity from=0 to=1 duration=2
// expect-layer: ring strokeColor=#FF0000
// expect-layer: dot backgroundColor=#FF0000
// expect-event: at=1 layer=view/spinner/ring add=fadeOut keyPath=opacity from=0.5 to=0 duration=0.25
// entry: SpinnerViewController.viewDidLoad
#import <UIKit/UIKit.h>

@interface Badge : UIView
@property (nonatomic, strong) CALayer *dot;
@end

@implementation Badge
- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        _dot = [CALayer layer];
        _dot.frame = CGRectMake(0, 0, 6, 6);
        [self.layer addSublayer:_dot];
    }
    return self;
}
- (void)tintColorDidChange {
    [super tintColorDidChange];
    self.dot.backgroundColor = self.tintColor.CGColor;
}
@end

@interface Spinner : UIView
@property (nonatomic, strong) CAShapeLayer *ring;
@end

@implementation Spinner
- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        _ring = [CAShapeLayer layer];
        _ring.strokeColor = self.tintColor.CGColor;
        _ring.fillColor = nil;
        _ring.path = [UIBezierPath bezierPathWithOvalInRect:CGRectMake(0, 0, 40, 40)].CGPath;
        [self.layer addSublayer:_ring];
        [self addSubview:[[Badge alloc] initWithFrame:CGRectMake(34, 0, 6, 6)]];
    }
    return self;
}
- (void)tintColorDidChange {
    [super tintColorDidChange];
    self.ring.strokeColor = self.tintColor.CGColor;
}
- (void)startAnimating {
    CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
    fade.fromValue = @0;
    fade.toValue = @1;
    fade.duration = 2;
    [self.ring addAnimation:fade forKey:@"fadeIn"];
}
- (void)fadeOut {
    CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
    fade.fromValue = [[self.ring presentationLayer] valueForKeyPath:@"opacity"];
    fade.toValue = @0;
    fade.duration = 0.25;
    [self.ring addAnimation:fade forKey:@"fadeOut"];
}
@end

@interface SpinnerViewController : UIViewController
@end

@implementation SpinnerViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    Spinner *spinner = [[Spinner alloc] initWithFrame:CGRectMake(0, 0, 40, 40)];
    spinner.tintColor = [UIColor redColor];
    [self.view addSubview:spinner];
    [spinner startAnimating];
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        [spinner fadeOut];
    });
}
@end
