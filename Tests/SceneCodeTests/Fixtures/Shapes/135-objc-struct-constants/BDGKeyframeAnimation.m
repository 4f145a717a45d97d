#import "BDGKeyframeAnimation.h"
#import "BadgeConstants.h"

static const NSUInteger kBDGSteps = 4;

double bdg_decay(double progress, double damping);

@implementation BDGKeyframeAnimation

+ (instancetype)animationWithKeyPath:(NSString *)keyPath parameters:(BDGAnimationParameters)parameters {
    BDGKeyframeAnimation *animation = [self.class animationWithKeyPath:keyPath];
    animation.duration = parameters.duration;
    NSMutableArray *values = [NSMutableArray new];
    for (NSUInteger i = 0; i <= kBDGSteps; i++) {
        double progress = (double)i / kBDGSteps;
        [values addObject:@(parameters.toValue * bdg_decay(progress, parameters.damping) * (i % 2 == 0 ? 1 : -1))];
    }
    animation.values = values;
    return animation;
}

@end

double bdg_decay(double progress, double damping) {
    return 1.0 - progress * damping / 8.0;
}
