// A status-bar banner in the shape of a popular Objective-C one: `# pragma mark` lines with a
// space after the `#` (in the header too), a `SYSTEM_VERSION_LESS_THAN(v)` macro comparing
// `[[UIDevice currentDevice] systemVersion]` numerically, the status bar's height from
// `[[UIApplication sharedApplication] statusBarFrame]`, a C helper running a block later through
// `dispatch_after` and a block variable handed to `dispatch_async`, `[completion invoke]`.
// Derivation: the system is iOS 17, so "17.0" is not less than "8.0" and portrait holds: the
// bar is the status bar's 47 pt. The banner slides down from y −47 over 0.25 s (UIKit's
// additive frame animation: position from (0, −47) to 0, easeInEaseOut); its completion runs
// the display for 1 s through the helper (0 s of scrolling, then 1 s): at 1.25 s it slides back
// up (to y −23.5, 0.25 s), and at 1.5 s it is taken out: hidden from then.
// expect-animations: 2
// expect: banner/position keyPath=position from=[0,-47] to=[0,0] additive=true duration=0.25 timingFunction=easeInEaseOut
// expect-layer: banner position=[195,23.5] bounds=[0,0,390,47]
// expect-event: at=1.25 layer=view/banner set.position=[195,-23.5]
// expect-event: at=1.25 layer=view/banner add=position keyPath=position from=[0,47] to=[0,0] additive=true duration=0.25
// expect-event: at=1.5 layer=view/banner set.hidden=1
// expect-no-note: pragma
// entry: BannerViewController.viewDidLoad
#import <UIKit/UIKit.h>

#define SYSTEM_VERSION_LESS_THAN(v) ([[[UIDevice currentDevice] systemVersion] compare:v options:NSNumericSearch] == NSOrderedAscending)

# pragma mark - Banner

@interface Banner : NSObject
@property (strong, nonatomic) UIView *banner;
@property (assign, nonatomic) NSTimeInterval duration;
- (void)showIn:(UIView *)host forDuration:(NSTimeInterval)duration;
@end

# pragma mark - delayed blocks

typedef void(^DelayedHandle)(BOOL cancel);

static DelayedHandle perform_after_delay(CGFloat seconds, dispatch_block_t block)
{
    __block dispatch_block_t toRun = [block copy];
    DelayedHandle handle = ^(BOOL cancel) {
        if (NO == cancel && nil != toRun) {
            dispatch_async(dispatch_get_main_queue(), toRun);
        }
        toRun = nil;
    };
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, seconds * NSEC_PER_SEC), dispatch_get_main_queue(), ^{
        handle(NO);
    });
    return handle;
}

@implementation Banner

- (CGFloat)barHeight
{
    CGFloat height = [[UIApplication sharedApplication] statusBarFrame].size.height;
    if (SYSTEM_VERSION_LESS_THAN(@"8.0") && UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation)) {
        height = [[UIApplication sharedApplication] statusBarFrame].size.width;
    }
    return height > 0 ? height : 20;
}

- (void)showIn:(UIView *)host completion:(void (^)(void))completion
{
    CGFloat h = [self barHeight];
    self.banner = [[UIView alloc] initWithFrame:CGRectMake(0, -h, 390, h)];
    self.banner.backgroundColor = [UIColor blackColor];
    [host addSubview:self.banner];
    [UIView animateWithDuration:0.25 animations:^{
        self.banner.frame = CGRectMake(0, 0, 390, h);
    } completion:^(BOOL finished) {
        perform_after_delay(0, ^{
            [completion invoke];
        });
    }];
}

- (void)showIn:(UIView *)host forDuration:(NSTimeInterval)duration
{
    [self showIn:host completion:^{
        perform_after_delay(duration, ^{
            [self dismiss];
        });
    }];
}

- (void)dismiss
{
    CGFloat h = [self barHeight];
    [UIView animateWithDuration:0.25 animations:^{
        self.banner.frame = CGRectMake(0, -h, 390, h);
    } completion:^(BOOL finished) {
        [self.banner removeFromSuperview];
    }];
}

@end

@interface BannerViewController : UIViewController
@property (strong, nonatomic) Banner *notification;
@end

@implementation BannerViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.notification = [Banner new];
    [self.notification showIn:self.view forDuration:1.0];
}
@end
