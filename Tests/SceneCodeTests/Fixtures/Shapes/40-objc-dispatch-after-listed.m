// dispatch_after runs its block 0.5 s later: the removal there is a scene event at 0.5 s. The
// UIView block animates the layer's opacity as UIKit does (the layer is the host's, from outside
// the code): from the old value 1 to the new model 0.5, 0.2 s, easeInEaseOut, fillMode both.
// expect-animations: 2
// expect: layer/shake keyPath=position.x values=[0,-8,8,-5,5,0] duration=0.4 additive=true
// expect: layer/opacity keyPath=opacity from=1 duration=0.2 timingFunction=easeInEaseOut fillMode=both
// expect-layer: layer opacity=0.5
// expect-event: at=0.5 layer=layer remove=shake
// expect-note: dispatch_after runs its code 0.5 s later
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
