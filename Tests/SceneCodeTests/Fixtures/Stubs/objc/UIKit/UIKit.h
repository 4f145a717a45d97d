// The UIKit pieces generated Objective-C uses (ca-api.md §2.14).
#pragma once
#import <QuartzCore/QuartzCore.h>

@interface UIColor : NSObject
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@property(readonly) CGColorRef CGColor;
@end
@interface UIBezierPath : NSObject
+ (instancetype)bezierPath;
@property(readonly) CGPathRef CGPath;
- (void)moveToPoint:(CGPoint)point;
- (void)addLineToPoint:(CGPoint)point;
- (void)addQuadCurveToPoint:(CGPoint)endPoint controlPoint:(CGPoint)controlPoint;
- (void)addCurveToPoint:(CGPoint)endPoint controlPoint1:(CGPoint)controlPoint1 controlPoint2:(CGPoint)controlPoint2;
- (void)closePath;
@end
