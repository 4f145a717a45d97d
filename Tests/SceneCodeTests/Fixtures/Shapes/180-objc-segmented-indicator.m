// A segmented control's sliding indicator, as Objective-C segmented-control libraries write it:
// styles and borders as NS_ENUM / NS_OPTIONS (bits written as shifts), a `getter=` property,
// widths measured from text attributes copied with `dictionaryWithDictionary:` and merged with
// `addEntriesFromDictionary:`, a block enumeration that stops early, the indicator re-added in
// `-drawRect:` after `makeObjectsPerformSelector:` takes the old layers out, and the move done by
// the layer's own (implicit) animations inside a CATransaction of 0.15 s, linear.
// Derivation, by hand (text assumed 0.55 em a character wide, 1.2 em tall):
// - 300 × 60, three titles: each segment 100 wide. At 20 pt, "One" is ceil(3 × 11) = 33 wide,
//   "Three" ceil(5 × 11) = 55.
// - kBorderBottom is 1 << 2 = 4; the border type set is kBorderTop | kBorderBottom = 5, so the
//   bottom line is drawn: 300 × 1 at y 59 (position (150, 59.5)).
// - The indicator is the selected title's width, 4 pt tall at the bottom (style stripe, the
//   default, 0): for index 0, x = 50 - 33 / 2 = 33.5, y = 56: position (50, 58), 33 × 4.
// - The enumeration stops at index 1 (`*stop = YES`): two markers, `markerCount` 2, and the
//   indicator is 2 × markerCount = 4 pt tall (6 had the third run).
// - At 1 s index 2 is selected with animation: the indicator's position goes to (250, 58) and
//   its bounds to 55 × 4, each an implicit animation of 0.15 s, linear.
// expect-layer: indicator position=[50,58] bounds=[0,0,33,4]
// expect-layer: bottomLine position=[150,59.5] bounds=[0,0,300,1]
// expect-layer: marker2 position=[150,30]
// expect-event: at=1 layer=view/control/indicator add=position keyPath=position duration=0.15 timingFunction=linear
// expect-event: at=1 layer=view/control/indicator set.position=[250,58]
// expect-event: at=1 layer=view/control/indicator add=bounds keyPath=bounds duration=0.15 timingFunction=linear
// expect-event: at=1 layer=view/control/indicator set.bounds=[0,0,55,4]
// expect-no-note: not known here
// entry: SegmentsViewController.viewDidLoad
#import <UIKit/UIKit.h>

typedef NS_ENUM(NSInteger, SegmentStyle) {
    SegmentStyleStripe,
    SegmentStyleBox,
};

typedef NS_OPTIONS(NSInteger, SegmentBorder) {
    kBorderNone = 0,
    kBorderTop = (1 << 0),
    kBorderLeft = (1 << 1),
    kBorderBottom = (1 << 2),
};

@interface SegmentedControl : UIControl
@property (nonatomic, strong) NSArray *titles;
@property (nonatomic, assign) SegmentStyle style;
@property (nonatomic, assign) SegmentBorder border;
@property (nonatomic, assign) NSInteger selectedIndex;
@property (nonatomic, getter=isAnimatingSelection) BOOL animatingSelection;
@property (nonatomic, strong) NSDictionary *extraAttributes;
@property (nonatomic, strong) CALayer *indicator;
@property (nonatomic, strong) NSMutableArray *drawnLayers;
@property (nonatomic, assign) NSInteger markerCount;
@end

@implementation SegmentedControl

- (instancetype)initWithTitles:(NSArray *)titles {
    self = [super initWithFrame:CGRectZero];
    if (self) {
        _titles = titles;
        _indicator = [CALayer layer];
        _indicator.backgroundColor = [UIColor colorWithRed:0.2 green:0.7 blue:0.9 alpha:1].CGColor;
        _drawnLayers = [NSMutableArray array];
        _extraAttributes = @{NSFontAttributeName : [UIFont systemFontOfSize:20]};
    }
    return self;
}

