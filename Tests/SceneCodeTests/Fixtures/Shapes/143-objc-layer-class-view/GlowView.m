#import "GlowLayer.h"

#define __glowLayer ((GlowLayer *)self.layer)
#define FORWARD_BOOL(getter, setter) \
- (BOOL)getter { return [__glowLayer getter]; } \
- (void)setter (BOOL)value { [__glowLayer setter value]; }

@interface GlowView : UIView
@end

@implementation GlowView

+ (Class)layerClass
{
  return [GlowLayer class];
}

FORWARD_BOOL(isGlowing, setGlowing:)

@end

@implementation GlowViewController

- (void)viewDidLoad
{
  [super viewDidLoad];
  GlowView *badge = [[GlowView alloc] initWithFrame:CGRectMake(135, 400, 120, 60)];
  [self.view addSubview:badge];
  [badge layoutIfNeeded];
  [badge setGlowing:YES];
}

@end
