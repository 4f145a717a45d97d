// A static C function makes each animation; a loop adds three with growing delays.
// Derivation: delay i * 0.2 from now; duration 0.9; opacity 0.2 -> 1, autoreverses, forever.
// expect-animations: 3
// expect: dot/glow keyPath=opacity from=0.2 to=1 duration=0.9 autoreverses=true repeatCount=inf beginTime=0
// expect: dot2/glow beginTime=0.2
// expect: dot3/glow beginTime=0.4
#import <QuartzCore/QuartzCore.h>

static CABasicAnimation *MakeGlow(CFTimeInterval delay) {
    CABasicAnimation *glow = [CABasicAnimation animationWithKeyPath:@"opacity"];
    glow.fromValue = @0.2;
    glow.toValue = @1.0;
    glow.duration = 0.9;
    glow.autoreverses = YES;
    glow.repeatCount = INFINITY;
    glow.beginTime = CACurrentMediaTime() + delay;
    return glow;
}

void AddGlowingDots(CALayer *host) {
    for (NSInteger i = 0; i < 3; i++) {
        CALayer *dot = [CALayer layer];
        dot.frame = CGRectMake(i * 10.f, 0.f, 6.f, 6.f);
        [host addSublayer:dot];
        [dot addAnimation:MakeGlow(i * 0.2) forKey:@"glow"];
    }
}
