// A view made with -initWithFrame: in the form compilers ask for, `if ((self = [super
// initWithFrame:frame]))`: the assignment runs and its result is tested, so the set-up inside
// runs and the ring turns once a second, forever (linear: a basic animation's default curve).
// expect-animations: 1
// expect: ring/spin keyPath=transform.rotation.z from=0 to=6.283185307179586 duration=1 repeatCount=inf
#import <UIKit/UIKit.h>

@interface RingView : UIView
@property (nonatomic, strong) CAShapeLayer *ring;
@end

@implementation RingView
- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _ring = [CAShapeLayer layer];
        _ring.frame = self.bounds;
        [self.layer addSublayer:_ring];
        CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
        spin.fromValue = @0;
        spin.toValue = @(M_PI * 2);
        spin.duration = 1;
        spin.repeatCount = HUGE_VALF;
        [_ring addAnimation:spin forKey:@"spin"];
    }
    return self;
}
@end

@interface SpinnerViewController : UIViewController
@end

@implementation SpinnerViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    RingView *ringView = [[RingView alloc] initWithFrame:CGRectMake(0, 0, 40, 40)];
    [self.view addSubview:ringView];
}
@end
