// A raised button as Material button libraries write it: constants defined between the
// @implementation's methods, the shadow lifted by animating CALayer's `shadowPath` (a CGPath),
// a ripple tinted with the title's colour, and a delegate that tells its fade apart by a tag
// set with key-value coding. Derivation, by hand from UIKit's and Core Animation's rules:
// - The button is 200 × 40 at (20, 100). kDiameterDefault (-2) and kDiameterFull (-1) are C
//   globals, read as such: -2 < -1, so the ripple's diameter is MAX(200, 40) = 200 and its oval
//   is (0, -80, 200, 200).
// - Its background has four components (sRGB) and alpha 1: not clear, so the ripple takes the
//   title's colour, white for a custom button (UIButton.h), at alpha 0.25: #FFFFFF40.
// - At 1 s (touch down): shadowPath from the lowered rect (0, 2, 200, 40) to the lifted one
//   (-3, 6, 206, 44) in 0.25 s, the model set to the lifted one; shadowRadius 2 → 6.
// - At 1.5 s (touch up): the ripple fades from what is on screen, opacity 1 (its fade-in ended at
//   1.25 s and is kept by fill forwards), to 0 in 0.5 s. Its delegate, told at 2 s, reads the
//   tag "rippleFade" and takes the ripple out: hidden from 2 s.
// expect-layer: button shadowRadius=2 shadowOpacity=0.4 shadowPath="M 0 2 L 200 2 L 200 42 L 0 42 Z"
// expect-layer: ripple fillColor=#FFFFFF40
// expect-event: at=1 layer=view/button add=lift keyPath=shadowPath duration=0.25 from="M 0 2 L 200 2 L 200 42 L 0 42 Z" to="M -3 6 L 203 6 L 203 50 L -3 50 Z"
// expect-event: at=1 layer=view/button set.shadowPath="M -3 6 L 203 6 L 203 50 L -3 50 Z"
// expect-event: at=1 layer=view/button add=radius keyPath=shadowRadius from=2 to=6 duration=0.25
// expect-event: at=1.5 layer=view/button/ripple add=fade keyPath=opacity from=1 to=0 duration=0.5
// expect-event: at=2 layer=view/button/ripple set.hidden=1
// expect-no-note: not known here
// entry: DemoViewController.viewDidLoad
#import <UIKit/UIKit.h>

@interface RaisedButton : UIButton <CAAnimationDelegate>
@property (nonatomic) CGFloat rippleDiameter;
@property (nonatomic, strong) CAShapeLayer *ripple;
@end

@implementation RaisedButton
CGFloat const kDiameterFull = -1.f;
CGFloat const kDiameterDefault = kDiameterFull - 1.f;
static const CGFloat kLiftDuration = 0.25f;

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.rippleDiameter = kDiameterDefault;
        self.layer.shadowRadius = 2;
        self.layer.shadowOpacity = 0.4f;
        self.layer.shadowPath = [UIBezierPath bezierPathWithRect:[self loweredRect]].CGPath;
        [self addTarget:self action:@selector(touchDown) forControlEvents:UIControlEventTouchDown];
        [self addTarget:self action:@selector(touchUp) forControlEvents:UIControlEventTouchUpInside];
    }
    return self;
}

- (CGRect)loweredRect { return CGRectMake(0, 2, self.bounds.size.width, self.bounds.size.height); }

- (CGRect)liftedRect {
    return CGRectMake(-3, 6, self.bounds.size.width + 6, self.bounds.size.height + 4);
}

+ (BOOL)isClear:(UIColor *)color {
    size_t count = CGColorGetNumberOfComponents(color.CGColor);
    const CGFloat *components = CGColorGetComponents(color.CGColor);
    if (!components) { return YES; }
    return components[count - 1] <= 0;
}

- (CGFloat)diameter {
    if (self.rippleDiameter == kDiameterFull) {
        return sqrt(pow(self.bounds.size.width, 2) + pow(self.bounds.size.height, 2));
    } else if (self.rippleDiameter < kDiameterFull) {
        return MAX(self.bounds.size.width, self.bounds.size.height);
    }
    return self.rippleDiameter;
}

- (void)touchDown {
    CABasicAnimation *lift = [CABasicAnimation animationWithKeyPath:@"shadowPath"];
    lift.fromValue = (__bridge id)self.layer.shadowPath;
    lift.toValue = (__bridge id)[UIBezierPath bezierPathWithRect:[self liftedRect]].CGPath;
    lift.duration = kLiftDuration;
    self.layer.shadowPath = [UIBezierPath bezierPathWithRect:[self liftedRect]].CGPath;
    [self.layer addAnimation:lift forKey:@"lift"];

    CABasicAnimation *radius = [CABasicAnimation animationWithKeyPath:@"shadowRadius"];
    radius.fromValue = @(self.layer.shadowRadius);
    radius.toValue = @6;
    radius.duration = kLiftDuration;
    self.layer.shadowRadius = 6;
    [self.layer addAnimation:radius forKey:@"radius"];

    if (![RaisedButton isClear:self.backgroundColor]) {
        CGFloat d = [self diameter];
        self.ripple = [CAShapeLayer layer];
        self.ripple.fillColor = [self.titleLabel.textColor colorWithAlphaComponent:0.25].CGColor;
        self.ripple.path = [UIBezierPath bezierPathWithOvalInRect:CGRectMake(100 - d / 2, 20 - d / 2, d, d)].CGPath;
        [self.layer addSublayer:self.ripple];
        CABasicAnimation *fadeIn = [CABasicAnimation animationWithKeyPath:@"opacity"];
        fadeIn.fromValue = @0;
        fadeIn.toValue = @1;
        fadeIn.duration = kLiftDuration;
        fadeIn.fillMode = kCAFillModeForwards;
        fadeIn.removedOnCompletion = NO;
        [self.ripple addAnimation:fadeIn forKey:@"fade"];
    }
}

- (void)touchUp {
    CGFloat start = [[self.ripple presentationLayer] opacity];
    CABasicAnimation *fadeOut = [CABasicAnimation animationWithKeyPath:@"opacity"];
    fadeOut.fromValue = @(start);
    fadeOut.toValue = @0;
    fadeOut.duration = 2 * kLiftDuration;
    fadeOut.fillMode = kCAFillModeForwards;
    fadeOut.removedOnCompletion = NO;
    fadeOut.delegate = self;
    [fadeOut setValue:@"rippleFade" forKey:@"tag"];
    [self.ripple addAnimation:fadeOut forKey:@"fade"];
}

- (void)animationDidStop:(CAAnimation *)anim finished:(BOOL)flag {
    if ([[anim valueForKey:@"tag"] isEqualToString:@"rippleFade"]) {
        [self.ripple removeFromSuperlayer];
    }
}
@end

@interface DemoViewController : UIViewController
@property (nonatomic, strong) RaisedButton *button;
@end

@implementation DemoViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.button = [[RaisedButton alloc] initWithFrame:CGRectMake(20, 100, 200, 40)];
    self.button.backgroundColor = [UIColor colorWithRed:0.2 green:0.4 blue:0.9 alpha:1];
    [self.button setTitle:@"Send" forState:UIControlStateNormal];
    [self.view addSubview:self.button];
    [self performSelector:@selector(press) withObject:nil afterDelay:1];
    [self performSelector:@selector(letGo) withObject:nil afterDelay:1.5];
}

- (void)press { [self.button sendActionsForControlEvents:UIControlEventTouchDown]; }
- (void)letGo { [self.button sendActionsForControlEvents:UIControlEventTouchUpInside]; }
@end
