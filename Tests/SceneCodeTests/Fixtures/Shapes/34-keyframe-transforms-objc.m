// A wiggle with keyframe transforms in Objective-C: rotations about z, kept in order.
// Derivation: angles 0, -0.1, 0.1, -0.1, 0 -> transform.rotation.z values; 0.4 s, repeat 2.
// expect-animations: 1
// expect: layer/wiggle keyPath=transform.rotation.z values=[0,-0.1,0.1,-0.1,0] duration=0.4 repeatCount=2
#import <QuartzCore/QuartzCore.h>

void Wiggle(CALayer *layer) {
    CAKeyframeAnimation *wiggle = [CAKeyframeAnimation animationWithKeyPath:@"transform"];
    wiggle.values = @[[NSValue valueWithCATransform3D:CATransform3DIdentity],
                      [NSValue valueWithCATransform3D:CATransform3DMakeRotation(-0.1, 0, 0, 1)],
                      [NSValue valueWithCATransform3D:CATransform3DMakeRotation(0.1, 0, 0, 1)],
                      [NSValue valueWithCATransform3D:CATransform3DMakeRotation(-0.1, 0, 0, 1)],
                      [NSValue valueWithCATransform3D:CATransform3DIdentity]];
    wiggle.duration = 0.4;
    wiggle.repeatCount = 2;
    [layer addAnimation:wiggle forKey:@"wiggle"];
}
