// M_PI, M_PI_2 and casts in Objective-C arithmetic.
// Derivation: toValue (CGFloat)(M_PI * 2) = 2π; duration M_PI_2 / M_PI = 0.5.
// expect-animations: 1
// expect: layer/spin keyPath=transform.rotation from=0 to=6.283185307179586 duration=0.5 repeatCount=inf
#import <QuartzCore/QuartzCore.h>

@implementation SpinController
- (void)startSpinningLayer:(CALayer *)layer {
    CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation"];
    spin.fromValue = [NSNumber numberWithFloat:0.f];
    spin.toValue = [NSNumber numberWithFloat:(CGFloat)(M_PI * 2)];
    spin.duration = M_PI_2 / M_PI;
    spin.repeatCount = HUGE_VALF;
    [layer addAnimation:spin forKey:@"spin"];
}
@end
