// The classic replicator spinner in Objective-C: twelve copies of a bar turned 30° apart about
// the replicator's centre, each fading 1/12 of the period after the previous one.
// Derivation: instanceCount 12; angle 2π/12 = 30°, so the instance transform is a rotation about
// z with m11 = m22 = cos 30° = 0.8660254037844387 and m12 = −m21 = sin 30° = 0.5 (to 1e-9);
// instanceDelay = 1.2 / 12 = 0.1; the fade is opacity 1 → 0, 1.2 s, forever.
// expect-animations: 1
// expect-layer: spinner class=CAReplicatorLayer instanceCount=12 instanceDelay=0.1 instanceTransform=[0.8660254037844387,0.5,0,0,-0.5,0.8660254037844387,0,0,0,0,1,0,0,0,0,1]
// expect-layer: bar bounds=[0,0,3,9]
// expect: bar/fade keyPath=opacity from=1 to=0 duration=1.2 repeatCount=inf
#import <UIKit/UIKit.h>

@interface SpinnerView : UIView
@end

@implementation SpinnerView

- (void)didMoveToWindow {
    [super didMoveToWindow];
    CGFloat period = 1.2;
    NSInteger count = 12;

    CAReplicatorLayer *spinner = [CAReplicatorLayer layer];
    spinner.frame = CGRectMake(0, 0, 40, 40);
    spinner.instanceCount = count;
    spinner.instanceDelay = period / count;
    spinner.instanceTransform = CATransform3DMakeRotation(2 * M_PI / count, 0, 0, 1);
    [self.layer addSublayer:spinner];

    CALayer *bar = [CALayer layer];
    bar.frame = CGRectMake(18.5, 0, 3, 9);
    bar.backgroundColor = [UIColor grayColor].CGColor;
    bar.cornerRadius = 1.5;
    [spinner addSublayer:bar];

    CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
    fade.fromValue = @1.0f;
    fade.toValue = @0.0f;
    fade.duration = period;
    fade.repeatCount = HUGE_VALF;
    [bar addAnimation:fade forKey:@"fade"];
}

@end
