import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 75 of unseen code): countdown rings.
@Suite("Library idioms, round 75")
struct LibraryIdiomsRound75Tests {
  /// A countdown's repeating timer scheduled before the 10 s ring it runs beside is added fires
  /// through the ring's 10 s (ten firings at 1 s), not through the 4 s the scene had when the
  /// timer was made: how long timed code runs is decided once the set-up has finished.
  @Test func aTimerScheduledBeforeItsRingRunsThroughTheRing() throws {
    let result = try importUIKitIdiom(
      """
      class Countdown: UIView {
          let ring = CAShapeLayer()
          var timer = Timer()
          var left = 10
          func start() {
              layer.addSublayer(ring)
              timer = Timer.scheduledTimer(timeInterval: 1.0, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
              let fill = CABasicAnimation(keyPath: "strokeEnd")
              fill.fromValue = 0
              fill.toValue = 1
              fill.duration = 10
              ring.add(fill, forKey: "fill")
          }
          @objc func tick() {
              left -= 1
              ring.lineWidth = CGFloat(left)
          }
      }
      """, entry: "start")
    #expect(result.notes.contains { $0.contains("fires every 1 s: run 10 times, through 10 s") })
  }

  /// An Objective-C class with a lowercase name (`@interface circleTimer : UIView`) is a class:
  /// `[[circleTimer alloc] initWithFrame:…]` makes one, and its methods run.
  @Test func aLowercaseObjectiveCClass() throws {
    let result = try importUIKitIdiom(
      """
      @interface circleTimer : UIView
      - (void)fire;
      @end
      @implementation circleTimer
      - (void)fire {
          CAShapeLayer *circle = [CAShapeLayer layer];
          [self.layer addSublayer:circle];
          CABasicAnimation *stroke = [CABasicAnimation animationWithKeyPath:@"strokeEnd"];
          stroke.fromValue = @0;
          stroke.duration = 1.4;
          [circle addAnimation:stroke forKey:@"strokeAnim"];
      }
      @end
      @implementation Host : UIViewController
      - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
          circleTimer *ctimer = [[circleTimer alloc] initWithFrame:CGRectMake(0, 0, 200, 200)];
          [self.view addSubview:ctimer];
          [ctimer fire];
      }
      @end
      """, file: "Host.m")
    let stroke = try #require(idiomAnimation(result, on: "circle", key: "strokeAnim"))
    #expect(CodeShapesTests.member(stroke, "duration") == .number(1.4))
    #expect(LibraryIdiomsRound49Tests.text(result, "ctimer", "bounds") == "[0, 0, 200, 200]")
  }
}
