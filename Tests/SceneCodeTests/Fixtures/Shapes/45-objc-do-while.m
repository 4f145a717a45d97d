// A do-while loop in Objective-C adds rings until there are three.
// Derivation: n = 0, 1, 2 -> rings with duration 1 + n * 0.5: 1, 1.5, 2.
// expect-animations: 3
// expect: ring/expand keyPath=transform.scale from=0 to=1 duration=1
// expect: ring2/expand duration=1.5
// expect: ring3/expand duration=2
#import <QuartzCore/QuartzCore.h>

void AddRipples(CALayer *host) {
    int n = 0;
    do {
        CAShapeLayer *ring = [CAShapeLayer layer];
        [host addSublayer:ring];
        CABasicAnimation *expand = [CABasicAnimation animationWithKeyPath:@"transform.scale"];
        expand.fromValue = @0;
        expand.toValue = @1;
        expand.duration = 1 + n * 0.5;
        [ring addAnimation:expand forKey:@"expand"];
        n++;
    } while (n < 3);
}
