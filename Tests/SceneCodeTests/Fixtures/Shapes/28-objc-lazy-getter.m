// A lazily made shape layer behind a getter; the animation goes on it through self.ring.
// Derivation: the getter makes the layer once; strokeStart 0 -> 0.9, 1.4 s, forever.
// expect-animations: 1
// expect: ring/chase keyPath=strokeStart from=0 to=0.9 duration=1.4 repeatCount=inf
// expect-layer: ring lineWidth=2
#import <UIKit/UIKit.h>

@interface ChaseView : UIView
@property (nonatomic, strong) CAShapeLayer *ring;
@end

@implementation ChaseView

- (CAShapeLayer *)ring {
    if (!_ring) {
        _ring = [CAShapeLayer layer];
        _ring.lineWidth = 2;
        [self.layer addSublayer:_ring];
    }
    return _ring;
}

- (void)didMoveToWindow {
    [super didMoveToWindow];
    CABasicAnimation *chase = [CABasicAnimation animationWithKeyPath:@"strokeStart"];
    chase.fromValue = @0;
    chase.toValue = @0.9;
    chase.duration = 1.4;
    chase.repeatCount = HUGE_VALF;
    [self.ring addAnimation:chase forKey:@"chase"];
}

@end
