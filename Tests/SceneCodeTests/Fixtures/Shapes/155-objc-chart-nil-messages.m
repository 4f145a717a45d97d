// A bar chart as Objective-C chart libraries write one: the maximum found by a key-value
// collection operator (`@max.floatValue`), properties never set messaged as nil (`[self.colors
// count]` is 0, `self.stroke` is nil), an odd section count made even by a conditional used as a
// statement (`(n % 2 == 0) ? n : n++;`), `isnan`, and a negative-value test whose left side is
// not known here but whose right side is NO (so the whole `&&` is NO).
// Derivation: values 1, 10, 2: the maximum is 10, so the bars' grades are 0.1, 1 and 0.2, each
// drawn by strokeEnd from 0 to its grade over 1 s. Colours: 0 ≠ 3 values, so green (#00FF00),
// and no stroke override. Sections: 3 is odd, so 4, and the guide sits at 100 / 4 = 25 below the
// top (position (50, 25)). No bar is turned over (showsLevel is NO).
// expect: bar/grow keyPath=strokeEnd from=0 to=0.1 duration=1
// expect: bar2/grow keyPath=strokeEnd from=0 to=1 duration=1
// expect: bar3/grow keyPath=strokeEnd from=0 to=0.2 duration=1
// expect-layer: bar strokeColor=#00FF00 position=[20,50]
// expect-layer: guide position=[50,25]
// expect-no-note: rotation
// expect-no-note: not known
// entry: ChartViewController.viewDidLoad
#import <UIKit/UIKit.h>

@interface BarChart : UIView
@property (nonatomic) NSArray *values;
@property (nonatomic) NSArray *colors;
@property (nonatomic) UIColor *stroke;
@property (nonatomic) BOOL showsLevel;
- (void)strokeChart;
@end

@implementation BarChart {
    NSInteger _sections;
    CGFloat _max;
}

- (void)strokeChart {
    _sections = 4;
    _max = [[self.values valueForKeyPath:@"@max.floatValue"] floatValue];
    if (_sections == 4) {
        _sections = self.values.count;
        (_sections % 2 == 0) ? _sections : _sections++;
    }
    for (NSUInteger i = 0; i < self.values.count; i++) {
        CGFloat value = [self.values[i] floatValue];
        CGFloat grade = fabs(value / _max);
        if (isnan(grade)) {
            grade = 0;
        }
        CAShapeLayer *bar = [CAShapeLayer layer];
        bar.frame = CGRectMake(10 + i * 30, 0, 20, 100);
        UIColor *color = ([self.colors count] == [self.values count]) ? self.colors[i] : [UIColor greenColor];
        bar.strokeColor = color.CGColor;
        if (self.stroke) {
            bar.strokeColor = self.stroke.CGColor;
        }
        NSString *number = [NSString stringWithFormat:@"%f", value];
        if ([[number substringToIndex:1] isEqualToString:@"-"] && self.showsLevel) {
            bar.transform = CATransform3DMakeRotation(M_PI, 0, 0, 1);
        }
        [self.layer addSublayer:bar];
        CABasicAnimation *grow = [CABasicAnimation animationWithKeyPath:@"strokeEnd"];
        grow.fromValue = @0;
        grow.toValue = @(grade);
        grow.duration = 1.0;
        [bar addAnimation:grow forKey:@"grow"];
    }
    CALayer *guide = [CALayer layer];
    guide.frame = CGRectMake(0, 100.0 / _sections - 0.5, 100, 1);
    [self.layer addSublayer:guide];
}
@end

@interface ChartViewController : UIViewController
@end

@implementation ChartViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    BarChart *chart = [[BarChart alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
    chart.values = @[@1, @10, @2];
    [self.view addSubview:chart];
    [chart strokeChart];
}
@end
