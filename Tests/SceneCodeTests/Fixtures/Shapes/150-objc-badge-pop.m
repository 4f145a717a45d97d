// A notification badge in the shape of a popular Objective-C one: the badge view is a subclass
// made with `[[Badge alloc] init]` (UIView's init is initWithFrame: with a zero frame), whose
// `-setBackgroundColor:` override sets `super.backgroundColor` only when allowed; the hub's
// `CGRect baseFrame` ivar is zero until set (the first layout reads it before it is); a corner
// radius group of four children (`removedOnCompletion = FALSE`) beside chained UIKit blocks
// that change the frame and put the centre back.
// Derivation: the bell is 60 × 60, so the badge is (40, −10, 30, 30): centre (55, 5), radius
// 15, red. The pop's first block shrinks it to 25.5 (0.85 × 30) for 0.05 s: UIKit's additive
// bounds from (4.5, 4.5) to 0, and two position animations that cancel (the frame moves the
// centre to (52.75, 2.75), +(2.25, 2.25) back; the centre set back, −(2.25, 2.25)). The group is
// 0.35 s: 15 → 12.75 (0.05 s), → 15.75 (0.2 s from 0.05), → 14.25 (0.05 s from 0.25), → 15.
// The next block, at 0.05 s, grows it to 31.5 (1.05 × 30) over 0.2 s.
// expect-layer: badge position=[55,5] bounds=[0,0,25.5,25.5] cornerRadius=15 backgroundColor="#FF0000"
// expect: badge/bounds.size keyPath=bounds.size from=[4.5,4.5] to=[0,0] additive=true duration=0.05
// expect: badge/position keyPath=position from=[2.25,2.25] to=[0,0] additive=true duration=0.05
// expect: badge/position-2 keyPath=position from=[-2.25,-2.25] to=[0,0] additive=true duration=0.05
// expect: badge/group/outSize keyPath=cornerRadius from=12.75 to=15.75 beginTime=0.05 duration=0.2 removedOnCompletion=false
// expect-event: at=0.05 layer=view/bell/badge add=bounds.size keyPath=bounds.size from=[-6,-6] to=[0,0] additive=true duration=0.2
// expect-no-note: super
// entry: BellViewController.viewDidLoad
#import <UIKit/UIKit.h>

@interface Badge : UIView
@property (nonatomic) BOOL allowsColour;
@end

@implementation Badge
- (void)setBackgroundColor:(UIColor *)backgroundColor
{
    if (self.allowsColour) {
        super.backgroundColor = backgroundColor;
        self.allowsColour = NO;
    }
}
@end

@interface Hub : NSObject
- (instancetype)initWithView:(UIView *)view;
- (void)pop;
@end

@implementation Hub {
    Badge *badge;
    CGRect baseFrame;
}

- (instancetype)initWithView:(UIView *)view
{
    self = [super init];
    if (!self) return nil;
    badge = [[Badge alloc] init];
    badge.allowsColour = YES;
    badge.backgroundColor = [UIColor redColor];
    badge.backgroundColor = [UIColor blueColor];
    [self layOutAt:baseFrame];
    CGRect frame = view.frame;
    [self layOutAt:CGRectMake(frame.size.width - 20, -10, 30, 30)];
    [view addSubview:badge];
    return self;
}

- (void)layOutAt:(CGRect)frame
{
    [badge setFrame:frame];
    baseFrame = frame;
    badge.layer.cornerRadius = frame.size.height / 2;
}

- (void)pop
{
    const float height = baseFrame.size.height;
    CABasicAnimation *startSize = [CABasicAnimation animationWithKeyPath:@"cornerRadius"];
    startSize.duration = 0.05;
    startSize.fromValue = @(height / 2);
    startSize.toValue = @(height * 0.85 / 2);
    startSize.removedOnCompletion = FALSE;
    CABasicAnimation *outSize = [CABasicAnimation animationWithKeyPath:@"cornerRadius"];
    outSize.duration = 0.2;
    outSize.beginTime = 0.05;
    outSize.fromValue = startSize.toValue;
    outSize.toValue = @(height * 1.05 / 2);
    outSize.removedOnCompletion = FALSE;
    CABasicAnimation *inSize = [CABasicAnimation animationWithKeyPath:@"cornerRadius"];
    inSize.duration = 0.05;
    inSize.beginTime = 0.25;
    inSize.fromValue = outSize.toValue;
    inSize.toValue = @(height * 0.95 / 2);
    inSize.removedOnCompletion = FALSE;
    CABasicAnimation *endSize = [CABasicAnimation animationWithKeyPath:@"cornerRadius"];
    endSize.duration = 0.05;
    endSize.beginTime = 0.3;
    endSize.fromValue = inSize.toValue;
    endSize.toValue = @(height / 2);
    endSize.removedOnCompletion = FALSE;
    CAAnimationGroup *group = [CAAnimationGroup animation];
    [group setDuration:0.35];
    [group setAnimations:@[startSize, outSize, inSize, endSize]];
    [badge.layer addAnimation:group forKey:nil];

    [UIView animateWithDuration:0.05 animations:^{
        CGRect frame = badge.frame;
        CGPoint center = badge.center;
        frame.size.height = height * 0.85;
        frame.size.width = height * 0.85;
        badge.frame = frame;
        badge.center = center;
    } completion:^(BOOL finished) {
        [UIView animateWithDuration:0.2 animations:^{
            CGRect frame = badge.frame;
            CGPoint center = badge.center;
            frame.size.height = height * 1.05;
            frame.size.width = height * 1.05;
            badge.frame = frame;
            badge.center = center;
        }];
    }];
}
@end

@interface BellViewController : UIViewController
@end

@implementation BellViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    UIView *bell = [[UIView alloc] initWithFrame:CGRectMake(100, 100, 60, 60)];
    [self.view addSubview:bell];
    Hub *hub = [[Hub alloc] initWithView:bell];
    [hub pop];
}
@end
