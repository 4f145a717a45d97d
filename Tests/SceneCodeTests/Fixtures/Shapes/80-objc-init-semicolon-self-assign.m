// Objective-C the way older libraries write a view: the definition keeps its declaration's
// semicolon (`…andFrame:(CGRect)frame; {`), the initializer assigns and tests `self` in one
// condition, sizes come from `self.frame` once `[super initWithConfig:andFrame:]` has set it, the
// spin starts from the layer's current model rotation read back with `valueForKeyPath:`, and a
// pulse added 0.5 s later (`performSelector:…afterDelay:`) runs then (an event at 0.5 s, noted);
// the method it names is not run as an entry point on its own.
// Derivation: frame assumed (0, 0, 40, 40), so the orbit is 40 · 2/5 = 16 points and the speed
// set in the initializer is 2 s; the rotation is 0 (the default) → 0 + 2π, linear, forever.
// expect-animations: 2
// expect-event: at=0.5 layer=layer/orbit add=pulse keyPath=opacity to=0
// expect: orbit/spin keyPath=transform.rotation from=0 to=6.283185307179586 duration=2 repeatCount=inf
// expect-layer: orbit bounds=[0,0,16,16]
// expect-note: performSelector:withObject:afterDelay: runs its code 0.5 s later
// expect-no-note: shown from the start
// expect-no-note: it would put layer inside itself
#import "BABaseView.h"

@interface OrbitView : BABaseView
@property (nonatomic) float speed;
@property (nonatomic) CGFloat orbitSize;
@end

@implementation OrbitView

- (id)initWithConfig:(BAConfig *)config andFrame:(CGRect)frame;
{
    if (self = [super initWithConfig:config andFrame:frame])
    {
        self.orbitSize = self.frame.size.height * 2 / 5.0;
        self.speed = 2.0;
    }
    return self;
}

- (void)startAnimation
{
    CALayer *orbit = [CALayer layer];
    orbit.bounds = CGRectMake(0, 0, self.orbitSize, self.orbitSize);
    orbit.position = CGPointMake(self.frame.size.width / 2, self.frame.size.height / 2);
    [self.layer addSublayer:orbit];

    CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation"];
    spin.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionLinear];
    spin.fromValue = (NSNumber *)[orbit valueForKeyPath:@"transform.rotation"];
    spin.toValue = [NSNumber numberWithFloat:[(NSNumber *)[orbit valueForKeyPath:@"transform.rotation"] floatValue] + 2 * M_PI];
    spin.repeatCount = HUGE_VALF;
    spin.duration = self.speed;
    [orbit addAnimation:spin forKey:@"spin"];

    [self performSelector:@selector(pulseLayer:) withObject:orbit afterDelay:0.5];
}

- (void)pulseLayer:(CALayer *)layer
{
    CABasicAnimation *pulse = [CABasicAnimation animationWithKeyPath:@"opacity"];
    pulse.toValue = @0;
    [self.layer addSublayer:layer];
    [layer addAnimation:pulse forKey:@"pulse"];
}

@end
