import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 39 of unseen code: switches and radio
/// buttons that lay their layers out as their layer's delegate and time their animations in the
/// layer's own clock). Values worked out by hand.
@Suite("Library idioms, round 39")
struct LibraryIdiomsRound39Tests {
  static func read(
    _ code: String, file: String = "idiom.swift", entry: String = "Host.viewDidLoad"
  ) throws
    -> CodeImport.Result
  {
    try importIdiom(code, file: file, entry: entry)
  }

  /// A view overriding `layoutSublayers(of:)` (UIKit asks it, its layer's delegate, at each
  /// layout pass) sizes its track to its layer's bounds inset by 5 pt: a 60 × 40 view gives a
  /// 50 × 30 track centred at (30, 20), and the oval drawn in the track's bounds is 50 wide.
  @Test func theViewLaysOutItsLayerAsItsDelegate() throws {
    let result = try Self.read(
      """
      import UIKit
      class Ring: UIView {
          let track = CAShapeLayer()
          override init(frame: CGRect) {
              super.init(frame: frame)
              layer.addSublayer(track)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func layoutSublayers(of layer: CALayer) {
              super.layoutSublayers(of: layer)
              track.frame = layer.bounds.insetBy(dx: 5, dy: 5)
              track.path = UIBezierPath(ovalIn: track.bounds).cgPath
          }
      }
      class Host: UIViewController {
          let ring = Ring(frame: CGRect(x: 10, y: 20, width: 60, height: 40))
          override func viewDidLoad() {
              view.addSubview(ring)
              UIView.animate(withDuration: 1) { self.ring.alpha = 0.5 }
          }
      }
      """)
    #expect(!result.notes.contains { $0.contains("layoutSublayers did not run") })
    let track = try #require(result.scene.root.layer(at: "view/ring/track"))
    #expect(AutoLayoutTests.frame(track) == [5, 5, 50, 30])
    let path = track.properties.first { $0.keyPath == "path" }
    guard case .path(let p)? = path?.value else {
      Issue.record("no path: \(String(describing: path))")
      return
    }
    let xs = p.segments.flatMap { [$0.start.x, $0.end.x] }
    #expect(xs.min() == 0 && xs.max() == 50)
  }

  /// A `fileprivate extension CALayer` getter returning the bare `convertTime(CACurrentMediaTime(),
  /// from: nil)` is the layer's own local "now": an animation begun 0.25 s after it, added by
  /// code run 1 s in, begins at 1.25 s of the scene — and the getter is not reported unknown.
  @Test func aLayersOwnNowFromAnExtensionGetter() throws {
    let result = try Self.read(
      """
      import UIKit
      class Dot: UIView {
          func pop() {
              let fade = CABasicAnimation(keyPath: "opacity")
              fade.fromValue = 0
              fade.toValue = 1
              fade.duration = 0.5
              fade.beginTime = layer.localNow + 0.25
              fade.fillMode = .backwards
              layer.add(fade, forKey: "fade")
          }
      }
      class Host: UIViewController {
          let dot = Dot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
          override func viewDidLoad() {
              view.addSubview(dot)
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.dot.pop() }
          }
      }
      fileprivate extension CALayer {
          var localNow: CFTimeInterval {
              return convertTime(CACurrentMediaTime(), from: nil)
          }
      }
      """)
    #expect(!result.notes.contains { $0.contains("convertTime") })
    let adds = result.scene.events.compactMap { event -> (Double, Double)? in
      guard case .add(let a) = event.change else { return nil }
      return (event.time, a.beginTime)
    }
    #expect(adds.count == 1)
    #expect(adds.first?.0 == 1)
    #expect(adds.first?.1 == 1.25)
  }

