import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of tutorial apps the importer follows (round 54 of unseen code): Objective-C's
/// `beginAnimations:` blocks with their repeat, reverse, curve and stop selector, `Double.radix`.
@Suite("Library idioms, round 54")
struct LibraryIdiomsRound54Tests {
  /// `[UIView setAnimationRepeatCount:3]`, `setAnimationRepeatAutoreverses:YES` and
  /// `setAnimationCurve:…EaseOut` set the block's animations (uikit.md §3); the delegate's stop
  /// selector runs when they end: 3 s × 2 × 3 = 18 s.
  @Test func objectiveCLegacyBlockSettersAndStopSelector() throws {
    let result = try importUIKitIdiom(
      """
      @interface Lesson : UIViewController
      @property (nonatomic, strong) UIView *box;
      @end
      @implementation Lesson
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
          [self.view addSubview:self.box];
          [UIView beginAnimations:nil context:nil];
          [UIView setAnimationDuration:3];
          [UIView setAnimationDelegate:self];
          [UIView setAnimationDidStopSelector:@selector(stopped)];
          [UIView setAnimationRepeatAutoreverses:YES];
          [UIView setAnimationRepeatCount:3];
          [UIView setAnimationCurve:UIViewAnimationCurveEaseOut];
          self.box.alpha = 0.0;
          [UIView commitAnimations];
      }
      - (void)stopped {
          self.box.alpha = 1.0;
      }
      @end
      """, file: "Lesson.m")
    let fade = try #require(idiomAnimation(result, on: "box"))
    #expect(CodeShapesTests.member(fade, "repeatCount") == .number(3, text: "3"))
    #expect(CodeShapesTests.member(fade, "autoreverses") == .bool(true))
    #expect(CodeShapesTests.member(fade, "timingFunction") == .string("easeOut"))
    let events = CodeShapesTests.text(result.document)
    #expect(events.contains("\"at\": 18"), "\(events)")
    #expect(!result.notes.contains { $0.contains("setAnimationRepeatCount") && $0.contains("ignored") })
  }

  /// `Double.radix` is 2 (FloatingPoint): a turn of 2 rad.
  @Test func radixIsTwo() throws {
    let result = try importUIKitIdiom(
      """
      class Turn: UIViewController {
          let image = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(image)
              UIView.animate(withDuration: 5) { self.image.transform = CGAffineTransform(rotationAngle: CGFloat(Double.radix)) }
          }
      }
      """)
    #expect(LibraryIdiomsTests.property(result, "image", "transform.rotation.z") == .number(2, text: "2"))
  }
}
