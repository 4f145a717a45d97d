import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 37 of unseen code: Objective-C controls
/// sized by their own `sizeThatFits:` and `intrinsicContentSize`, placed in the controller's
/// `viewDidLayoutSubviews`, coloured at random, stopped and restarted by timers). Values worked
/// out by hand.
@Suite("Library idioms, round 37")
struct LibraryIdiomsRound37Tests {
  static func read(_ code: String, entry: String = "Host.viewDidLoad") throws -> CodeImport.Result {
    try importIdiom(code, file: "idiom.m", entry: entry)
  }

  /// `[button sizeToFit]` asks the class's `-sizeThatFits:` (35 × 35, whatever it is given), and
  /// the controller's `viewDidLayoutSubviews` — run after `viewDidLoad` when that is the entry,
  /// as UIKit lays the loaded view out — centres it in the 390 × 844 screen.
  @Test func sizeThatFitsAndTheControllersLayoutCallback() throws {
    let result = try Self.read(
      """
      #import <UIKit/UIKit.h>
      @interface Knob : UIControl
      @end
      @implementation Knob
      - (instancetype)initWithFrame:(CGRect)frame
      {
          self = [super initWithFrame:frame];
          [self sizeToFit];
          return self;
      }
      - (CGSize)sizeThatFits:(CGSize)size
      {
          return CGSizeMake(35.0, 35.0);
      }
      @end
      @interface Host : UIViewController
      @property (nonatomic, strong) Knob *knob;
      @end
      @implementation Host
      - (void)viewDidLoad
      {
          self.knob = [[Knob alloc] init];
          [self.view addSubview:self.knob];
          [UIView animateWithDuration:1 animations:^{ self.knob.alpha = 0; }];
      }
      - (void)viewDidLayoutSubviews
      {
          self.knob.center = self.view.center;
      }
      @end
      """)
    let knob = try #require(result.scene.root.layer(at: "view/knob"))
    #expect(AutoLayoutTests.frame(knob) == [177.5, 404.5, 35, 35])
  }

  /// An Objective-C `-intrinsicContentSize` (3 circles of radius 20, 3 pt apart: 126 × 40)
  /// sizes a view centred by constraints; `arc4random() % 256` is the middle of 0…255 (127), not
  /// of all arc4random's values; timers the set-up schedules at 7 s and 9 s run then, past the
  /// 4 s the animations alone would show.
  @Test func intrinsicSizeRandomColoursAndLateTimers() throws {
    let result = try Self.read(
      """
      #import <UIKit/UIKit.h>
      @interface Dots : UIView
      @property (nonatomic) NSUInteger count;
      @end
      @implementation Dots
      - (CGSize)intrinsicContentSize
      {
          return CGSizeMake(self.count * (40 + 3) - 3, 40);
      }
      - (void)stop
      {
          self.hidden = YES;
      }
      @end
      @interface Host : UIViewController
      @end
      @implementation Host
      - (void)viewDidLoad
      {
          Dots *dots = [[Dots alloc] init];
          dots.count = 3;
          dots.translatesAutoresizingMaskIntoConstraints = NO;
          dots.backgroundColor = [UIColor colorWithRed:(arc4random() % 256) / 255.0 green:0 blue:0 alpha:1];
          [self.view addSubview:dots];
          [self.view addConstraint:[NSLayoutConstraint constraintWithItem:dots attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeCenterX multiplier:1 constant:0]];
          [self.view addConstraint:[NSLayoutConstraint constraintWithItem:dots attribute:NSLayoutAttributeCenterY relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeCenterY multiplier:1 constant:0]];
          CABasicAnimation *pulse = [CABasicAnimation animationWithKeyPath:@"opacity"];
          pulse.fromValue = @0;
          pulse.duration = 1;
          [dots.layer addAnimation:pulse forKey:@"pulse"];
          [NSTimer scheduledTimerWithTimeInterval:7 target:dots selector:@selector(stop) userInfo:nil repeats:NO];
      }
      @end
      """)
    let dots = try #require(result.scene.root.layer(at: "view/dots"))
    #expect(AutoLayoutTests.frame(dots) == [132, 402, 126, 40])
    guard case .color(let c)? = dots.properties.last(where: { $0.keyPath == "backgroundColor" })?.value else {
      Issue.record("no colour")
      return
    }
    #expect(abs(c.red - 127.0 / 255) < 1e-9)
    let hidden = result.scene.events.compactMap { event -> Double? in
      if case .setValue(let v) = event.change, v.keyPath == "hidden" { return event.time } else { return nil }
    }
    #expect(hidden == [7])
  }

  /// (Round 38.) `.init(name: .easeInEaseOut)` assigned to an animation's `timingFunction` is a
  /// `CAMediaTimingFunction`: Swift infers the type from the property.
  @Test func anImplicitInitForATimingFunction() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "check.swift",
          text: """
            final class Host: UIViewController {
              override func viewDidLoad() {
                let check = CAShapeLayer()
                view.layer.addSublayer(check)
                let end = CAKeyframeAnimation(keyPath: "strokeEnd")
                end.values = [0, 1, 0.9]
                end.duration = 0.5
                end.timingFunction = .init(name: .easeInEaseOut)
                check.add(end, forKey: "end")
              }
            }
            """)
      ], name: "check", options: CodeImport.Options(entry: "Host.viewDidLoad"))
    let check = try #require(result.scene.root.layer(at: "view/check"))
    #expect(check.animations.first?.timingFunction == .easeInEaseOut)
  }
}
