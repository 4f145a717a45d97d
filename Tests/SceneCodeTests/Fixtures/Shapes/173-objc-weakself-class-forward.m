// An Objective-C screen as refresh and list libraries write one: classes named ahead with
// `@class A, B;`, `__weak typeof(self) weakSelf = self;` used inside a block, a table view made
// with `initWithFrame:style:` and an image view with `initWithImage:` (UIKit views both), and
// a spinner (`initWithActivityIndicatorStyle:`) added to the header; the arrow is kept in its
// ivar by an assignment written as the message's argument (`addSubview:_arrow = …`).
// Derivation: the table fills the 390 × 844 screen: position (195, 422). The header is 54 tall,
// 390 wide, above the content at y −54: position (195, −27). The arrow, an image view with no
// image size known here, is placed by its frame: 15 × 40 at (10, 7), position (17.5, 27). The
// spinner sits at (180, 17), 20 × 20: position (190, 27). A second in, the block (through
// weakSelf) fades the header in from 0 over 0.25 s.
// expect-layer: tableView position=[195,422] bounds=[0,0,390,844]
// expect-layer: header position=[195,-27] bounds=[0,0,390,54]
// expect-layer: arrow position=[17.5,27] bounds=[0,0,15,40]
// expect-layer: spinner position=[190,27] bounds=[0,0,20,20]
// expect-event: at=1 layer=view/tableView/header add=opacity keyPath=opacity from=0 duration=0.25
// expect-no-note: not understood
// expect-no-note: not a layer
// entry: ListController.viewDidLoad
#import <UIKit/UIKit.h>

@class ListHeader, ListFooter;

@interface ListController : UIViewController
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) UIView *header;
@property (nonatomic, strong) UIImageView *arrow;
@end

@implementation ListController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
    [self.view addSubview:self.tableView];
    self.header = [[UIView alloc] initWithFrame:CGRectMake(0, -54, 390, 54)];
    self.header.alpha = 0;
    [self.tableView addSubview:self.header];
    [self.header addSubview:_arrow = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"arrow"]]];
    self.arrow.frame = CGRectMake(10, 7, 15, 40);
    UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleMedium];
    spinner.frame = CGRectMake(180, 17, 20, 20);
    [self.header addSubview:spinner];
    __weak typeof(self) weakSelf = self;
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
        [UIView animateWithDuration:0.25 animations:^{
            weakSelf.header.alpha = 1;
        }];
    });
}
@end
