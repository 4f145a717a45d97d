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

  /// A delegate that moves the view to where its animation ended: `anim is CABasicAnimation`
  /// holds (it is one), its `toValue` reads back as the point it was set to, and
  /// `getValue(&point)` writes that point into `point` — so the view's centre is (300, 300) at
  /// 5 s, not the (0, 0) `point` started as.
  @Test func aDelegateReadsItsAnimationsEndPoint() throws {
    let result = try importUIKitIdiom(
      """
      class Mover: UIView, CAAnimationDelegate {
          let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          func go() {
              addSubview(dot)
              let move = CABasicAnimation(keyPath: "position")
              move.toValue = NSValue(cgPoint: CGPoint(x: 300, y: 300))
              move.duration = 5
              move.delegate = self
              dot.layer.add(move, forKey: "move")
          }
          func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
              if anim is CAKeyframeAnimation { dot.alpha = 0 }
              if anim is CABasicAnimation {
                  let end = (anim as! CABasicAnimation).toValue as! NSValue
                  var point = CGPoint(x: 0, y: 0)
                  end.getValue(&point)
                  dot.center = point
              }
          }
      }
      """, entry: "go")
    let text = result.document.serialized().filter { !$0.isWhitespace }
    #expect(text.contains("\"at\":5,\"layer\":\"layer/dot\",\"set\":{\"position\":[300,300]}"))
    #expect(!text.contains("\"opacity\":0"))
    #expect(!result.notes.contains { $0.contains("not known here; taken as true") })
  }

  /// A view controller's own xib laid out on Interface Builder's 600 × 600 canvas: UIKit sizes
  /// the shown controller's view to the screen (the assumed 390 × 844), as for a storyboard.
  @Test func aControllersXibOnTheCanvasFillsTheScreen() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Paused">
      <connections><outlet property="view" destination="root" id="o1"/></connections></placeholder>
      <view id="root"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/></view>
      </objects></document>
      """
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "Paused.swift",
          text: """
            import UIKit
            class Paused: UIViewController {
                let box = CALayer()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.frame = view.bounds
                    view.layer.addSublayer(box)
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.fromValue = 0
                    box.add(fade, forKey: "fade")
                    box.speed = 0
                }
            }
            """),
        CodeImport.Source(file: "Paused.xib", text: xib),
      ],
      name: "idiom", options: CodeImport.Options())
    #expect(LibraryIdiomsRound49Tests.text(result, "view", "bounds") == "[0, 0, 390, 844]")
    #expect(result.notes.contains { $0.contains("600 × 600 canvas") })
  }
}
