// An Objective-C view that builds everything in its own `setFrame:` (UIKit's `initWithFrame:`
// calls it), and makes its second animation as a `copy` of the first, then gives each its own
// ends: a copy is another object, so setting one leaves the other as it was.
// Derivation: the frame (0, 0, 40, 40) reaches setFrame:, which places the dots at x 12 and 28
// (centre 20 ∓ 8) and calls `[super setFrame:]`; each dot moves to the other's place and back,
// 0.6 s, forever, eased.
// expect-animations: 2
// expect: left/move keyPath=position from=[12,20] to=[28,20] duration=0.6 autoreverses=true repeatCount=inf timingFunction=easeInEaseOut
// expect: right/move keyPath=position from=[28,20] to=[12,20] duration=0.6
// expect-layer: layer bounds=[0,0,40,40]
#import "SwapDotsView.h"

@interface SwapDotsView ()
@property (nonatomic, strong) CALayer *left;
@property (nonatomic, strong) CALayer *right;
@property (nonatomic, strong) CABasicAnimation *leftToRight;
@property (nonatomic, strong) CABasicAnimation *rightToLeft;
@end

@implementation SwapDotsView

- (id)initWithFrame:(CGRect)frame
{
    self = [super initWithFrame:frame];
    return self;
}

- (void)setFrame:(CGRect)frame
{
    [super setFrame:frame];
    self.left = [CALayer layer];
    self.right = [CALayer layer];
    self.left.frame = CGRectMake(frame.size.width / 2 - 8 - 4, frame.size.height / 2 - 4, 8, 8);
    self.right.frame = CGRectMake(frame.size.width / 2 + 8 - 4, frame.size.height / 2 - 4, 8, 8);
    [self.layer addSublayer:self.left];
    [self.layer addSublayer:self.right];
    [self createAnimations];
}

- (void)createAnimations
{
    self.leftToRight = [CABasicAnimation animationWithKeyPath:@"position"];
    self.leftToRight.duration = .6f;
    self.leftToRight.repeatCount = HUGE_VALF;
    self.leftToRight.autoreverses = YES;
    self.leftToRight.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
    self.rightToLeft = [self.leftToRight copy];
    [self.leftToRight setFromValue:[NSValue valueWithCGPoint:self.left.position]];
    [self.leftToRight setToValue:[NSValue valueWithCGPoint:self.right.position]];
    [self.rightToLeft setFromValue:[NSValue valueWithCGPoint:self.right.position]];
    [self.rightToLeft setToValue:[NSValue valueWithCGPoint:self.left.position]];
}

- (void)startAnimating
{
    [self.left addAnimation:self.leftToRight forKey:@"move"];
    [self.right addAnimation:self.rightToLeft forKey:@"move"];
}

@end
