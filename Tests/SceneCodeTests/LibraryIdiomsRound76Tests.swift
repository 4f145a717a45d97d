import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 76 of unseen code): keyframes computed by an
/// easing function, as "iOS Core Animation: Advanced Techniques" (chapter 10) writes them.
@Suite("Library idioms, round 76")
struct LibraryIdiomsRound76Tests {
  /// `strcmp([fromValue objCType], @encode(CGPoint)) == 0` holds for a boxed point: the
  /// interpolating helper takes its point branch (no condition assumed), and 60 frames of a
  /// 1 s fall are made, frame 30 at half way: y = 64 + (300 − 64) × 0.5 = 182.
  @Test func aBoxedPointsTypeEncoding() throws {
    let result = try importUIKitIdiom(
      """
      @interface Ball : UIView
      @end
      @implementation Ball
      float interpolate(float from, float to, float time) { return (to - from) * time + from; }
      - (id)interpolateFromValue:(id)fromValue toValue:(id)toValue time:(float)time {
          if ([fromValue isKindOfClass:[NSValue class]]) {
              const char *type = [fromValue objCType];
              if (strcmp(type, @encode(CGPoint)) == 0) {
                  CGPoint from = [fromValue CGPointValue];
                  CGPoint to = [toValue CGPointValue];
                  return [NSValue valueWithCGPoint:CGPointMake(interpolate(from.x, to.x, time), interpolate(from.y, to.y, time))];
              }
          }
          return (time < 0.5) ? fromValue : toValue;
      }
      - (void)fall {
          NSValue *fromValue = [NSValue valueWithCGPoint:CGPointMake(100, 64)];
          NSValue *toValue = [NSValue valueWithCGPoint:CGPointMake(100, 300)];
          NSMutableArray *frames = [NSMutableArray array];
          for (int i = 0; i < 60; i++) {
              float time = 1 / (float)60 * i;
              [frames addObject:[self interpolateFromValue:fromValue toValue:toValue time:time]];
          }
          CAKeyframeAnimation *animation = [CAKeyframeAnimation animation];
          animation.keyPath = @"position";
          animation.duration = 1.0;
          animation.values = frames;
          [self.layer addAnimation:animation forKey:@"fall"];
      }
      @end
      """, file: "Ball.m", entry: "fall")
    let fall = try #require(idiomAnimation(result, on: "layer", key: "fall"))
    guard case .array(let values)? = CodeShapesTests.member(fall, "values") else {
      Issue.record("no values")
      return
    }
    #expect(values.count == 60)
    #expect(CodeShapesTests.text(values[30]).filter { !$0.isWhitespace } == "[100,182]")
    #expect(!result.notes.contains { $0.contains("is not known here; taken as") })
  }
}
