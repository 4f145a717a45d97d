// Seed 004's pauseLayer/resumeLayer in Objective-C, run from performSelector:afterDelay: on a
// spinner. Each statement acts at its time: pausing at 1.25 s sets speed 0, then timeOffset =
// convertTime(now), the layer's time then (1.25, read from the clock); resuming at 2 s reads
// pausedTime = the timeOffset back, sets speed 1 and timeOffset 0 (beginTime 0 is unchanged),
// then beginTime = convertTime(now) − pausedTime = 2 − 1.25 = 0.75. Each run keeps the layer's
// local time continuous (1.25 before and after each), so it is written as the recipe it is: a
// pause at 1.25 s and a resume at 2 s.
// expect-animations: 1
// expect: view/spin keyPath=transform.rotation.z from=0 to=6.283185307179586 duration=1 repeatCount=inf
// expect-event: at=1.25 layer=view pause=true
// expect-event: at=2 layer=view resume=true
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
