// A side menu as Objective-C container controllers write it: child controllers made in code whose
// views load (their -viewDidLoad runs) when the container first asks for them, views made in GNU
// statement expressions (`({ … view; })`), `a ?: b` for "a unless it is NO", and the menu shown
// with one UIKit block a second in. Derivation, by hand (uikit.md: model values set at once,
// fillMode both, easeInEaseOut, position additive from old − new):
// - The container's view is the screen, 390 × 844; the menu and content containers fill it; the
//   children's views fill their containers and take the colours their -viewDidLoad gives.
// - The menu starts faded out: `!self.fadeMenuView ?: 0` is 0 (fadeMenuView is YES), and
//   scaled 1.5; the background image scaled 1.7.
// - At 1 s, in 0.35 s: the content scales to 0.7 and its centre moves from x 195 to 30 + 390 =
//   420 (additive from −225); the menu fades to `!self.fadeMenuView ?: 1.0f` = 1 and scales back
//   to 1; the background image scales back to 1.
// expect-layer: menuViewControllerView backgroundColor=#555555 position=[195,422] bounds=[0,0,390,844]
// expect-layer: homeViewControllerView backgroundColor=#FFFFFF
// expect-layer: menuContainer opacity=0
// expect-layer: background transform.scale.x=1.7
// expect-event: at=1 layer=view/sideMenuView/contentContainer set.position=[420,422]
// expect-event: at=1 layer=view/sideMenuView/contentContainer add=position keyPath=position additive=true from=[-225,0] to=[0,0] duration=0.35 timingFunction=easeInEaseOut
// expect-event: at=1 layer=view/sideMenuView/contentContainer add=transform.scale.x keyPath=transform.scale.x from=1 duration=0.35
// expect-event: at=1 layer=view/sideMenuView/menuContainer add=opacity keyPath=opacity from=0 duration=0.35
// expect-event: at=1 layer=view/sideMenuView/menuContainer set.opacity=1
// expect-event: at=1 layer=view/sideMenuView/background add=transform.scale.x keyPath=transform.scale.x from=1.7 duration=0.35
// entry: DemoViewController.viewDidLoad
#import <UIKit/UIKit.h>

@interface SideMenu : UIViewController
@property (nonatomic, strong) UIViewController *contentViewController;
@property (nonatomic, strong) UIViewController *menuViewController;
@property (nonatomic, strong) UIView *menuContainer;
@property (nonatomic, strong) UIView *contentContainer;
@property (nonatomic, strong) UIImageView *background;
@property (nonatomic, assign) BOOL fadeMenuView;
@end

@implementation SideMenu

- (id)initWithContentViewController:(UIViewController *)content menuViewController:(UIViewController *)menu {
    self = [super init];
    if (self) {
        _contentViewController = content;
        _menuViewController = menu;
        _menuContainer = [[UIView alloc] init];
        _contentContainer = [[UIView alloc] init];
        _fadeMenuView = YES;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.background = ({
        UIImageView *imageView = [[UIImageView alloc] initWithFrame:self.view.bounds];
        imageView.backgroundColor = [UIColor blackColor];
        imageView;
    });
    [self.view addSubview:self.background];
    [self.view addSubview:self.menuContainer];
    [self.view addSubview:self.contentContainer];
    self.menuContainer.frame = self.view.bounds;
    self.contentContainer.frame = self.view.bounds;

    [self addChildViewController:self.menuViewController];
    self.menuViewController.view.frame = self.view.bounds;
    [self.menuContainer addSubview:self.menuViewController.view];
    [self.menuViewController didMoveToParentViewController:self];

    [self addChildViewController:self.contentViewController];
    self.contentViewController.view.frame = self.view.bounds;
    [self.contentContainer addSubview:self.contentViewController.view];
    [self.contentViewController didMoveToParentViewController:self];

    self.menuContainer.alpha = !self.fadeMenuView ?: 0;
    self.menuContainer.transform = CGAffineTransformMakeScale(1.5f, 1.5f);
    self.background.transform = CGAffineTransformMakeScale(1.7f, 1.7f);
}

- (void)presentMenu {
    [UIView animateWithDuration:0.35 animations:^{
        self.contentContainer.transform = CGAffineTransformMakeScale(0.7f, 0.7f);
        self.contentContainer.center = CGPointMake(30 + CGRectGetWidth(self.view.frame), self.contentContainer.center.y);
        self.menuContainer.alpha = !self.fadeMenuView ?: 1.0f;
        self.menuContainer.transform = CGAffineTransformIdentity;
        self.background.transform = CGAffineTransformIdentity;
    }];
}
@end

@interface MenuViewController : UIViewController
@end
@implementation MenuViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor darkGrayColor];
}
@end

@interface HomeViewController : UIViewController
@end
@implementation HomeViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor whiteColor];
}
@end

@interface DemoViewController : UIViewController
@property (nonatomic, strong) SideMenu *sideMenu;
@end

@implementation DemoViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.sideMenu = [[SideMenu alloc] initWithContentViewController:[[HomeViewController alloc] init]
                                                 menuViewController:[[MenuViewController alloc] init]];
    [self addChildViewController:self.sideMenu];
    self.sideMenu.view.frame = self.view.bounds;
    [self.view addSubview:self.sideMenu.view];
    [self.sideMenu didMoveToParentViewController:self];
    [self.sideMenu performSelector:@selector(presentMenu) withObject:nil afterDelay:1];
}
@end
