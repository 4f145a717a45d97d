// An instance variable never set is zero: the offset it holds adds nothing.
// Derivation: _phase is 0 -> beginTime = now + 0 + 0.3 -> 0.3.
// expect-animations: 1
// expect: layer/wave keyPath=position.y by=10 duration=0.5 beginTime=0.3
#import <QuartzCore/QuartzCore.h>

@interface WaveView : UIView {
    CGFloat _phase;
}
@end

@implementation WaveView
- (void)startAnimating {
    CABasicAnimation *wave = [CABasicAnimation animationWithKeyPath:@"position.y"];
    wave.byValue = @10;
    wave.duration = 0.5;
    wave.beginTime = CACurrentMediaTime() + _phase + 0.3;
    [self.layer addAnimation:wave forKey:@"wave"];
}
@end
