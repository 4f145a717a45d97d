// A loop bound from a property set in init, with NSUInteger and a C for loop.
// Derivation: self.barCount = 4 -> 4 bars; duration 0.3 + 0.05 i.
// expect-animations: 4
// expect: bar/level keyPath=bounds.size.height from=2 to=18 duration=0.3 autoreverses=true repeatCount=inf
// expect: bar4/level duration=0.45
#import <UIKit/UIKit.h>

@interface LevelMeter : UIView
@property (nonatomic, assign) NSUInteger barCount;
@end

@implementation LevelMeter
- (instancetype)init {
    if ((self = [super init])) {
        self.barCount = 4;
    }
    return self;
}

- (void)startAnimating {
    for (NSUInteger i = 0; i < self.barCount; i++) {
        CALayer *bar = [CALayer layer];
        bar.frame = CGRectMake(i * 5.0, 0, 3, 2);
        [self.layer addSublayer:bar];
        CABasicAnimation *level = [CABasicAnimation animationWithKeyPath:@"bounds.size.height"];
        level.fromValue = @2;
        level.toValue = @18;
        level.duration = 0.3 + 0.05 * i;
        level.autoreverses = YES;
        level.repeatCount = HUGE_VALF;
        [bar addAnimation:level forKey:@"level"];
    }
}
@end
