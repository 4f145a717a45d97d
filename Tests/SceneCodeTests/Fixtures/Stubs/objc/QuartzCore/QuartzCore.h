// Apple's QuartzCore API as docs/ca-api.md gives it, for compiling generated Objective-C with
// clang -x objective-c -target arm64-apple-ios15.0 -fobjc-arc -fsyntax-only (no SDK on Linux).
#pragma once
#include <stdbool.h>

// What Foundation, CoreGraphics and <math.h> would declare (ca-api.md §0, §6.2).
typedef signed char BOOL;
#define YES __objc_yes
#define NO __objc_no
#define nil ((id)0)
#define HUGE_VALF __builtin_huge_valf()
#define INFINITY HUGE_VALF
#define MAXFLOAT 0x1.fffffep+127f
#define M_PI 3.14159265358979323846264338327950288
typedef double CFTimeInterval;
typedef double CGFloat;
typedef unsigned long NSUInteger;
typedef long NSInteger;
typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
static inline CGPoint CGPointMake(CGFloat x, CGFloat y) { CGPoint p = {x, y}; return p; }
static inline CGSize CGSizeMake(CGFloat w, CGFloat h) { CGSize s = {w, h}; return s; }
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat w, CGFloat h) {
  CGRect r = {{x, y}, {w, h}};
  return r;
}
typedef struct __attribute__((objc_bridge(id))) CGColor *CGColorRef;
typedef const struct __attribute__((objc_bridge(id))) CGPath *CGPathRef;
typedef struct __attribute__((objc_bridge_mutable(id))) CGPath *CGMutablePathRef;
typedef const void *CFTypeRef;
#define NULL ((void *)0)
CFTypeRef CFAutorelease(CFTypeRef arg);
CGMutablePathRef CGPathCreateMutable(void);
void CGPathMoveToPoint(CGMutablePathRef path, const void *m, CGFloat x, CGFloat y);
void CGPathAddLineToPoint(CGMutablePathRef path, const void *m, CGFloat x, CGFloat y);
void CGPathAddQuadCurveToPoint(CGMutablePathRef path, const void *m, CGFloat cpx, CGFloat cpy, CGFloat x, CGFloat y);
void CGPathAddCurveToPoint(
    CGMutablePathRef path, const void *m, CGFloat cp1x, CGFloat cp1y, CGFloat cp2x, CGFloat cp2y, CGFloat x, CGFloat y);
// iOS 17 / macOS 14 APIs: calling them unguarded is an error for an iOS 15 or macOS 12 target.
#define TL_AVAILABLE_17 __attribute__((availability(ios, introduced = 17.0))) __attribute__((availability(macos, introduced = 14.0)))

__attribute__((objc_root_class))
@interface NSObject
+ (instancetype)alloc;
- (instancetype)init;
@end

@class NSString;
@interface NSNumber : NSObject
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
@end
@interface NSArray<ObjectType> : NSObject
+ (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)cnt;
@end
@interface NSValue : NSObject
+ (NSValue *)valueWithCGPoint:(CGPoint)point;
+ (NSValue *)valueWithCGSize:(CGSize)size;
+ (NSValue *)valueWithCGRect:(CGRect)rect;
@end

typedef NSString *CAMediaTimingFillMode;
extern CAMediaTimingFillMode const kCAFillModeForwards;
extern CAMediaTimingFillMode const kCAFillModeBackwards;
extern CAMediaTimingFillMode const kCAFillModeBoth;
extern CAMediaTimingFillMode const kCAFillModeRemoved;
typedef NSString *CAMediaTimingFunctionName;
extern CAMediaTimingFunctionName const kCAMediaTimingFunctionLinear;
extern CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseIn;
extern CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseOut;
extern CAMediaTimingFunctionName const kCAMediaTimingFunctionEaseInEaseOut;
extern CAMediaTimingFunctionName const kCAMediaTimingFunctionDefault;
typedef NSString *CAAnimationCalculationMode;
extern CAAnimationCalculationMode const kCAAnimationLinear;
extern CAAnimationCalculationMode const kCAAnimationDiscrete;
extern CAAnimationCalculationMode const kCAAnimationPaced;
extern CAAnimationCalculationMode const kCAAnimationCubic;
extern CAAnimationCalculationMode const kCAAnimationCubicPaced;
typedef NSString *CAAnimationRotationMode;
extern CAAnimationRotationMode const kCAAnimationRotateAuto;
extern CAAnimationRotationMode const kCAAnimationRotateAutoReverse;

extern CFTimeInterval CACurrentMediaTime(void);

// What <dispatch/dispatch.h> declares for code run later.
typedef unsigned long long dispatch_time_t;
typedef long long int64_t;
typedef struct dispatch_queue_s *dispatch_queue_t;
#define DISPATCH_TIME_NOW (0ull)
#define NSEC_PER_SEC 1000000000ull
extern dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
extern dispatch_queue_t dispatch_get_main_queue(void);
extern void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, void (^block)(void));

@protocol CAMediaTiming
@property CFTimeInterval beginTime;
@property CFTimeInterval duration;
@property float speed;
@property CFTimeInterval timeOffset;
@property float repeatCount;
@property CFTimeInterval repeatDuration;
@property BOOL autoreverses;
@property(copy) CAMediaTimingFillMode fillMode;
@end

@interface CAMediaTimingFunction : NSObject
+ (instancetype)functionWithName:(CAMediaTimingFunctionName)name;
+ (instancetype)functionWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
- (instancetype)initWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
@end

