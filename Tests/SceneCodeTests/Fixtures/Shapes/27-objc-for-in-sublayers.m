// Dots kept in an NSMutableArray property, then animated in a for-in loop.
// Derivation: three dots added to self.dots; the loop adds a bounce to each, delays 0, 0.1, 0.2.
// expect-animations: 3
// expect: dot/bounce keyPath=position.y by=-6 duration=0.3 autoreverses=true repeatCount=inf beginTime=0
// expect: dot3/bounce beginTime=0.2
#import <UIKit/UIKit.h>

@interface TypingIndicator : UIView
@property (nonatomic, strong) NSMutableArray<CALayer *> *dots;
@end

@implementation TypingIndicator

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _dots = [NSMutableArray array];
        for (int i = 0; i < 3; i++) {
            CALayer *dot = [CALayer layer];
            dot.frame = CGRectMake(i * 12, 0, 8, 8);
            [self.layer addSublayer:dot];
            [_dots addObject:dot];
        }
    }
    return self;
}

- (void)startAnimating {
    CFTimeInterval now = CACurrentMediaTime();
    NSInteger index = 0;
    for (CALayer *dot in self.dots) {
        CABasicAnimation *bounce = [CABasicAnimation animationWithKeyPath:@"position.y"];
        bounce.byValue = @(-6);
        bounce.duration = 0.3;
        bounce.autoreverses = YES;
        bounce.repeatCount = HUGE_VALF;
        bounce.beginTime = now + index * 0.1;
        [dot addAnimation:bounce forKey:@"bounce"];
        index++;
    }
}

- (void)stopAnimating {
    for (CALayer *dot in self.dots) {
        [dot removeAllAnimations];
    }
}

@end
