// A chart as Objective-C chart libraries write one: the view asks its data source for points
// (`respondsToSelector:` on the data source's optional methods), lays its dots and line out in
// `layoutSubviews` (the layout pass that ends the run loop's turn), boxes the points in
// NSValues and unboxes them (`CGPointValue`) to build the line's path, clears old dots with
// `[self subviews]` and `isKindOfClass:`, fades each dot in one after another, and fades it out
// again in the completion block of that animation.
// Derivation: three values 2, 6, 4 on a 200 × 100 chart whose maximum, asked with
// `respondsToSelector:@selector(maxValueForChart:)`, is 8 (the data source has that method; it
// has no `minValueForChart:`, so the minimum is 0). x steps by 200 / 2 = 100; y = 100 − value /
// 8 × 100: points (0, 75), (100, 25), (200, 50). The line draws in over 0.9 s (strokeEnd 0 → 1).
// Dot i fades in over 0.9 / 3 = 0.3 s after i × 0.3 s, linear; when it ends (0.3, 0.6, 0.9 s)
// it fades out over 0.2 s, ease-out.
// expect: line/draw keyPath=strokeEnd from=0 to=1 duration=0.9
// expect-layer: line path="M 0 75 L 100 25 L 200 50"
// expect-layer: dot position=[0,75] opacity=1
// expect-layer: dot3 position=[200,50]
// expect: dot2/opacity keyPath=opacity from=0 beginTime=0.3 duration=0.3 timingFunction=linear
// expect-event: at=0.3 layer=view/chart/dot add=opacity keyPath=opacity from=1 duration=0.2
// expect-event: at=0.9 layer=view/chart/dot3 set.opacity=0
// entry: ChartController.viewDidLoad
#import <UIKit/UIKit.h>

@class Chart;

@protocol ChartDataSource <NSObject>
- (NSInteger)numberOfPointsInChart:(Chart *)chart;
- (CGFloat)chart:(Chart *)chart valueAtIndex:(NSInteger)index;
@optional
- (CGFloat)maxValueForChart:(Chart *)chart;
- (CGFloat)minValueForChart:(Chart *)chart;
@end

@interface Dot : UIView
@end

@implementation Dot
@end

@interface Chart : UIView
@property (nonatomic, weak) id<ChartDataSource> dataSource;
@property (nonatomic, assign) CGFloat entranceTime;
@end

@implementation Chart

- (instancetype)initWithFrame:(CGRect)frame
{
  self = [super initWithFrame:frame];
  if (self) {
    _entranceTime = 0.9;
  }
  return self;
}

- (void)layoutSubviews
{
  [super layoutSubviews];
  for (UIView *subview in [self subviews]) {
    if ([subview isKindOfClass:[Dot class]]) [subview removeFromSuperview];
  }
  NSInteger count = [self.dataSource numberOfPointsInChart:self];
  CGFloat maxValue = 10;
  if ([self.dataSource respondsToSelector:@selector(maxValueForChart:)]) maxValue = [self.dataSource maxValueForChart:self];
  CGFloat minValue = 0;
  if ([self.dataSource respondsToSelector:@selector(minValueForChart:)]) minValue = [self.dataSource minValueForChart:self];
  CGFloat step = self.bounds.size.width / (count - 1);
  NSMutableArray *points = [NSMutableArray arrayWithCapacity:count];
  for (NSInteger i = 0; i < count; i++) {
    CGFloat value = [self.dataSource chart:self valueAtIndex:i];
    CGFloat y = self.bounds.size.height - (value - minValue) / (maxValue - minValue) * self.bounds.size.height;
    [points addObject:[NSValue valueWithCGPoint:CGPointMake(step * i, y)]];
    Dot *dot = [[Dot alloc] initWithFrame:CGRectMake(0, 0, 8, 8)];
    dot.center = CGPointMake(step * i, y);
    dot.alpha = 0;
    [self addSubview:dot];
    [UIView animateWithDuration:self.entranceTime / count delay:i * (self.entranceTime / count) options:UIViewAnimationOptionCurveLinear animations:^{
      dot.alpha = 1.0;
    } completion:^(BOOL finished) {
      [UIView animateWithDuration:0.2 delay:0 options:UIViewAnimationOptionCurveEaseOut animations:^{
        dot.alpha = 0;
      } completion:nil];
    }];
  }
  UIBezierPath *path = [UIBezierPath bezierPath];
  [path moveToPoint:[points[0] CGPointValue]];
  for (NSUInteger i = 1; i < points.count; i++) {
    NSValue *value = points[i];
    [path addLineToPoint:[value CGPointValue]];
  }
  CAShapeLayer *line = [CAShapeLayer layer];
  line.path = path.CGPath;
  line.strokeColor = [UIColor blackColor].CGColor;
  line.fillColor = nil;
  [self.layer addSublayer:line];
  CABasicAnimation *draw = [CABasicAnimation animationWithKeyPath:@"strokeEnd"];
  draw.duration = self.entranceTime;
  draw.fromValue = @0;
  draw.toValue = @1;
  [line addAnimation:draw forKey:@"draw"];
}

@end

@interface ChartController : UIViewController <ChartDataSource>
@property (nonatomic, strong) NSArray *values;
@end

@implementation ChartController

- (void)viewDidLoad
{
  [super viewDidLoad];
  self.values = @[@2, @6, @4];
  Chart *chart = [[Chart alloc] initWithFrame:CGRectMake(20, 100, 200, 100)];
  chart.dataSource = self;
  [self.view addSubview:chart];
}

- (NSInteger)numberOfPointsInChart:(Chart *)chart
{
  return self.values.count;
}

- (CGFloat)chart:(Chart *)chart valueAtIndex:(NSInteger)index
{
  return [[self.values objectAtIndex:index] floatValue];
}

- (CGFloat)maxValueForChart:(Chart *)chart
{
  return 8;
}

@end
