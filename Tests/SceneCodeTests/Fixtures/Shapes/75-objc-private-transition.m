// Objective-C of the old "cube" transition that tutorials still copy: the type is a private
// string, so it is kept as written (with a warning when opened) and the stage draws it as a fade;
// only the middle half of the transition plays (startProgress 0.25, endProgress 0.75).
// Derivation: type @"cube", subtype kCATransitionFromRight; duration 0.6; key "transition" (the key
// Core Animation uses for every transition); start/end progress as set.
// expect-animations: 1
// expect: card/transition transition=cube subtype=fromRight duration=0.6 startProgress=0.25 endProgress=0.75
#import <UIKit/UIKit.h>

@interface CardViewController : UIViewController
@property (nonatomic, strong) CALayer *card;
@end

@implementation CardViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    _card = [CALayer layer];
    _card.frame = CGRectMake(0, 0, 120, 160);
    _card.backgroundColor = [UIColor blueColor].CGColor;
    [self.view.layer addSublayer:_card];
    [self flip];
}

- (void)flip {
    CATransition *transition = [CATransition animation];
    transition.duration = 0.6f;
    transition.type = @"cube";
    transition.subtype = kCATransitionFromRight;
    transition.startProgress = 0.25f;
    transition.endProgress = .75f;
    [self.card addAnimation:transition forKey:nil];
}

@end