  /// A control's `isTracking` is false (no finger is down while the code runs), so a switch
  /// slides its 28 pt knob from x 1 to 50 − 29 = 21 (centre 15 → 35) instead of widening it
  /// for a touch; `frame.isEmpty` of a 50 × 30 frame is false, so the frame given is kept.
  @Test func aControlIsNotTrackingATouch() throws {
    let result = try Self.read(
      """
      import UIKit
      class Toggle: UIControl {
          let knob = UIView()
          override init(frame: CGRect) {
              let initial = frame.isEmpty ? CGRect(x: 0, y: 0, width: 80, height: 40) : frame
              super.init(frame: initial)
              knob.frame = CGRect(x: 1, y: 1, width: 28, height: 28)
              addSubview(knob)
          }
          required init?(coder: NSCoder) { fatalError() }
          func turnOn() {
              let width: CGFloat = isTracking ? 33 : 28
              UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
                  self.knob.frame = CGRect(x: self.bounds.width - (width + 1), y: 1, width: width, height: 28)
              })
          }
      }
      class Host: UIViewController {
          let toggle = Toggle(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
          override func viewDidLoad() {
              view.addSubview(toggle)
              toggle.turnOn()
          }
      }
      """)
    #expect(!result.notes.contains { $0.contains("not known") })
    let toggle = try #require(result.scene.root.layer(at: "view/toggle"))
    #expect(AutoLayoutTests.frame(toggle) == [0, 0, 50, 30])
    let knob = try #require(result.scene.root.layer(at: "view/toggle/knob"))
    #expect(AutoLayoutTests.frame(knob) == [21, 1, 28, 28])
    #expect(knob.animations.map(\.keyPath) == ["position"])
    guard case .basic(let values)? = knob.animations.first?.content else {
      Issue.record("no basic animation")
      return
    }
    #expect(values.from == .point(-20, 0) && values.to == .point(0, 0))
  }

  /// `-willMoveToSuperview:` runs when `addSubview:` is called (the switch colours its track
  /// there: on, #8FB3F7), and a ripple helper called only from a tap handler does not run at
  /// set-up when the controller presses the control itself 2 s in: the ripple is added then.
  @Test func willMoveToSuperviewAndATapTheCodeDrivesItself() throws {
    let result = try Self.read(
      """
      #import <UIKit/UIKit.h>
      @interface Switch : UIControl
      @property (nonatomic, strong) UIView *track;
      @property (nonatomic, strong) UIButton *thumb;
      @end
      @implementation Switch {
        CAShapeLayer *ripple;
      }
      - (id)init
      {
        self = [super initWithFrame:CGRectMake(0, 0, 40, 30)];
        self.track = [[UIView alloc] initWithFrame:CGRectMake(0, 6.5, 40, 17)];
        self.track.backgroundColor = [UIColor grayColor];
        [self addSubview:self.track];
        self.thumb = [[UIButton alloc] initWithFrame:CGRectMake(16, 3, 24, 24)];
        [self.thumb addTarget:self action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
        [self addSubview:self.thumb];
        return self;
      }
      - (void)willMoveToSuperview:(UIView *)newSuperview
      {
        [super willMoveToSuperview:newSuperview];
        self.track.backgroundColor = [UIColor colorWithRed:143./255. green:179./255. blue:247./255. alpha:1.0];
      }
      - (void)tapped:(id)sender
      {
        [self animateRippleEffect];
      }
      - (void)animateRippleEffect
      {
        ripple = [CAShapeLayer layer];
        ripple.frame = CGRectMake(-6, -6, 48, 48);
        [self.thumb.layer addSublayer:ripple];
        CABasicAnimation *grow = [CABasicAnimation animationWithKeyPath:@"transform.scale"];
        grow.fromValue = @0.5;
        grow.toValue = @1.25;
        grow.duration = 0.4;
        [ripple addAnimation:grow forKey:nil];
      }
      @end
      @interface Host : UIViewController
      @property (nonatomic, strong) Switch *toggle;
      @end
      @implementation Host
      - (void)viewDidLoad
      {
        self.toggle = [[Switch alloc] init];
        [self.view addSubview:self.toggle];
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
          [self.toggle.thumb sendActionsForControlEvents:UIControlEventTouchUpInside];
        });
      }
      @end
      """, file: "idiom.m")
    let track = try #require(result.scene.root.layer(at: "view/toggle/track"))
    let on: [Double] = [143.0 / 255, 179.0 / 255, 247.0 / 255, 1]
    #expect(track.properties.first { $0.keyPath == "backgroundColor" }?.value.components == on)
    let thumb = try #require(result.scene.root.layer(at: "view/toggle/thumb"))
    #expect(thumb.sublayers.count == 1)
    let begins = thumb.sublayers.flatMap { $0.animations.map(\.beginTime) }
    #expect(begins == [2])
  }
}
