// A view whose layer is a layer class of the program (`+ (Class)layerClass`), configured through
// accessors that macros write, with ivars a protocol's properties get from `@synthesize`, a
// simulator-only branch (`#if TARGET_IPHONE_SIMULATOR`), `a ?: b`, `[layer animationForKey:]`
// and `[CATransaction disableActions]`, and a `layoutSublayers` that sizes the glow.
// Derivation: on a device the drag coefficient is 1, so the pulse's speed stays 1. The view is
// 120 × 60; layoutSublayers makes the glow as large, centred: position (60, 30). Turning the
// glow on (no animation under "pulse" yet, actions not disabled) adds to the glow layer an
// opacity pulse from its presented opacity (1: its model) to 0.2, 0.6 s, autoreversing, forever.
// expect-animations: 1
// expect-layer: glow position=[60,30] bounds=[0,0,120,60]
// expect: glow/pulse keyPath=opacity from=1 to=0.2 duration=0.6 autoreverses=true repeatCount=inf
// expect-no-note: not understood
#import "GlowLayer.h"

#define GLOW_SPEED() 1.0

static CGFloat DragCoefficient(void)
{
#if TARGET_IPHONE_SIMULATOR
  return 10.0;
#else
  return GLOW_SPEED();
#endif
}

static CABasicAnimation *pulse_animation(CALayer *layer, CFTimeInterval duration)
{
  CABasicAnimation *animation = [CABasicAnimation animationWithKeyPath:@"opacity"];
  animation.fromValue = @([(layer.presentationLayer ?: layer) opacity]);
  animation.toValue = @0.2;
  animation.duration = duration;
  animation.autoreverses = YES;
  animation.repeatCount = HUGE_VALF;
  CGFloat k = DragCoefficient();
  if (k != 1) {
    animation.speed = 1 / k;
  }
  return animation;
}

@implementation GlowLayer
{
  CALayer *_glow;
}

@synthesize glowing = _glowing;
@synthesize glowDuration = _glowDuration;

- (instancetype)init
{
  self = [super init];
  if (self) {
    _glowDuration = 0.6;
    _glow = [CALayer layer];
    _glow.backgroundColor = [UIColor orangeColor].CGColor;
    [self addSublayer:_glow];
  }
  return self;
}

- (void)setGlowing:(BOOL)glowing
{
  if (glowing != _glowing) {
    _glowing = glowing;
    [self updateGlow];
  }
}

- (void)layoutSublayers
{
  [super layoutSublayers];
  _glow.bounds = self.bounds;
  _glow.position = CGPointMake(CGRectGetMidX(self.bounds), CGRectGetMidY(self.bounds));
}

- (void)updateGlow
{
  if (!_glowing || [CATransaction disableActions]) {
    return;
  }
  if ([_glow animationForKey:@"pulse"] == nil) {
    [_glow addAnimation:pulse_animation(_glow, _glowDuration) forKey:@"pulse"];
  }
}

@end
