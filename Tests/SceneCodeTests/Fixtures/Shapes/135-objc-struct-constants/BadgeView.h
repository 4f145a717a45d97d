#import <UIKit/UIKit.h>

@interface BadgeView : UIView
@end
