// Derivation: the badge's pop is a 0.8 s group of two basic animations of transform.scale read
// from the struct constants: grow 0 → 1.2 over 0.2 s, and settle from 0 (its fromValue left out
// of the literal: C zero-fills it) to 1 over 0.4 s, beginning at 0.2 s. The wobble is a keyframe
// animation made by a subclass of CAKeyframeAnimation through `[self.class animationWithKeyPath:]`:
// 0.6 s of five values 0.2·(1 − p·4/8)·(±1) for p = 0, ¼, ½, ¾, 1: 0.2, −0.175, 0.15, −0.125, 0.1.
// expect-animations: 4
// expect: badge/pop duration=0.8 fillMode=forwards removedOnCompletion=false
// expect: badge/pop/grow keyPath=transform.scale from=0 to=1.2 duration=0.2
// expect: badge/pop/settle keyPath=transform.scale from=0 to=1 duration=0.4 beginTime=0.2
// expect: badge/wobble keyPath=transform.rotation.z duration=0.6 values=[0.2,-0.175,0.15,-0.125,0.1]
// expect-no-note: not understood
// expect-no-note: not a Core Animation class
#import "BadgeView.h"
#import "BadgeConstants.h"
#import "BDGKeyframeAnimation.h"

@implementation BadgeView

- (void)didMoveToWindow {
    [super didMoveToWindow];
    CALayer *badge = [CALayer layer];
    badge.frame = CGRectMake(0, 0, 18, 18);
    [self.layer addSublayer:badge];

    CABasicAnimation *grow = [CABasicAnimation animationWithKeyPath:@"transform.scale"];
    grow.fromValue = @(kBDGBadgeParameters.grow.fromValue);
    grow.toValue = @(kBDGBadgeParameters.grow.toValue);
    grow.duration = kBDGBadgeParameters.grow.duration;

    CABasicAnimation *settle = [CABasicAnimation animationWithKeyPath:@"transform.scale"];
    settle.fromValue = @(kBDGBadgeParameters.settle.fromValue);
    settle.toValue = @(kBDGBadgeParameters.settle.toValue);
    settle.duration = kBDGBadgeParameters.settle.duration;
    settle.beginTime = kBDGBadgeParameters.settle.beginTime;

    CAAnimationGroup *pop = [CAAnimationGroup animation];
    pop.animations = @[grow, settle];
    pop.duration = kBDGTotalDuration;
    pop.fillMode = kCAFillModeForwards;
    pop.removedOnCompletion = NO;
    [badge addAnimation:pop forKey:@"pop"];

    [badge addAnimation:[BDGKeyframeAnimation animationWithKeyPath:@"transform.rotation.z"
                                                         parameters:kBDGWobbleParameters]
                 forKey:@"wobble"];
}

@end
