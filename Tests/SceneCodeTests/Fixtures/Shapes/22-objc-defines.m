// Durations and sizes from #define constants.
// Derivation: kPulseDuration 0.8, kPulseScale 1.25f -> to 1.25; repeatCount MAXFLOAT -> forever.
// expect-animations: 1
// expect: layer/pulse keyPath=transform.scale from=1 to=1.25 duration=0.8 autoreverses=true repeatCount=inf
#import <QuartzCore/QuartzCore.h>

#define kPulseDuration 0.8
#define kPulseScale 1.25f

void StartPulse(CALayer *layer) {
    CABasicAnimation *pulse = [CABasicAnimation animationWithKeyPath:@"transform.scale"];
    pulse.fromValue = @1;
    pulse.toValue = @(kPulseScale);
    pulse.duration = kPulseDuration;
    pulse.autoreverses = YES;
    pulse.repeatCount = MAXFLOAT;
    [layer addAnimation:pulse forKey:@"pulse"];
}
