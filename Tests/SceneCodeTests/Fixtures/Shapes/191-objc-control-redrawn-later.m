// A segmented control as Objective-C controls are written: `drawRect:` rebuilds its title layers
// every time it draws (`self.track.sublayers = nil`, then new `CATextLayer`s), and adds the
// selection indicator back when it has no superlayer; selecting a segment a second in moves the
// indicator (inside a `CATransaction` of 0.2 s) and asks for a redraw (`[self setNeedsDisplay]`),
// which UIKit does at the end of that run loop's turn. The titles are kept in an array made
// lazily by its getter (`if (_titles) return _titles; _titles = @[].mutableCopy;`), and a
// subclass's setter override calls the superclass's synthesized setter (`[super setSelectedIndex:]`).
// Derivation: 300 × 40, three segments 100 wide. First draw (time 0): title layers at
// (i × 100, 10, 100, 20), centres (50, 20), (150, 20), (250, 20); the indicator at (0, 36, 100, 4),
// centre (50, 38). At 1 s the indicator's frame becomes (200, 36, 100, 4): a layer of its own,
// so Core Animation's action animates its position from (50, 38) to (250, 38) over the
// transaction's 0.2 s. Then the redraw: the three first titles and the indicator leave the track
// (hidden from 1 s), three new titles are drawn at the same places (shown from 1 s), and the
// indicator, without a superlayer now, is added back (shown again from 1 s).
// expect-layer: title position=[50,20] bounds=[0,0,100,20]
// expect-layer: title4 position=[50,20]
// expect-layer: indicator position=[50,38] bounds=[0,0,100,4]
// expect-event: at=1 layer=view/control/track/indicator add=position keyPath=position duration=0.2
// expect-event: at=1 layer=view/control/track/indicator set.position=[250,38]
// expect-event: at=1 layer=view/control/track/title set.hidden=1
// expect-event: at=1 layer=view/control/track/title4 set.hidden=0
// expect-event: at=1 layer=view/control/track/indicator set.hidden=0
// entry: ControlController.viewDidLoad
#import <UIKit/UIKit.h>

@interface BaseControl : UIView
@property (nonatomic, assign) NSInteger selectedIndex;
@end

@implementation BaseControl
@end

@interface SegmentControl : BaseControl
@property (nonatomic, strong) CALayer *track;
@property (nonatomic, strong) CALayer *indicator;
@property (nonatomic, strong) NSMutableArray *titles;
@end

@implementation SegmentControl

- (instancetype)initWithFrame:(CGRect)frame
{
  self = [super initWithFrame:frame];
  if (self) {
    _track = [CALayer layer];
    _track.frame = self.bounds;
    [self.layer addSublayer:_track];
    _indicator = [CALayer layer];
    _indicator.backgroundColor = [UIColor blueColor].CGColor;
    [self.titles addObject:@"A"];
    [self.titles addObject:@"B"];
    [self.titles addObject:@"C"];
  }
  return self;
}

- (NSMutableArray *)titles
{
  if (_titles) {
    return _titles;
  }
  _titles = @[].mutableCopy;
  return _titles;
}

- (CGRect)indicatorFrame
{
  CGFloat width = self.bounds.size.width / self.titles.count;
  return CGRectMake(width * self.selectedIndex, self.bounds.size.height - 4, width, 4);
}

- (void)drawRect:(CGRect)rect
{
  self.track.sublayers = nil;
  CGFloat width = self.bounds.size.width / self.titles.count;
  for (NSUInteger i = 0; i < self.titles.count; i++) {
    CATextLayer *title = [CATextLayer layer];
    title.frame = CGRectMake(width * i, 10, width, 20);
    title.string = self.titles[i];
    [self.track addSublayer:title];
  }
  if (!self.indicator.superlayer) {
    self.indicator.frame = [self indicatorFrame];
    [self.track addSublayer:self.indicator];
  }
}

- (void)setSelectedIndex:(NSInteger)selectedIndex
{
  [super setSelectedIndex:selectedIndex];
  [self setNeedsDisplay];
  [CATransaction begin];
  [CATransaction setAnimationDuration:0.2];
  self.indicator.frame = [self indicatorFrame];
  [CATransaction commit];
}

@end

@interface ControlController : UIViewController
@property (nonatomic, strong) SegmentControl *control;
@end

@implementation ControlController

- (void)viewDidLoad
{
  [super viewDidLoad];
  self.control = [[SegmentControl alloc] initWithFrame:CGRectMake(20, 100, 300, 40)];
  [self.view addSubview:self.control];
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1.0 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
    self.control.selectedIndex = 2;
  });
}

@end
