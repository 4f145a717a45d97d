// Animation settings kept in C structs, as Objective-C libraries keep them: a header declares
// the struct types and the constants; BadgeConstants.m fills them with compound literals.
#import <UIKit/UIKit.h>

typedef struct {
    CFTimeInterval duration;
    CFTimeInterval beginTime;
    double fromValue;
    double toValue;
    double damping;
} BDGAnimationParameters;

typedef struct {
    BDGAnimationParameters grow;
    BDGAnimationParameters settle;
} BDGBadgeParameters;

extern CFTimeInterval const kBDGTotalDuration;
extern BDGBadgeParameters const kBDGBadgeParameters;
extern BDGAnimationParameters const kBDGWobbleParameters;
