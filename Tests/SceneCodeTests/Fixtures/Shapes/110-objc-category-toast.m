// A toast category on UIView in the shape of the popular one: the controller calls it on
// self.view (a view the code did not make; the category's method runs on it); the queue setting
// is read through the getter `isQueueEnabled` of `@property (getter=isQueueEnabled)`, NO as an
// ivar never set is; the active toasts come from a category method read with dot syntax (none
// yet). So the toast fades in (0.2 s, ease out) and a timer fades it out 3 s after that (ease in).
// entry: InboxViewController.viewDidLoad
// expect-animations: 2
// expect: toast/opacity keyPath=opacity from=0 duration=0.2 timingFunction=easeOut
// expect-event: at=3.2 layer=view/toast add=opacity keyPath=opacity from=1 duration=0.2 timingFunction=easeIn
#import <UIKit/UIKit.h>
#import <objc/runtime.h>

static const NSString *ActiveKey = @"ActiveKey";

@interface ToastManager : NSObject
@property (assign, nonatomic, getter=isQueueEnabled) BOOL queueEnabled;
+ (instancetype)shared;
@end

@implementation ToastManager
+ (instancetype)shared {
    static ToastManager *manager = nil;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        manager = [[self alloc] init];
    });
    return manager;
}
@end

@implementation UIView (Toast)

- (NSMutableArray *)activeToasts {
    NSMutableArray *toasts = objc_getAssociatedObject(self, &ActiveKey);
    if (toasts == nil) {
        toasts = [[NSMutableArray alloc] init];
        objc_setAssociatedObject(self, &ActiveKey, toasts, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    }
    return toasts;
}

- (void)makeToast:(NSString *)message {
    if ([[ToastManager shared] isQueueEnabled] || [self.activeToasts count] > 0) {
        return;
    }
    UIView *toast = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 200, 40)];
    toast.alpha = 0.0;
    [self addSubview:toast];
    [UIView animateWithDuration:0.2 delay:0.0 options:UIViewAnimationOptionCurveEaseOut animations:^{
        toast.alpha = 1.0;
    } completion:^(BOOL finished) {
        NSTimer *timer = [NSTimer timerWithTimeInterval:3.0 target:self selector:@selector(toastTimerDidFinish:) userInfo:toast repeats:NO];
        [[NSRunLoop mainRunLoop] addTimer:timer forMode:NSRunLoopCommonModes];
    }];
}

- (void)toastTimerDidFinish:(NSTimer *)timer {
    UIView *toast = (UIView *)timer.userInfo;
    [UIView animateWithDuration:0.2 delay:0.0 options:UIViewAnimationOptionCurveEaseIn animations:^{
        toast.alpha = 0.0;
    } completion:nil];
}

@end

@interface InboxViewController : UIViewController
@end

@implementation InboxViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view makeToast:@"Archived"];
}
@end
