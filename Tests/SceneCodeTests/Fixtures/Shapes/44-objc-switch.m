// An Objective-C switch on an enum ivar chooses the curve; a break ends the case.
// Derivation: _style is 0 (never set) -> case 0 -> easeOut; duration 0.25.
// expect-animations: 1
// expect: layer/pop keyPath=transform.scale from=0.8 to=1 duration=0.25 timingFunction=easeOut
#import <QuartzCore/QuartzCore.h>

typedef NS_ENUM(NSInteger, PopStyle) {
    PopStyleSoft = 0,
    PopStyleHard = 1,
};

@interface PopView : UIView {
    NSInteger _style;
}
@end

@implementation PopView
- (void)startAnimating {
    CABasicAnimation *pop = [CABasicAnimation animationWithKeyPath:@"transform.scale"];
    pop.fromValue = @0.8;
    pop.toValue = @1;
    pop.duration = 0.25;
    switch (_style) {
        case 0:
            pop.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseOut];
            break;
        default:
            pop.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionLinear];
            break;
    }
    [self.layer addAnimation:pop forKey:@"pop"];
}
@end
