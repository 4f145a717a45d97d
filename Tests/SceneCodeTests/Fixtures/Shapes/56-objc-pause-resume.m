// Seed 004's pause, written as real code writes it: the layer's time at the moment of the call
// becomes its time offset, then speed 0.
// Derivation: pausedTime = convertTime(now) = 0 (the layer is at its start); speed 0, timeOffset 0.
// expect-animations: 1
// expect: layer/slide keyPath=position.x from=0 to=100 duration=2
// expect-layer: layer speed=0
// entry: startAndPause:
#import <QuartzCore/QuartzCore.h>

@implementation PauseController
- (void)startAndPause:(CALayer *)layer {
    CABasicAnimation *slide = [CABasicAnimation animationWithKeyPath:@"position.x"];
    slide.fromValue = @0;
    slide.toValue = @100;
    slide.duration = 2;
    [layer addAnimation:slide forKey:@"slide"];
    [self pauseLayer:layer];
}

- (void)pauseLayer:(CALayer *)layer {
    CFTimeInterval pausedTime = [layer convertTime:CACurrentMediaTime() fromLayer:nil];
    layer.speed = 0.0;
    layer.timeOffset = pausedTime;
}

- (void)resumeLayer:(CALayer *)layer {
    CFTimeInterval pausedTime = [layer timeOffset];
    layer.speed = 1.0;
    layer.timeOffset = 0.0;
    layer.beginTime = 0.0;
    layer.beginTime = [layer convertTime:CACurrentMediaTime() fromLayer:nil] - pausedTime;
}
@end
