// Keyframe positions written as text and filled in by string replacement, as two indicator
// libraries do: "{dx,-dy}" with dx and dy replaced by numbers (stringWithFormat:@"%f"), then read
// by CGPointFromString, boxed as translations, in an NSMutableArray.
// Derivation: d = 12, so "{0,0}", "{dx,-dy}", "{-dx,-dy}", "{0,0}" are (0,0), (12,-12), (-12,-12),
// (0,0): translation.x 0, 12, -12, 0 and translation.y 0, -12, -12, 0; key times 0, 1/3, 2/3, 1.
// expect-animations: 2
// expect: ball/hop keyPath=transform.translation.x values=[0,12,-12,0] keyTimes=[0,0.3333,0.6667,1] duration=1.5
// expect: ball/hop-translationY keyPath=transform.translation.y values=[0,-12,-12,0]
// expect-no-note: ignored
#import <UIKit/UIKit.h>

@interface HopAnimation : NSObject
@end

@implementation HopAnimation

- (void)setupAnimationInLayer:(CALayer *)layer withSize:(CGSize)size tintColor:(UIColor *)tintColor {
    CALayer *ball = [CALayer layer];
    ball.frame = CGRectMake(14, 14, 12, 12);
    ball.backgroundColor = tintColor.CGColor;
    [layer addSublayer:ball];

    CAKeyframeAnimation *hop = [CAKeyframeAnimation animationWithKeyPath:@"transform"];
    hop.keyTimes = @[@0.0f, @0.3333f, @0.6667f, @1.0f];
    hop.duration = 1.5;
    NSArray *texts = @[@"{0,0}", @"{dx,-dy}", @"{-dx,-dy}", @"{0,0}"];
    NSMutableArray *values = [NSMutableArray arrayWithCapacity:4];
    for (NSString *text in texts) {
        CGPoint point = CGPointFromString([self fill:text delta:12]);
        [values addObject:[NSValue valueWithCATransform3D:CATransform3DMakeTranslation(point.x, point.y, 0)]];
    }
    hop.values = values;
    [ball addAnimation:hop forKey:@"hop"];
}

- (NSString *)fill:(NSString *)text delta:(CGFloat)delta {
    NSMutableString *filled = [NSMutableString stringWithString:text];
    NSRange range;
    range.location = 0;
    range.length = filled.length;
    [filled replaceOccurrencesOfString:@"dx" withString:[NSString stringWithFormat:@"%f", delta] options:NSCaseInsensitiveSearch range:range];
    range.length = filled.length;
    [filled replaceOccurrencesOfString:@"DY" withString:[NSString stringWithFormat:@"%f", delta] options:NSCaseInsensitiveSearch range:range];
    return filled;
}

@end