@interface CAAnimation : NSObject <CAMediaTiming>
+ (instancetype)animation;
@property(strong) CAMediaTimingFunction *timingFunction;
@property(getter=isRemovedOnCompletion) BOOL removedOnCompletion;
@end
@interface CAPropertyAnimation : CAAnimation
+ (instancetype)animationWithKeyPath:(NSString *)path;
@property(copy) NSString *keyPath;
@property(getter=isAdditive) BOOL additive;
@property(getter=isCumulative) BOOL cumulative;
@end
@interface CABasicAnimation : CAPropertyAnimation
@property(strong) id fromValue;
@property(strong) id toValue;
@property(strong) id byValue;
@end
@interface CAKeyframeAnimation : CAPropertyAnimation
@property(copy) NSArray *values;
@property CGPathRef path;
@property(copy) NSArray<NSNumber *> *keyTimes;
@property(copy) NSArray<CAMediaTimingFunction *> *timingFunctions;
@property(copy) CAAnimationCalculationMode calculationMode;
@property(copy) NSArray<NSNumber *> *tensionValues;
@property(copy) NSArray<NSNumber *> *continuityValues;
@property(copy) NSArray<NSNumber *> *biasValues;
@property(copy) CAAnimationRotationMode rotationMode;
@end
@interface CASpringAnimation : CABasicAnimation
- (instancetype)initWithPerceptualDuration:(CFTimeInterval)perceptualDuration bounce:(CGFloat)bounce TL_AVAILABLE_17;
@property CGFloat mass;
@property CGFloat stiffness;
@property CGFloat damping;
@property CGFloat initialVelocity;
@property BOOL allowsOverdamping TL_AVAILABLE_17;
@property(readonly) CFTimeInterval settlingDuration;
@property(readonly) CFTimeInterval perceptualDuration TL_AVAILABLE_17;
@property(readonly) CGFloat bounce TL_AVAILABLE_17;
@end
@interface CAAnimationGroup : CAAnimation
@property(copy) NSArray<CAAnimation *> *animations;
@end

typedef NSString *CATransitionType;
extern CATransitionType const kCATransitionFade;
extern CATransitionType const kCATransitionMoveIn;
extern CATransitionType const kCATransitionPush;
extern CATransitionType const kCATransitionReveal;
typedef NSString *CATransitionSubtype;
extern CATransitionSubtype const kCATransitionFromRight;
extern CATransitionSubtype const kCATransitionFromLeft;
extern CATransitionSubtype const kCATransitionFromTop;
extern CATransitionSubtype const kCATransitionFromBottom;
extern NSString * const kCATransition;
@interface CATransition : CAAnimation
@property(copy) CATransitionType type;
@property(copy) CATransitionSubtype subtype;
@property float startProgress;
@property float endProgress;
@end

@interface CALayer : NSObject <CAMediaTiming>
+ (instancetype)layer;
@property float opacity;
@property(getter=isHidden) BOOL hidden;
@property CGPoint position;
@property CGPoint anchorPoint;
@property CGRect bounds;
@property CGColorRef backgroundColor;
@property CGFloat cornerRadius;
@property CGFloat borderWidth;
@property CGColorRef borderColor;
@property CGFloat zPosition;
@property CGFloat anchorPointZ;
@property float shadowOpacity;
@property CGFloat shadowRadius;
@property CGSize shadowOffset;
@property CGColorRef shadowColor;
@property CGPathRef shadowPath;
@property CGRect contentsRect;
- (void)addAnimation:(CAAnimation *)anim forKey:(NSString *)key;
- (void)addSublayer:(CALayer *)layer;
- (CFTimeInterval)convertTime:(CFTimeInterval)t fromLayer:(CALayer *)l;
- (CFTimeInterval)convertTime:(CFTimeInterval)t toLayer:(CALayer *)l;
- (void)setValue:(id)value forKeyPath:(NSString *)keyPath;
- (void)removeAnimationForKey:(NSString *)key;
- (void)removeAllAnimations;
@end
@interface CATransaction : NSObject
+ (void)begin;
+ (void)commit;
+ (void)setDisableActions:(BOOL)flag;
+ (void)setAnimationDuration:(CFTimeInterval)dur;
+ (void)setCompletionBlock:(void (^)(void))block;
@end
typedef struct CATransform3D {
  CGFloat m11, m12, m13, m14;
  CGFloat m21, m22, m23, m24;
  CGFloat m31, m32, m33, m34;
  CGFloat m41, m42, m43, m44;
} CATransform3D;
CATransform3D CATransform3DMakeTranslation(CGFloat tx, CGFloat ty, CGFloat tz);
CATransform3D CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CATransform3D CATransform3DMakeScale(CGFloat sx, CGFloat sy, CGFloat sz);
@interface NSValue (CATransform3DAdditions)
+ (NSValue *)valueWithCATransform3D:(CATransform3D)t;
@end
@interface CAReplicatorLayer : CALayer
@property NSInteger instanceCount;
@property CFTimeInterval instanceDelay;
@property CATransform3D instanceTransform;
@end
@interface CAGradientLayer : CALayer
@property(copy) NSArray *colors;
@property(copy) NSArray<NSNumber *> *locations;
@property CGPoint startPoint;
@property CGPoint endPoint;
@end
@interface CATextLayer : CALayer
@end
@interface CAShapeLayer : CALayer
@property CGPathRef path;
@property CGColorRef fillColor;
@property CGColorRef strokeColor;
@property CGFloat strokeStart;
@property CGFloat strokeEnd;
@property CGFloat lineWidth;
@property CGFloat miterLimit;
@property CGFloat lineDashPhase;
@end
