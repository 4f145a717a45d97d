// Objective-C that keeps its geometry in a C struct the file declares (`typedef struct { … }
// Metrics;`), filled field by field in a local and stored in a property from
// `layoutSublayersOfLayer:` (a lifecycle method UIKit calls), then read to build the orbit path.
// Derivation: frame assumed (0, 0, 40, 40): radius 40/2 − 4 = 16 about (20, 20); the dot runs the
// circle once per 1.6 s, forever, paced; the path starts at (36, 20).
// expect-animations: 1
// expect: dot/orbit keyPath=position duration=1.6 repeatCount=inf calculationMode=paced
// expect-no-note: its value is not known here
#import "OrbitSpinner.h"

typedef struct {
    CGFloat radius;
    CGPoint center;
} OrbitMetrics;

@interface OrbitSpinner ()
@property (nonatomic) OrbitMetrics metrics;
@property (nonatomic, strong) CALayer *dot;
@end

@implementation OrbitSpinner

- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        self.dot = [CALayer layer];
        self.dot.bounds = CGRectMake(0, 0, 6, 6);
        [self.layer addSublayer:self.dot];
    }
    return self;
}

- (void)layoutSublayersOfLayer:(CALayer *)layer {
    OrbitMetrics metrics;
    metrics.radius = MIN(CGRectGetWidth(self.bounds), CGRectGetHeight(self.bounds)) / 2 - 4;
    metrics.center = CGPointMake(CGRectGetMidX(self.bounds), CGRectGetMidY(self.bounds));
    self.metrics = metrics;
}

- (void)startAnimating {
    UIBezierPath *path = [UIBezierPath bezierPathWithArcCenter:self.metrics.center
                                                        radius:self.metrics.radius
                                                    startAngle:0
                                                      endAngle:2 * M_PI
                                                     clockwise:YES];
    CAKeyframeAnimation *orbit = [CAKeyframeAnimation animationWithKeyPath:@"position"];
    orbit.path = path.CGPath;
    orbit.calculationMode = kCAAnimationPaced;
    orbit.duration = 1.6;
    orbit.repeatCount = HUGE_VALF;
    [self.dot addAnimation:orbit forKey:@"orbit"];
}

@end
