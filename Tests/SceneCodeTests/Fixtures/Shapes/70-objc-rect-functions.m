// Frames computed with Core Graphics' rect functions, as spinner libraries do: an inset square,
// a scaled and offset rect, and a corner radius from the rect's height.
// Derivation: size 40: CGRectInset((0,0,40,40), 2, 2) = (2,2,36,36) → position (20,20),
// bounds 36×36; CGRectApplyAffineTransform((0,0,40,40), scale 0.6) = (0,0,24,24), offset by
// (12,12) → (12,12,24,24) → position (24,24); its cornerRadius = CGRectGetHeight / 2 = 12.
// expect-animations: 1
// expect-layer: plate position=[20,20] bounds=[0,0,36,36]
// expect-layer: dot position=[24,24] bounds=[0,0,24,24] cornerRadius=12
// expect: dot/pulse keyPath=opacity from=1 to=0 duration=1
// expect-no-note: its value is not known here
#import <UIKit/UIKit.h>

@interface RectSpinner : NSObject
@end

@implementation RectSpinner

- (void)setupAnimationInLayer:(CALayer *)layer withSize:(CGSize)size color:(UIColor *)color {
    CALayer *plate = [CALayer layer];
    plate.frame = CGRectInset(CGRectMake(0.0, 0.0, size.width, size.height), 2.0, 2.0);
    plate.backgroundColor = color.CGColor;
    [layer addSublayer:plate];

    CALayer *dot = [CALayer layer];
    CGFloat offset = size.width * 0.3;
    dot.frame = CGRectOffset(CGRectApplyAffineTransform(CGRectMake(0.0, 0.0, size.width, size.height), CGAffineTransformMakeScale(0.6, 0.6)), offset, offset);
    dot.cornerRadius = CGRectGetHeight(dot.bounds) * 0.5;
    dot.backgroundColor = color.CGColor;
    [layer addSublayer:dot];

    CABasicAnimation *pulse = [CABasicAnimation animationWithKeyPath:@"opacity"];
    pulse.fromValue = @1;
    pulse.toValue = @0;
    pulse.duration = 1;
    [dot addAnimation:pulse forKey:@"pulse"];
}

@end
