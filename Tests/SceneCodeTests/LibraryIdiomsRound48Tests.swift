import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of app code the importer follows (round 48 of unseen code: a demo of keyframe view
/// animations with a slider kept in step by a timer, switches in a `Constants.h`, options summed
/// into an `int`, storyboard views whose frames only the storyboard holds). Values worked out by
/// hand from UIKit's headers and the C preprocessor's rules.
@Suite("Library idioms, round 48")
struct LibraryIdiomsRound48Tests {
  static func read(
    _ files: [(String, String)], entry: String? = nil, arguments: [String: String] = [:]
  ) throws
    -> CodeImport.Result
  {
    try CodeImport.read(
      files.map { CodeImport.Source(file: $0.0, text: $0.1) }, name: "idiom",
      options: CodeImport.Options(entry: entry, arguments: arguments))
  }

  /// A repeating timer invalidated by a delegate's `animationDidStop` when a 2 s animation ends:
  /// it fires at 0.5, 1, 1.5 and 2 s (its fire date is set when it is scheduled; the animation
  /// begins when the transaction commits, after), then no more — not through the scene's span.
  @Test func aTimerStopsWhenTheAnimationsDelegateInvalidatesIt() throws {
    let result = try Self.read([
      (
        "Spin.m",
        """
        #import <UIKit/UIKit.h>
        @interface Spin : UIViewController <CAAnimationDelegate>
        {
          __weak NSTimer *ticker;
          UIView *box;
          int ticks;
        }
        @end
        @implementation Spin
        - (void)viewDidLoad {
          [super viewDidLoad];
          box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 50, 50)];
          [self.view addSubview:box];
          ticker = [NSTimer scheduledTimerWithTimeInterval:0.5 target:self selector:@selector(tick:) userInfo:nil repeats:YES];
          CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
          fade.fromValue = @0;
          fade.duration = 2;
          fade.delegate = self;
          [box.layer addAnimation:fade forKey:@"fade"];
        }
        - (void)tick:(NSTimer *)timer { ticks++; box.layer.cornerRadius = ticks; }
        - (void)animationDidStop:(CAAnimation *)anim finished:(BOOL)flag { [ticker invalidate]; }
        @end
        """
      )
    ])
    let radii = result.scene.events.compactMap { event -> Double? in
      guard case .setValue(let value) = event.change, value.keyPath == "cornerRadius" else { return nil }
      return event.time
    }
    #expect(radii == [0.5, 1, 1.5, 2])
    #expect(
      result.notes.contains { $0.contains("run 4 times, until its code invalidated it at 2 s") }, "\(result.notes)")
  }

  /// A slider's `value` is the control's state, read back as set — not a layer key path with a
  /// warning for each of the timer's frames. (Before the code sets it, a storyboard slider's is
  /// the storyboard's: `LibraryIdiomsRound51Tests`.)
  @Test func aSlidersValueIsItsState() throws {
    let result = try Self.read([
      (
        "idiom.swift",
        """
        import UIKit
        class Screen: UIViewController {
            @IBOutlet weak var slider: UISlider!
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(dot)
                slider.value = 0.25
                UIView.animate(withDuration: 1) { self.dot.alpha = CGFloat(self.slider.value) }
            }
        }
        """
      )
    ])
    #expect(LibraryIdiomsTests.property(result, "slider", "value") == nil)
    #expect(LibraryIdiomsTests.property(result, "dot", "opacity") == .number(0.25, text: "0.25"))
    #expect(!result.diagnostics.contains { $0.message.contains("is not a key path") }, "\(result.diagnostics)")
  }

  /// `#if` switches a header defines (`#define K_ROTATE 1`, `#define K_LOG 0`) hold in the file
  /// that imports it: a number is its value (0 leaves the branch out), and the header's own include
  /// guard still lets its lines in.
  @Test func aHeadersSwitchesHoldInTheFilesThatTestThem() throws {
    let result = try Self.read([
      (
        "Constants.h",
        """
        #ifndef Constants_h
        #define Constants_h
        #define K_ROTATE 1
        #define K_LOG 0
        #define K_STEPS 4
        #endif
        """
      ),
      (
        "Start.m",
        """
        #import <UIKit/UIKit.h>
        #import "Constants.h"
        void Start(CALayer *host)
        {
            CABasicAnimation *turn = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
            turn.toValue = @(M_PI);
            turn.duration = 1;
        #if K_ROTATE
            turn.duration = K_STEPS;
        #endif
        #if K_LOG
            turn.duration = 9;
        #endif
            [host addAnimation:turn forKey:@"turn"];
        }
        """
      ),
    ])
    let turn = try #require(idiomAnimation(result, on: "host", key: "turn"))
    #expect(CodeShapesTests.member(turn, "duration") == .number(4, text: "4"))
  }

  /// Keyframe options summed into an `int` (`…CalculationModeCubic + …CurveLinear`) are both:
  /// cubic calculation, linear timing (uikit.md §4: the curve bits apply to the whole animation).
  @Test func optionsSummedIntoAVariableAreBothRead() throws {
    let result = try Self.read([
      (
        "Box.m",
        """
        #import <UIKit/UIKit.h>
        @interface Box : UIViewController
        @end
        @implementation Box
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
            [self.view addSubview:v];
            int options;
            options = UIViewKeyframeAnimationOptionCalculationModeCubic + UIViewAnimationOptionCurveLinear;
            [UIView animateKeyframesWithDuration:2 delay:0 options:options animations:^{
                [UIView addKeyframeWithRelativeStartTime:0 relativeDuration:0.5 animations:^{ v.center = CGPointMake(50, 5); }];
                [UIView addKeyframeWithRelativeStartTime:0.5 relativeDuration:0.5 animations:^{ v.center = CGPointMake(50, 50); }];
            } completion:nil];
        }
        @end
        """
      )
    ])
    let move = try #require(idiomAnimation(result, on: "v", key: "position"))
    #expect(CodeShapesTests.member(move, "calculationMode") == .string("cubic"))
    #expect(CodeShapesTests.member(move, "timingFunction") == .string("linear"))
  }

  /// `--arg NAME=X,Y,W,H` gives a storyboard outlet the frame only the storyboard holds: a 100 × 76
  /// view at (462, 63) is centred at (512, 101), said; without it the 40 × 40 is assumed and the
  /// note says how to give it.
  @Test func anOutletsFrameComesFromAnArgument() throws {
    let code = [
      (
        "idiom.swift",
        """
        import UIKit
        class Screen: UIViewController {
            @IBOutlet weak var card: UIView!
            @IBAction func go(_ sender: Any) {
                UIView.animate(withDuration: 1) { self.card.center.x += 100 }
            }
        }
        """
      )
    ]
    let given = try Self.read(code, entry: "go", arguments: ["card": "462,63,100,76"])
    #expect(LibraryIdiomsTests.property(given, "card", "bounds").map(CodeShapesTests.text) == "[0, 0, 100, 76]")
    #expect(LibraryIdiomsTests.property(given, "card", "position").map(CodeShapesTests.text) == "[612, 101]")
    #expect(
      given.notes.contains { $0.contains("card is a storyboard outlet: its frame (462, 63, 100, 76) from --arg") })
    let assumed = try Self.read(code, entry: "go")
    #expect(LibraryIdiomsTests.property(assumed, "card", "position").map(CodeShapesTests.text) == "[120, 20]")
    #expect(assumed.notes.contains { $0.contains("(give it with --arg card=X,Y,W,H)") }, "\(assumed.notes)")
  }
}
