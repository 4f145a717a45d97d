#import "BadgeConstants.h"

CFTimeInterval const kBDGTotalDuration = 0.8;

// A compound literal with nested ones; `settle` leaves `fromValue` and `damping` out (zero).
BDGBadgeParameters const kBDGBadgeParameters = (BDGBadgeParameters) {
    .grow = (BDGAnimationParameters) {
        .duration = kBDGTotalDuration / 4.0,
        .fromValue = 0.0,
        .toValue = 1.2
    },
    .settle = {
        .beginTime = kBDGTotalDuration / 4.0,
        .duration = kBDGTotalDuration / 2.0,
        .toValue = 1.0
    }
};

// An initializer list that takes its type from the declaration.
BDGAnimationParameters const kBDGWobbleParameters = {
    .duration = 0.6,
    .fromValue = -0.2,
    .toValue = 0.2,
    .damping = 4
};
