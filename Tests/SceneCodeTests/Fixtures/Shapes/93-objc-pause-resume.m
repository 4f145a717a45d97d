// Seed 004's pauseLayer/resumeLayer in Objective-C, run from performSelector:afterDelay: on a
// spinner: each statement is a scene event at its time. Pausing at 1.25 s: speed 0, then
// timeOffset = convertTime(now), the layer's time then (1.25, read from the clock: anchored).
// Resuming at 2 s: pausedTime = the timeOffset (1.25), speed 1, timeOffset 0 (beginTime 0 is
// unchanged: no event), then beginTime = convertTime(now) − pausedTime = 2 − 1.25 = 0.75, a
// plain number (two clock times subtracted).
// expect-animations: 1
// expect: view/spin keyPath=transform.rotation.z from=0 to=6.283185307179586 duration=1 repeatCount=inf
// expect-event: at=1.25 layer=view speed=0
// expect-event: at=1.25 layer=view timeOffset=1.25 anchored=true
// expect-event: at=2 layer=view speed=1
// expect-event: at=2 layer=view timeOffset=0
// expect-event: at=2 layer=view beginTime=0.75
#import <UIKit/UIKit.h>

@implementation SpinnerController

- (void)viewDidLoad {
    [super viewDidLoad];
    CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
    spin.fromValue = @0;
    spin.toValue = @(2 * M_PI);
    spin.duration = 1;
    spin.repeatCount = HUGE_VALF;
    [self.view.layer addAnimation:spin forKey:@"spin"];
    [self performSelector:@selector(pauseSpinner) withObject:nil afterDelay:1.25];
    [self performSelector:@selector(resumeSpinner) withObject:nil afterDelay:2];
}

- (void)pauseSpinner {
    CALayer *layer = self.view.layer;
    CFTimeInterval pausedTime = [layer convertTime:CACurrentMediaTime() fromLayer:nil];
    layer.speed = 0.0;
    layer.timeOffset = pausedTime;
}

- (void)resumeSpinner {
    CALayer *layer = self.view.layer;
    CFTimeInterval pausedTime = [layer timeOffset];
    layer.speed = 1.0;
    layer.timeOffset = 0.0;
    layer.beginTime = 0.0;
    CFTimeInterval timeSincePause = [layer convertTime:CACurrentMediaTime() fromLayer:nil] - pausedTime;
    layer.beginTime = timeSincePause;
}

@end
