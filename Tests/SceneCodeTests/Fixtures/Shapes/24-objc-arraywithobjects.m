// Keyframe values from arrayWithObjects:…, nil and key times from an array literal.
// Derivation: values 0, 1, 0.5, 1 (the nil ends the list); keyTimes 0, 0.25, 0.6, 1.
// expect-animations: 1
// expect: layer/blink keyPath=opacity values=[0,1,0.5,1] keyTimes=[0,0.25,0.6,1] duration=1.2
#import <QuartzCore/QuartzCore.h>

@implementation BlinkController
- (void)startBlinkingLayer:(CALayer *)layer {
    CAKeyframeAnimation *blink = [CAKeyframeAnimation animationWithKeyPath:@"opacity"];
    blink.values = [NSArray arrayWithObjects:[NSNumber numberWithFloat:0], [NSNumber numberWithFloat:1],
                    [NSNumber numberWithFloat:0.5f], [NSNumber numberWithFloat:1], nil];
    blink.keyTimes = @[@0, @0.25, @0.6, @1];
    blink.duration = 1.2;
    [layer addAnimation:blink forKey:@"blink"];
}
@end
