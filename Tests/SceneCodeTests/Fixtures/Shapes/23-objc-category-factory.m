// A category on CABasicAnimation with a class factory, called from a view's set-up.
// Derivation: [CABasicAnimation tl_fadeFrom:0 to:1 duration:0.4] -> opacity 0 -> 1 over 0.4 s.
// expect-animations: 1
// expect: layer/fadeIn keyPath=opacity from=0 to=1 duration=0.4
#import <UIKit/UIKit.h>

@interface CABasicAnimation (TLFactory)
+ (instancetype)tl_fadeFrom:(CGFloat)from to:(CGFloat)to duration:(CFTimeInterval)duration;
@end

@implementation CABasicAnimation (TLFactory)
+ (instancetype)tl_fadeFrom:(CGFloat)from to:(CGFloat)to duration:(CFTimeInterval)duration {
    CABasicAnimation *animation = [CABasicAnimation animationWithKeyPath:@"opacity"];
    animation.fromValue = @(from);
    animation.toValue = @(to);
    animation.duration = duration;
    return animation;
}
@end

@interface FadeView : UIView
@end

@implementation FadeView
- (void)didMoveToWindow {
    [super didMoveToWindow];
    [self.layer addAnimation:[CABasicAnimation tl_fadeFrom:0 to:1 duration:0.4] forKey:@"fadeIn"];
}
@end
