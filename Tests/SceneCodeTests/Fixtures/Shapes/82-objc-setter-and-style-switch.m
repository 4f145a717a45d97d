// Objective-C where a property's custom setter does the work (`self.duration = 0.8` calls
// `setDuration:`, which stores `_duration` and restarts), the style is a constant from a header
// not given (`MDStyleMedium`, compared by name in a switch), numbers are written `2.`, the
// superclass is declared in that header too (only `initWithFrame:` says it is a view), and
// `+layerClass` makes the view's layer a CAShapeLayer (so its stroke animations draw).
// Derivation: the initializer picks the medium style: duration 0.8; the setter adds the stroke
// group (strokeEnd 0 → 1 over 0.8 s, strokeStart begun at 0.8/1.5 s, group 0.8 + 0.8/1.5 s) and a
// rotation over 0.8 · 1.5 = 1.2 s, both forever. The radius is the frame's width / 2. = 20.
// expect-animations: 4
// expect: layer/stroke duration=1.3333333333333335 repeatCount=inf
// expect: layer/stroke/grow keyPath=strokeEnd duration=0.8
// expect: layer/stroke/shrink keyPath=strokeStart duration=0.8 beginTime=0.5333333333333333
// expect: layer/rotation keyPath=transform.rotation.z from=0 to=6.283185307179586 duration=1.2000000000000002 repeatCount=inf
// expect-layer: layer cornerRadius=20 class=CAShapeLayer
// expect-no-note: is a CAShapeLayer property
#import "MDSpinner.h"

@implementation MDSpinner

+ (Class)layerClass {
    return [CAShapeLayer class];
}

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        MDStyle style = MDStyleMedium;
        switch (style) {
            case MDStyleSmall:
                self.duration = 0.6;
                break;
            case MDStyleMedium:
                self.duration = 0.8;
                break;
            default:
                self.duration = 1.;
                break;
        }
        self.layer.cornerRadius = self.frame.size.width / 2.;
    }
    return self;
}

- (void)setDuration:(CGFloat)duration {
    _duration = duration;
    [self.layer removeAllAnimations];
    [self.layer addAnimation:[self strokeAnimation] forKey:@"stroke"];
    [self.layer addAnimation:[self rotationAnimation] forKey:@"rotation"];
}

- (CAAnimationGroup *)strokeAnimation {
    CABasicAnimation *grow = [CABasicAnimation animationWithKeyPath:@"strokeEnd"];
    grow.fromValue = @0;
    grow.toValue = @1;
    grow.duration = self.duration;
    CABasicAnimation *shrink = [CABasicAnimation animationWithKeyPath:@"strokeStart"];
    shrink.fromValue = @0;
    shrink.toValue = @1;
    shrink.duration = self.duration;
    shrink.beginTime = self.duration / 1.5;
    CAAnimationGroup *group = [CAAnimationGroup animation];
    group.animations = @[grow, shrink];
    group.duration = self.duration + shrink.beginTime;
    group.repeatCount = INFINITY;
    return group;
}

- (CABasicAnimation *)rotationAnimation {
    CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
    spin.fromValue = @0;
    spin.toValue = @(M_PI * 2);
    spin.duration = self.duration * 1.5;
    spin.repeatCount = INFINITY;
    return spin;
}

@end
