// Teardown in dealloc and a stop method never runs at set-up.
// expect-animations: 1
// expect: layer/flash keyPath=opacity values=[1,0,1] duration=0.6 repeatCount=3
// expect-note: stopFlashing did not run
// expect-note: dealloc did not run
#import <UIKit/UIKit.h>

@implementation FlashView
- (void)awakeFromNib {
    [super awakeFromNib];
    [self startFlashing];
}

- (void)startFlashing {
    CAKeyframeAnimation *flash = [CAKeyframeAnimation animationWithKeyPath:@"opacity"];
    flash.values = @[@1, @0, @1];
    flash.duration = 0.6;
    flash.repeatCount = 3;
    [self.layer addAnimation:flash forKey:@"flash"];
}

- (void)stopFlashing {
    [self.layer removeAllAnimations];
}

- (void)dealloc {
    [self.layer removeAllAnimations];
}
@end
