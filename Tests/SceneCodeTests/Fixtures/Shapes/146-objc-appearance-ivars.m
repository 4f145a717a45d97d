// Objective-C progress views in the shape of a popular library: defaults given through
// UIAppearance in `+load` (`[self.appearance setAnimationDuration:0.4]`), applied by UIKit when a
// view enters the window — after `viewDidLoad`, before the first layout — except to a view whose
// own property the app set; ivars declared in the interface's braces under `#pragma` and
// `@package` (zero until set), `_progress` the ivar of `@property progress`; a subclass of a
// program class that defines no `initWithFrame:` (UIView's sets the frame); `CGFLOAT_MIN`.
// Derivation: the ring starts 1 s later (after the window), so its duration is the appearance's
// 0.4 s: strokeEnd 0 → 0.75 (the ivar read back through `self.progress`), kept (forwards, not
// removed). Its line width is the appearance's 3; the second ring's own 5 is left alone. The
// ring's frame is (100, 100, 60, 60): position (130, 130).
// expect-event: at=1 layer=view/ring add=progress keyPath=strokeEnd from=0 to=0.75 duration=0.4 fillMode=forwards removedOnCompletion=false
// expect-layer: ring lineWidth=3 position=[130,130]
// expect-layer: ring2 lineWidth=5
// expect-animations: 1
// entry: RingViewController.viewDidLoad
#import <UIKit/UIKit.h>

@interface RingBase : UIView {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wobjc-interface-ivars"
@protected
    float _progress;
#pragma clang diagnostic pop
}
@property (nonatomic, assign) float progress;
@end

@implementation RingBase
@end

@interface Ring : RingBase {
@package
    BOOL _animating;
}
@property (nonatomic, assign) CFTimeInterval animationDuration UI_APPEARANCE_SELECTOR;
@property (nonatomic, assign) CGFloat lineWidth UI_APPEARANCE_SELECTOR;
@end

@implementation Ring

+ (void)load {
    [self.appearance setAnimationDuration:0.4];
    [self.appearance setLineWidth:3.0];
}

+ (Class)layerClass {
    return CAShapeLayer.class;
}

- (CAShapeLayer *)shapeLayer {
    return (CAShapeLayer *)self.layer;
}

- (id)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.shapeLayer.strokeEnd = 0;
    }
    return self;
}

- (void)setLineWidth:(CGFloat)lineWidth {
    self.shapeLayer.lineWidth = lineWidth;
}

- (void)setProgress:(float)progress animated:(BOOL)animated {
    if (_animating || ABS(self.progress - progress) < CGFLOAT_MIN) {
        return;
    }
    CABasicAnimation *animation = [CABasicAnimation animationWithKeyPath:@"strokeEnd"];
    animation.duration = self.animationDuration;
    animation.fromValue = @(self.progress);
    animation.toValue = @(progress);
    animation.removedOnCompletion = NO;
    animation.fillMode = kCAFillModeForwards;
    [self.shapeLayer addAnimation:animation forKey:@"progress"];
    _progress = progress;
}

@end

@interface RingViewController : UIViewController
@end

@implementation RingViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    Ring *ring = [[Ring alloc] initWithFrame:CGRectMake(100, 100, 60, 60)];
    [self.view addSubview:ring];
    Ring *ring2 = [[Ring alloc] initWithFrame:CGRectMake(100, 200, 60, 60)];
    [ring2 setLineWidth:5];
    [self.view addSubview:ring2];
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        [ring setProgress:0.75 animated:YES];
    });
}

@end
