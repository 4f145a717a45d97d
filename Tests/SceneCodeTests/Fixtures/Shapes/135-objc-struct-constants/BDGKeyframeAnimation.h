#import <QuartzCore/QuartzCore.h>

@interface BDGKeyframeAnimation : CAKeyframeAnimation
+ (instancetype)animationWithKeyPath:(NSString *)keyPath parameters:(BDGAnimationParameters)parameters;
@end
