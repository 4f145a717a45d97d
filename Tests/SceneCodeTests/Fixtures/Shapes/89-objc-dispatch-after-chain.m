// An intro sequence in Objective-C: a logo fades in now, pops 0.6 s later (dispatch_after with
// dispatch_time(DISPATCH_TIME_NOW, …NSEC_PER_SEC)), and a badge pulses from a one-shot NSTimer
// at 1.2 s. The timed code runs then, each thing it does a scene event: a begin time left unset
// is the layer's time when added, and CACurrentMediaTime() in the timer's method reads that time;
// the block sets the logo's opacity to 1, which it already is: nothing changes, no event.
// Derivation: fade 0 → 1 over 0.5 s from 0; pop scale 1 → 1.2, autoreverse, 0.15 s, added at
// 0.6 s; pulse opacity 1 → 0.4 added at 1.2 s, begun at 1.2 + 0.1 = 1.3 s.
// expect-animations: 3
// expect: logo/fade keyPath=opacity from=0 to=1 duration=0.5
// expect-event: at=0.6 layer=view/logo add=pop keyPath=transform.scale from=1 to=1.2 duration=0.15 autoreverses=true
// expect-event: at=1.2 layer=view/badge add=pulse keyPath=opacity from=1 to=0.4 beginTime=1.3
// expect-note: dispatch_after runs its code 0.6 s later
// expect-note: NSTimer runs its code 1.2 s later
#import "IntroViewController.h"

@interface IntroViewController ()
@property (nonatomic, strong) CALayer *logo;
@property (nonatomic, strong) CALayer *badge;
@end

@implementation IntroViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.logo = [CALayer layer];
    self.logo.frame = CGRectMake(0, 0, 40, 40);
    self.badge = [CALayer layer];
    self.badge.frame = CGRectMake(30, 0, 10, 10);
    [self.view.layer addSublayer:self.logo];
    [self.view.layer addSublayer:self.badge];

    CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
    fade.fromValue = @0;
    fade.toValue = @1;
    fade.duration = 0.5;
    [self.logo addAnimation:fade forKey:@"fade"];

    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.6 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        CABasicAnimation *pop = [CABasicAnimation animationWithKeyPath:@"transform.scale"];
        pop.fromValue = @1;
        pop.toValue = @1.2;
        pop.duration = 0.15;
        pop.autoreverses = YES;
        [self.logo addAnimation:pop forKey:@"pop"];
        self.logo.opacity = 1;
    });

    [NSTimer scheduledTimerWithTimeInterval:1.2 target:self selector:@selector(pulseBadge) userInfo:nil repeats:NO];
}

- (void)pulseBadge {
    CABasicAnimation *pulse = [CABasicAnimation animationWithKeyPath:@"opacity"];
    pulse.fromValue = @1;
    pulse.toValue = @0.4;
    pulse.beginTime = CACurrentMediaTime() + 0.1;
    [self.badge addAnimation:pulse forKey:@"pulse"];
}

@end
