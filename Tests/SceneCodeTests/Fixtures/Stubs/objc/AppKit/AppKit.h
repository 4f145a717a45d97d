// The AppKit pieces generated Objective-C for macOS uses (paths are Core Graphics', declared in
// the QuartzCore stub).
#pragma once
#import <QuartzCore/QuartzCore.h>

@interface NSColor : NSObject
+ (NSColor *)colorWithSRGBRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@property(readonly) CGColorRef CGColor;
@end
