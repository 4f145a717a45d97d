#import <QuartzCore/QuartzCore.h>

@protocol Glowing <NSObject>
@property (nonatomic, assign, getter=isGlowing) BOOL glowing;
@property (nonatomic, assign) CFTimeInterval glowDuration;
@end

@interface GlowLayer : CALayer <Glowing>
@end
