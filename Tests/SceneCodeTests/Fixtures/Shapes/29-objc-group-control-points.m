// A group with a custom curve from control points, in a view controller's viewDidLoad.
// Derivation: group duration 0.6, children slide 0 -> 30 and fade 0 -> 1, curve (0.25, 0.1, 0.25, 1).
// expect-animations: 3
// expect: banner/enter duration=0.6 timingFunction=[0.25,0.1,0.25,1] fillMode=backwards
// expect: banner/enter/slide keyPath=position.y from=0 to=30
// expect: banner/enter/fade keyPath=opacity from=0 to=1
#import <UIKit/UIKit.h>

@interface BannerViewController : UIViewController
@property (nonatomic, strong) CALayer *banner;
@end

@implementation BannerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.banner = [CALayer layer];
    [self.view.layer addSublayer:self.banner];

    CABasicAnimation *slide = [CABasicAnimation animationWithKeyPath:@"position.y"];
    slide.fromValue = @0;
    slide.toValue = @30;
    CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
    fade.fromValue = @0;
    fade.toValue = @1;

    CAAnimationGroup *enter = [CAAnimationGroup animation];
    enter.animations = @[slide, fade];
    enter.duration = 0.6;
    enter.fillMode = kCAFillModeBackwards;
    enter.timingFunction = [CAMediaTimingFunction functionWithControlPoints:0.25 :0.1 :0.25 :1];
    [self.banner addAnimation:enter forKey:@"enter"];
}

@end
