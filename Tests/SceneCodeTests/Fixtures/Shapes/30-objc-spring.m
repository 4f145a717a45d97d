// A spring in Objective-C with its duration from settlingDuration.
// Derivation: damping 12, stiffness 300, mass 1, initialVelocity 0; position.x 0 -> 80.
// expect-animations: 1
// expect: layer/settle keyPath=position.x from=0 to=80
// expect-no-note: ignored
#import <QuartzCore/QuartzCore.h>

@implementation SpringHelper
+ (void)settleLayer:(CALayer *)layer {
    CASpringAnimation *settle = [CASpringAnimation animationWithKeyPath:@"position.x"];
    settle.fromValue = @0;
    settle.toValue = @80;
    settle.damping = 12;
    settle.stiffness = 300;
    settle.mass = 1;
    settle.initialVelocity = 0;
    settle.duration = settle.settlingDuration;
    [layer addAnimation:settle forKey:@"settle"];
}
@end
