// A toast shown by a `UIView` category, as Objective-C toast libraries write one: a shared style
// made once by a singleton centre (`dispatch_once`), the colour `[[UIColor blackColor]
// colorWithAlphaComponent:0.8]`, the label sized by `sizeThatFits:` within 80 % of the view, the
// position an `id` tested with `isKindOfClass:` and `caseInsensitiveCompare:`, the active toasts
// in an `NSMutableArray` (`removeObject:`), and a completion block read back into a block variable
// (`void (^completion)(BOOL) = objc_getAssociatedObject(…)`), nil here so it is not called.
// Derivation: the controller's view fills the screen, 390 × 844. "Saved" at 16 pt is 5 × 0.55 ×
// 16 = 44 wide and 1.2 × 16 = 19.2 → 20 tall (TimingLab's assumed metrics), under the 312 × 675.2
// room; with 10 pt padding the toast is 64 × 40. Position "bottom": (195, 844 − 20 − 10) =
// (195, 814). It fades in from 0 over 0.2 s (easeOut); its completion schedules a timer of 3 s,
// so at 3.2 s it fades out over 0.2 s (easeIn) and at 3.4 s it is removed (hidden).
// expect: toast/opacity keyPath=opacity from=0 duration=0.2 timingFunction=easeOut
// expect-layer: toast bounds=[0,0,64,40] position=[195,814] backgroundColor=#000000CC cornerRadius=10
// expect-layer: label bounds=[0,0,44,20] position=[32,20]
// expect-event: at=3.2 layer=view/toast add=opacity keyPath=opacity from=1 duration=0.2 timingFunction=easeIn
// expect-event: at=3.4 layer=view/toast set.hidden=1
// expect-no-note: not known
// expect-no-note: completion(
// entry: NotesViewController.viewDidLoad
#import <UIKit/UIKit.h>
#import <objc/runtime.h>

NSString * const ToastPositionTop = @"ToastPositionTop";
NSString * const ToastPositionBottom = @"ToastPositionBottom";
static const NSString *ToastCompletionKey = @"ToastCompletionKey";

@interface ToastStyle : NSObject
@property (strong, nonatomic) UIColor *backgroundColor;
@property (assign, nonatomic) CGFloat padding;
@property (assign, nonatomic) CGFloat cornerRadius;
@property (assign, nonatomic) NSTimeInterval fadeDuration;
@end

@implementation ToastStyle
- (instancetype)initWithDefaultStyle {
    self = [super init];
    if (self) {
        self.backgroundColor = [[UIColor blackColor] colorWithAlphaComponent:0.8];
        self.padding = 10.0;
        self.cornerRadius = 10.0;
        self.fadeDuration = 0.2;
    }
    return self;
}
@end

@interface ToastCenter : NSObject
@property (strong, nonatomic) ToastStyle *style;
@property (strong, nonatomic) NSMutableArray *active;
+ (instancetype)defaultCenter;
@end

@implementation ToastCenter
+ (instancetype)defaultCenter {
    static ToastCenter *center;
    static dispatch_once_t token;
    dispatch_once(&token, ^{
        center = [[ToastCenter alloc] init];
    });
    return center;
}
- (instancetype)init {
    self = [super init];
    if (self) {
        self.style = [[ToastStyle alloc] initWithDefaultStyle];
        self.active = [NSMutableArray array];
    }
    return self;
}
@end

@implementation UIView (Toast)
- (void)showToast:(NSString *)message position:(id)position {
    ToastStyle *style = [ToastCenter defaultCenter].style;
    UIView *toast = [[UIView alloc] init];
    toast.backgroundColor = style.backgroundColor;
    toast.layer.cornerRadius = style.cornerRadius;
    UILabel *label = [[UILabel alloc] init];
    label.font = [UIFont systemFontOfSize:16.0];
    label.text = message;
    CGSize room = CGSizeMake(self.bounds.size.width * 0.8, self.bounds.size.height * 0.8);
    CGSize fits = [label sizeThatFits:room];
    label.frame = CGRectMake(style.padding, style.padding, MIN(room.width, fits.width), MIN(room.height, fits.height));
    toast.frame = CGRectMake(0, 0, label.frame.size.width + 2 * style.padding, label.frame.size.height + 2 * style.padding);
    [toast addSubview:label];
    toast.center = [self centerForPosition:position toast:toast];
    toast.alpha = 0.0;
    [[ToastCenter defaultCenter].active addObject:toast];
    [self addSubview:toast];
    [UIView animateWithDuration:style.fadeDuration delay:0.0 options:UIViewAnimationOptionCurveEaseOut animations:^{
        toast.alpha = 1.0;
    } completion:^(BOOL finished) {
        NSTimer *timer = [NSTimer timerWithTimeInterval:3.0 target:self selector:@selector(toastTimerDidFinish:) userInfo:toast repeats:NO];
        [[NSRunLoop mainRunLoop] addTimer:timer forMode:NSRunLoopCommonModes];
    }];
}

- (void)toastTimerDidFinish:(NSTimer *)timer {
    UIView *toast = (UIView *)timer.userInfo;
    [UIView animateWithDuration:[ToastCenter defaultCenter].style.fadeDuration delay:0.0 options:UIViewAnimationOptionCurveEaseIn animations:^{
        toast.alpha = 0.0;
    } completion:^(BOOL finished) {
        [toast removeFromSuperview];
        [[ToastCenter defaultCenter].active removeObject:toast];
        void (^completion)(BOOL didTap) = objc_getAssociatedObject(toast, &ToastCompletionKey);
        if (completion) {
            completion(NO);
        }
    }];
}

- (CGPoint)centerForPosition:(id)position toast:(UIView *)toast {
    CGFloat padding = [ToastCenter defaultCenter].style.padding;
    if ([position isKindOfClass:[NSString class]]) {
        if ([position caseInsensitiveCompare:ToastPositionTop] == NSOrderedSame) {
            return CGPointMake(self.bounds.size.width / 2.0, toast.frame.size.height / 2.0 + padding);
        }
    } else if ([position isKindOfClass:[NSValue class]]) {
        return [position CGPointValue];
    }
    return CGPointMake(self.bounds.size.width / 2.0, self.bounds.size.height - toast.frame.size.height / 2.0 - padding);
}
@end

@implementation NotesViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view showToast:@"Saved" position:ToastPositionBottom];
}
@end
