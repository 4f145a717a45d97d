// The Objective-C shape of the ball indicators: a set-up method with a layer, a size and a
// colour, a C array of begin times, a loop, CACurrentMediaTime().
// Derivation: beginTimes {0, 0.12, 0.24}; duration 0.6; scale 1 -> 0.3 -> 1 (keyframes).
// expect-animations: 3
// expect: circle/animation keyPath=transform.scale values=[1,0.3,1] duration=0.6 repeatCount=inf beginTime=0 removedOnCompletion=false
// expect: circle2/animation beginTime=0.12
// expect: circle3/animation beginTime=0.24
#import <QuartzCore/QuartzCore.h>
#import <UIKit/UIKit.h>

@interface BallBeatAnimation : NSObject
- (void)setupAnimationInLayer:(CALayer *)layer withSize:(CGSize)size tintColor:(UIColor *)tintColor;
@end

@implementation BallBeatAnimation

- (void)setupAnimationInLayer:(CALayer *)layer withSize:(CGSize)size tintColor:(UIColor *)tintColor {
    CGFloat duration = 0.6f;
    CGFloat circlePadding = 5.0f;
    CGFloat circleSize = (size.width - 2 * circlePadding) / 3;
    CFTimeInterval beginTime = CACurrentMediaTime();
    CGFloat beginTimes[] = {0.0f, 0.12f, 0.24f};

    CAKeyframeAnimation *animation = [CAKeyframeAnimation animationWithKeyPath:@"transform.scale"];
    animation.values = @[@1.0f, @0.3f, @1.0f];
    animation.duration = duration;
    animation.repeatCount = HUGE_VALF;
    animation.removedOnCompletion = NO;

    for (int i = 0; i < 3; i++) {
        CALayer *circle = [CALayer layer];
        circle.frame = CGRectMake((circleSize + circlePadding) * i, 0, circleSize, circleSize);
        circle.backgroundColor = tintColor.CGColor;
        circle.cornerRadius = circleSize / 2;
        animation.beginTime = beginTime + beginTimes[i];
        [circle addAnimation:animation forKey:@"animation"];
        [layer addSublayer:circle];
    }
}

@end
