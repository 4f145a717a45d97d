#import <UIKit/UIKit.h>

@class HudBackground;
@protocol HudDelegate;

NS_ASSUME_NONNULL_BEGIN

@interface Hud : UIView
+ (instancetype)showOn:(UIView *)view;
@property (weak, nonatomic) id<HudDelegate> delegate;
/// Seconds before the HUD shows; 0 (the default, an ivar never set) shows it at once.
@property (assign, nonatomic) NSTimeInterval graceTime;
@end

NS_ASSUME_NONNULL_END
