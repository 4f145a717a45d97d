// dispatch_after runs its block 0.5 s later: the removal there is a scene event at 0.5 s; the
// UIView animation block is listed, not run; the basic animation added directly is in the scene.
// expect-animations: 1
// expect: layer/shake keyPath=position.x values=[0,-8,8,-5,5,0] duration=0.4 additive=true
// expect-event: at=0.5 layer=layer remove=shake
// expect-note: dispatch_after runs its code 0.5 s later
// expect-note: a UIKit animation block
#import <UIKit/UIKit.h>

@implementation LoginViewController (Shake)
- (void)shakeLayer:(CALayer *)layer {
    CAKeyframeAnimation *shake = [CAKeyframeAnimation animationWithKeyPath:@"position.x"];
    shake.values = @[@0, @-8, @8, @-5, @5, @0];
    shake.duration = 0.4;
    shake.additive = YES;
    [layer addAnimation:shake forKey:@"shake"];
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        [layer removeAnimationForKey:@"shake"];
    });
    [UIView animateWithDuration:0.2 animations:^{
        layer.opacity = 0.5;
    }];
}
@end
