// A HUD in the shape Objective-C libraries have: a forward `@protocol HudDelegate;` in the
// header (a declaration, not a protocol body: the @interface after it is read), `[[self alloc]
// initWithView:]` in a class method, `self = [super initWithFrame:]` (the object goes on, not a
// variable called self), labels made with `[UILabel new]` added in a loop whose variable is
// called `view` (a label, not the controller's view). graceTime is never set: 0, so it shows at
// once: its bezel fades in, 0.25 s ease-in-ease-out.
// entry: HudViewController.viewDidLoad
// expect-animations: 1
// expect: bezel/opacity keyPath=opacity from=0 duration=0.25
// expect-no-note: cycle
// expect-layer: bezel opacity=1
#import "Hud.h"

@interface Hud ()
@property (strong, nonatomic) UIView *bezel;
@end

@implementation Hud

+ (instancetype)showOn:(UIView *)view {
    Hud *hud = [[self alloc] initWithView:view];
    [view addSubview:hud];
    [hud show];
    return hud;
}

- (id)initWithView:(UIView *)view {
    return [self initWithFrame:view.bounds];
}

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _bezel = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 120, 120)];
        _bezel.alpha = 0.f;
        [self addSubview:_bezel];
        UILabel *label = [UILabel new];
        UILabel *detail = [UILabel new];
        for (UIView *view in @[label, detail]) {
            [_bezel addSubview:view];
        }
    }
    return self;
}

- (void)show {
    if (self.graceTime > 0.0) {
        return;
    }
    [UIView animateWithDuration:0.25 animations:^{
        self.bezel.alpha = 1.f;
    }];
}

@end

@interface HudViewController : UIViewController
@end

@implementation HudViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [Hud showOn:self.view];
}
@end