- (NSDictionary *)attributes {
    NSDictionary *defaults = @{NSFontAttributeName : [UIFont systemFontOfSize:15],
                               NSForegroundColorAttributeName : [UIColor blackColor]};
    NSMutableDictionary *result = [NSMutableDictionary dictionaryWithDictionary:defaults];
    if (self.extraAttributes) {
        [result addEntriesFromDictionary:self.extraAttributes];
    }
    return [result copy];
}

- (CGFloat)segmentWidth {
    return self.bounds.size.width / self.titles.count;
}

- (CGSize)measureTitleAtIndex:(NSUInteger)index {
    if (index >= self.titles.count) { return CGSizeZero; }
    NSDictionary *attributes = [self attributes];
    CGSize size = [self.titles[index] sizeWithAttributes:attributes];
    UIFont *font = attributes[@"NSFont"];
    CGFloat lineHeight = [font pointSize] * 1.2f;
    return CGRectIntegral((CGRect){CGPointZero, CGSizeMake(size.width, lineHeight)}).size;
}

- (CGRect)indicatorFrame {
    CGFloat width = [self measureTitleAtIndex:self.selectedIndex].width;
    CGFloat center = [self segmentWidth] * self.selectedIndex + [self segmentWidth] / 2;
    if (self.style == SegmentStyleBox) {
        return CGRectMake([self segmentWidth] * self.selectedIndex, 0, [self segmentWidth], self.bounds.size.height);
    }
    CGFloat height = 2 * self.markerCount;
    return CGRectMake(center - width / 2, self.bounds.size.height - height, width, height);
}

- (void)drawRect:(CGRect)rect {
    [self.drawnLayers makeObjectsPerformSelector:@selector(removeFromSuperlayer)];
    [self.drawnLayers removeAllObjects];
    if (self.border & kBorderBottom) {
        CALayer *bottomLine = [CALayer layer];
        bottomLine.frame = CGRectMake(0, rect.size.height - 1, rect.size.width, 1);
        bottomLine.backgroundColor = [UIColor lightGrayColor].CGColor;
        [self.layer addSublayer:bottomLine];
        [self.drawnLayers addObject:bottomLine];
    }
    __block NSInteger counted = 0;
    [self.titles enumerateObjectsUsingBlock:^(id title, NSUInteger idx, BOOL *stop) {
        CALayer *marker = [CALayer layer];
        marker.frame = CGRectMake([self segmentWidth] * idx + 40, 20, 20, 20);
        [self.layer addSublayer:marker];
        [self.drawnLayers addObject:marker];
        counted += 1;
        if (idx == 1) { *stop = YES; }
    }];
    self.markerCount = counted;
    if ([self.indicator superlayer] == nil) {
        self.indicator.frame = [self indicatorFrame];
        [self.layer addSublayer:self.indicator];
    }
}

- (void)setSelectedIndex:(NSInteger)index animated:(BOOL)animated {
    self.selectedIndex = index;
    self.animatingSelection = animated;
    if ([self isAnimatingSelection] && [self.indicator superlayer] != nil) {
        [CATransaction begin];
        [CATransaction setAnimationDuration:0.15f];
        [CATransaction setAnimationTimingFunction:[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionLinear]];
        self.indicator.frame = [self indicatorFrame];
        [CATransaction commit];
    }
}
@end

@interface SegmentsViewController : UIViewController
@property (nonatomic, strong) SegmentedControl *control;
@end

@implementation SegmentsViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.control = [[SegmentedControl alloc] initWithTitles:@[@"One", @"Two", @"Three"]];
    self.control.border = kBorderTop | kBorderBottom;
    self.control.frame = CGRectMake(10, 10, 300, 60);
    [self.view addSubview:self.control];
    [self performSelector:@selector(pick) withObject:nil afterDelay:1];
}

- (void)pick {
    [self.control setSelectedIndex:2 animated:YES];
}
@end
