// The Objective-C form of a pulse layer: a CAReplicatorLayer subclass made with `+layer` (which is
// `[[self alloc] init]`: the class's own -init runs), a `setRepeatCount:` override that calls
// super (the layer keeps the count, read back for the group) and tells a group that is not made
// yet (a message to nil does nothing), the starting opacity from `CGColorGetAlpha`.
// Derivation: -init sets the repeat count to INFINITY and the colour (1, 0.5, 0) at alpha 0.6;
// -start adds a 1.5 s group forever: scale.xy 0.2 → 1 and opacity 0.6 → 0, each 1.5 s.
// expect-animations: 3
// expect: glow/halo duration=1.5 repeatCount=inf
// expect: glow/halo/scale keyPath=transform.scale.xy from=0.2 to=1 duration=1.5
// expect: glow/halo/fade keyPath=opacity from=0.6 to=0 duration=1.5
// expect-layer: halo position=[195,422]
// expect-no-note: animationGroup.repeatCount
#import <UIKit/UIKit.h>

@interface HaloLayer : CAReplicatorLayer
- (void)start;
@end

@interface HaloLayer ()
@property (nonatomic, strong) CALayer *glow;
@property (nonatomic, strong) CAAnimationGroup *animationGroup;
@end

@implementation HaloLayer
@dynamic repeatCount;

- (instancetype)init {
    self = [super init];
    if (self) {
        self.glow = [CALayer new];
        self.glow.bounds = CGRectMake(0, 0, 80, 80);
        self.glow.cornerRadius = 40;
        [self addSublayer:self.glow];
        self.repeatCount = INFINITY;
        self.backgroundColor = [[UIColor colorWithRed:1 green:0.5 blue:0 alpha:0.6] CGColor];
    }
    return self;
}

- (void)setRepeatCount:(float)repeatCount {
    [super setRepeatCount:repeatCount];
    self.animationGroup.repeatCount = repeatCount;
}

- (void)start {
    CABasicAnimation *scale = [CABasicAnimation animationWithKeyPath:@"transform.scale.xy"];
    scale.fromValue = @0.2;
    scale.toValue = @1.0;
    scale.duration = 1.5;
    CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
    fade.fromValue = @(CGColorGetAlpha(self.backgroundColor));
    fade.toValue = @0;
    fade.duration = 1.5;
    self.animationGroup = [CAAnimationGroup animation];
    self.animationGroup.animations = @[scale, fade];
    self.animationGroup.duration = 1.5;
    self.animationGroup.repeatCount = self.repeatCount;
    [self.glow addAnimation:self.animationGroup forKey:@"halo"];
}

@end

@interface HaloViewController : UIViewController
@end

@implementation HaloViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    HaloLayer *halo = [HaloLayer layer];
    halo.position = self.view.center;
    [self.view.layer addSublayer:halo];
    [halo start];
}
@end
