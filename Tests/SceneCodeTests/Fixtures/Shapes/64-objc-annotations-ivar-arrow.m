// An Objective-C view as Interface Builder-era libraries write it: IB_DESIGNABLE, IBInspectable
// properties, nullability macros, API_AVAILABLE, and ivars written through `self->_name`.
// Derivation: the spin is transform.rotation.z 0 -> 2π over 1.2 s (the ivar set in init),
// repeating forever; the layer is the ivar created in init and added to the view's layer.
// expect-animations: 1
// expect: spinner/spin keyPath=transform.rotation.z from=0 to=6.283185307179586 duration=1.2 repeatCount=inf
// expect-no-note: IB_DESIGNABLE
// expect-no-note: IBInspectable
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

IB_DESIGNABLE
@interface SpinnerView : UIView
@property (nonatomic, strong, nullable) IBInspectable UIColor *color;
@property (nonatomic, assign) IBInspectable CGFloat period;
- (void)startAnimating API_AVAILABLE(ios(10.0));
@end

NS_ASSUME_NONNULL_END

@implementation SpinnerView {
    CALayer *_spinner;
}

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self->_period = 1.2;
        self->_spinner = [CALayer layer];
        self->_spinner.frame = CGRectMake(0, 0, 20, 20);
        [self.layer addSublayer:self->_spinner];
    }
    return self;
}

- (void)startAnimating {
    CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
    spin.fromValue = @0;
    spin.toValue = @(2 * M_PI);
    spin.duration = self->_period;
    spin.repeatCount = HUGE_VALF;
    [self->_spinner addAnimation:spin forKey:@"spin"];
}

@end
