// A shape built with Core Graphics path functions from another layer's frame, released by hand,
// as Objective-C spinners do; a second layer takes the first one's frame.
// Derivation: plate.frame = (4, 4, 32, 32) → position (20, 20), bounds 32 × 32; its frame read
// back is the same rect, so ring gets position (20, 20) and bounds 32 × 32; the ring's path is the
// ellipse in that rect, and CGPathRelease changes nothing (no note).
// expect-animations: 1
// expect-layer: ring class=CAShapeLayer position=[20,20] bounds=[0,0,32,32]
// expect: ring/spin keyPath=transform.rotation.z from=0 to=6.283185307179586 duration=1 repeatCount=inf
// expect-no-note: ignored
#import <UIKit/UIKit.h>

@interface RingSpinner : NSObject
@end

@implementation RingSpinner

- (void)setupAnimationInLayer:(CALayer *)layer withSize:(CGSize)size color:(UIColor *)color {
    CALayer *plate = [CALayer layer];
    plate.frame = CGRectMake(4, 4, 32, 32);
    [layer addSublayer:plate];

    CAShapeLayer *ring = [CAShapeLayer layer];
    ring.frame = plate.frame;
    CGMutablePathRef path = CGPathCreateMutable();
    CGPathAddEllipseInRect(path, NULL, CGRectMake(0, 0, 32, 32));
    ring.path = path;
    CGPathRelease(path);
    ring.strokeColor = color.CGColor;
    ring.fillColor = nil;
    [layer addSublayer:ring];

    CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
    spin.fromValue = @0;
    spin.toValue = @(2 * M_PI);
    spin.duration = 1;
    spin.repeatCount = HUGE_VALF;
    [ring addAnimation:spin forKey:@"spin"];
}

@end
