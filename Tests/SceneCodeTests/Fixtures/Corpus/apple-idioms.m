// The same idioms in Objective-C (docs/ca-api.md §4), with setter messages, alloc/init,
// HUGE_VALF, anonymous selector parts and a transaction's duration.
#import <QuartzCore/QuartzCore.h>

@implementation FadeController

- (void)setUpLayer:(CALayer *)layer {
    CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
    fade.fromValue = @1.0;
    fade.toValue = @0.0;
    fade.duration = 0.5;
    fade.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
    layer.opacity = 0;
    [layer addAnimation:fade forKey:@"fade"];

    CABasicAnimation *stay = [[CABasicAnimation alloc] init];
    stay.keyPath = @"position.y";
    [stay setToValue:@180];
    [stay setDuration:0.25f];
    stay.fillMode = kCAFillModeForwards;
    stay.removedOnCompletion = NO;
    stay.beginTime = [layer convertTime:CACurrentMediaTime() fromLayer:nil] + 0.5;
    stay.repeatCount = HUGE_VALF;
    stay.timingFunction = [CAMediaTimingFunction functionWithControlPoints:0.25 :0.1 :0.25 :1.0];
    [layer addAnimation:stay forKey:@"stay"];

    CAKeyframeAnimation *k = [CAKeyframeAnimation animationWithKeyPath:@"position"];
    k.values = @[[NSValue valueWithCGPoint:CGPointMake(0, 0)], [NSValue valueWithCGPoint:CGPointMake(120, 40)]];
    k.keyTimes = @[@0.0, @1.0];
    k.calculationMode = kCAAnimationCubic;
    k.additive = YES;
    [layer addAnimation:k forKey:@"keyframes"];

    CABasicAnimation *tint = [CABasicAnimation animationWithKeyPath:@"backgroundColor"];
    tint.toValue = (__bridge id)[UIColor colorWithRed:0 green:0.5 blue:1 alpha:1].CGColor;
    tint.cumulative = YES;
    tint.speed = 2;
    tint.timeOffset = 0.1;
    tint.repeatDuration = 3;
    [layer addAnimation:tint forKey:@"tint"];

    [CATransaction begin];
    [CATransaction setAnimationDuration:0.8];
    CABasicAnimation *corner = [CABasicAnimation animationWithKeyPath:@"cornerRadius"];
    corner.toValue = @(M_PI * 2);
    [layer addAnimation:corner forKey:@"corner"];
    [CATransaction commit];

    layer.speed = 0.0;
    layer.timeOffset = 0.25;
    anim.delegate = self;
}

@end
