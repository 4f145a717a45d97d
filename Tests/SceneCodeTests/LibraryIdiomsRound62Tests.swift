import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of two demo collections the importer follows (round 62 of unseen code): a prefix
/// header's constants, one of several buttons chosen as the sender, inverted transforms, a
/// delegate cast that is nil in Swift, UIKit Dynamics said.
@Suite("Library idioms, round 62")
struct LibraryIdiomsRound62Tests {
  /// `PrefixHeader.pch` beside the code is included in every file: its `SCREEN_WIDTH` (the
  /// screen's, 390) places the animation — from x 0 to 390.
  @Test func aPrefixHeadersDefinesHoldEverywhere() throws {
    let pch = "#define SCREEN_WIDTH ([[UIScreen mainScreen] bounds].size.width)\n"
    let code = """
      #import <UIKit/UIKit.h>
      @interface V : UIView
      @end
      @implementation V
      - (void)start {
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"position.x"];
          a.fromValue = @0;
          a.toValue = @(SCREEN_WIDTH);
          [self.layer addAnimation:a forKey:@"move"];
      }
      @end
      """
    let result = try CodeImport.read(
      [CodeImport.Source(file: "V.m", text: code), CodeImport.Source(file: "PrefixHeader.pch", text: pch)],
      name: "idiom", options: CodeImport.Options(entry: "start"))
    let move = try #require(idiomAnimation(result, on: "layer"))
    #expect(CodeShapesTests.member(move, "to") == .number(390))
  }

  /// Five buttons send `clickBtn:` and it switches on the sender's tag: `--arg btn=btn4` makes
  /// the fourth of the views named `btn` (tag 3) the sender — the rotation.
  @Test func oneOfSeveralSendersChosenByName() throws {
    let code = """
      @interface VC : UIViewController
      @end
      @implementation VC
      - (void)viewDidLoad {
          [super viewDidLoad];
          for (int i = 0; i < 5; i++) {
              UIButton *btn = [[UIButton alloc] initWithFrame:CGRectMake(0, 40 * i, 100, 30)];
              btn.tag = i;
              [btn addTarget:self action:@selector(clickBtn:) forControlEvents:UIControlEventTouchUpInside];
              [self.view addSubview:btn];
          }
      }
      - (void)clickBtn:(UIButton *)btn {
          NSString *key = btn.tag == 3 ? @"transform.rotation.z" : @"opacity";
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:key];
          a.toValue = @1;
          [self.view.layer addAnimation:a forKey:@"a"];
      }
      @end
      """
    let chosen = try CodeImport.read(
      [CodeImport.Source(file: "VC.m", text: "#import <UIKit/UIKit.h>\n" + code)], name: "idiom",
      options: CodeImport.Options(entry: "clickBtn:", arguments: ["btn": "btn4"]))
    let fourth = try #require(idiomAnimation(chosen, on: "view"))
    #expect(CodeShapesTests.member(fourth, "keyPath") == .string("transform.rotation.z"))
    // `btn2` (tag 1) is not the rotation.
    let second = try CodeImport.read(
      [CodeImport.Source(file: "VC.m", text: "#import <UIKit/UIKit.h>\n" + code)], name: "idiom",
      options: CodeImport.Options(entry: "clickBtn:", arguments: ["btn": "btn2"]))
    #expect(CodeShapesTests.member(try #require(idiomAnimation(second, on: "view")), "keyPath") == .string("opacity"))
    // Without it, the first registered (tag 0).
    let first = try #require(idiomAnimation(try importUIKitIdiom(code, file: "VC.m", entry: "clickBtn:"), on: "view"))
    #expect(CodeShapesTests.member(first, "keyPath") == .string("opacity"))
  }

  /// `CGAffineTransformInvert(CGAffineTransformMakeScale(2, 2))` is a scale by 0.5; Swift's
  /// `.inverted()` of a translation by (10, 20) is one by (−10, −20).
  @Test func invertedTransforms() throws {
    let objc = try importUIKitIdiom(
      """
      @interface V : UIView
      @end
      @implementation V
      - (void)start {
          [UIView animateWithDuration:1.0f animations:^{
              self.transform = CGAffineTransformInvert(CGAffineTransformMakeScale(2, 2));
          }];
      }
      @end
      """, file: "V.m", entry: "start")
    #expect(LibraryIdiomsTests.property(objc, "layer", "transform.scale.x") == .number(0.5))
    let swift = try importUIKitIdiom(
      """
      class V: UIView {
          func start() {
              UIView.animate(withDuration: 1) { self.transform = CGAffineTransform(translationX: 10, y: 20).inverted() }
          }
      }
      """, entry: "start")
    #expect(LibraryIdiomsTests.property(swift, "layer", "transform.translation.x") == .number(-10))
    #expect(LibraryIdiomsTests.property(swift, "layer", "transform.translation.y") == .number(-20))
  }

  /// `transformAnima.delegate = self as? CAAnimationDelegate` in a view that does not adopt the
  /// protocol: nil in Swift, so the falling half its `animationDidStop` would add never comes —
  /// and that is said.
  @Test func aDelegateCastThatIsNil() throws {
    let code = """
      class Star: UIView {
          func jump() {
              let up = CABasicAnimation(keyPath: "position.y")
              up.toValue = 10
              up.duration = 0.125
              up.delegate = self as? CAAnimationDelegate
              layer.add(up, forKey: "up")
          }
          func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
              let down = CABasicAnimation(keyPath: "position.y")
              down.toValue = 0
              layer.add(down, forKey: "down")
          }
      }
      """
    let result = try importUIKitIdiom(code, entry: "jump")
    #expect(idiomAnimation(result, on: "layer", key: "up") != nil)
    #expect(CodeShapesTests.member(result.document, "events") == nil)
    #expect(result.notes.contains { $0.contains("Star does not adopt CAAnimationDelegate") })
    // Adopting it, the delegate is there: the fall is added when the jump ends.
    let adopted = try importUIKitIdiom(
      code.replacingOccurrences(of: "class Star: UIView {", with: "class Star: UIView, CAAnimationDelegate {"),
      entry: "jump")
    #expect(CodeShapesTests.text(CodeShapesTests.member(adopted.document, "events") ?? .null).contains("\"down\""))
  }

  /// Views moved by UIKit Dynamics: no Core Animation animation, and the message says why.
  @Test func uiKitDynamicsIsSaid() {
    #expect {
      _ = try importUIKitIdiom(
        """
        class Lock: UIViewController {
            var animator: UIDynamicAnimator!
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                animator = UIDynamicAnimator(referenceView: view)
                animator.addBehavior(UIGravityBehavior(items: [card]))
            }
        }
        """)
    } throws: { error in
      "\(error)".contains("UIKit Dynamics (UIDynamicAnimator")
    }
  }
}
