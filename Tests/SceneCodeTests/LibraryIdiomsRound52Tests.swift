import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of a demo app's controllers and a download button's views the importer follows (round
/// 52 of unseen code): a base controller, file-local C functions, entry names with selectors.
@Suite("Library idioms, round 52")
struct LibraryIdiomsRound52Tests {
  static func read(_ files: [(String, String)], entry: String? = nil) throws -> CodeImport.Result {
    try CodeImport.read(
      files.map { CodeImport.Source(file: $0.0, text: $0.1) }, name: "idiom", options: CodeImport.Options(entry: entry))
  }

  /// A base controller that makes the layer its subclasses animate runs as part of the subclass
  /// (UIKit calls the subclass's `viewDidLoad`, which calls `super`), not as a screen of its own:
  /// one shape layer, not a second unanimated copy.
  @Test func aBaseControllerRunsInsideItsSubclass() throws {
    let result = try Self.read([
      (
        "Base.m",
        """
        #import <UIKit/UIKit.h>
        @interface Base : UIViewController
        @property (strong, nonatomic) CAShapeLayer *shape;
        @end
        @implementation Base
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.shape = [CAShapeLayer layer];
            self.shape.bounds = CGRectMake(0, 0, 200, 200);
            [self.view.layer addSublayer:self.shape];
        }
        @end
        """
      ),
      (
        "Spinner.m",
        """
        #import "Base.h"
        @interface Spinner : Base
        @end
        @implementation Spinner
        - (void)viewDidLoad {
            [super viewDidLoad];
            CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
            spin.toValue = @(M_PI * 2);
            spin.duration = 1;
            [self.shape addAnimation:spin forKey:@"spin"];
        }
        @end
        """
      ),
    ])
    let shapes = CodeShapesTests.text(result.document).components(separatedBy: "\"class\": \"CAShapeLayer\"").count - 1
    #expect(shapes == 1)
    let spin = try #require(idiomAnimation(result, on: "shape", key: "spin"))
    #expect(CodeShapesTests.member(spin, "duration") == .number(1, text: "1"))
  }

  /// A subclass with no `viewDidLoad` of its own runs the one it inherits, on itself.
  @Test func anInheritedViewDidLoadRunsOnTheSubclass() throws {
    let result = try importUIKitIdiom(
      """
      class Base: UIViewController {
          let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(dot)
              UIView.animate(withDuration: duration) { self.dot.alpha = 0 }
          }
          var duration: TimeInterval { 1 }
      }
      class Slow: Base {
          override var duration: TimeInterval { 3 }
      }
      """)
    let fade = try #require(idiomAnimation(result, on: "dot"))
    // Slow's own duration: the method ran on a Slow, not on a Base.
    #expect(CodeShapesTests.member(fade, "duration") == .number(3, text: "3"))
  }

  /// `--entry Class.selector:with:` names an Objective-C method of that class, as the "did not
  /// run" notes name it without the class.
  @Test func aQualifiedSelectorIsAnEntry() throws {
    let result = try importUIKitIdiom(
      """
      @interface Button : UIButton
      @end
      @implementation Button
      - (void)failWithCompletion:(void (^)(void))completion {
          CABasicAnimation *red = [CABasicAnimation animationWithKeyPath:@"backgroundColor"];
          red.toValue = (__bridge id)[UIColor redColor].CGColor;
          red.duration = 0.1;
          [self.layer addAnimation:red forKey:@"red"];
      }
      @end
      """, file: "Button.m", entry: "Button.failWithCompletion:")
    let red = try #require(idiomAnimation(result, on: "layer", key: "red"))
    #expect(CodeShapesTests.member(red, "duration") == .number(0.1, text: "0.1"))
  }

  /// Two files each with a `static` C function `CommonInit`: each file's initializer calls its
  /// own (C's `static` is the file's), and inside it `self`, a parameter, is messaged as in a
  /// method.
  @Test func staticCFunctionsAreTheirFilesOwn() throws {
    func view(_ name: String, _ key: String, _ duration: Int) -> (String, String) {
      (
        "\(name).m",
        """
        #import <UIKit/UIKit.h>
        @interface \(name) : UIView
        @property (nonatomic, assign) CGFloat spinTime;
        @end
        static \(name) *CommonInit(\(name) *self) {
            if (self != nil) {
                self.spinTime = \(duration);
                [self startSpin];
            }
            return self;
        }
        @implementation \(name)
        - (instancetype)initWithFrame:(CGRect)frame {
            return CommonInit([super initWithFrame:frame]);
        }
        - (void)startSpin {
            CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"\(key)"];
            a.toValue = @1;
            a.duration = self.spinTime;
            [self.layer addAnimation:a forKey:@"\(key)"];
        }
        @end
        """
      )
    }
    let result = try Self.read([view("Pending", "opacity", 2), view("Circle", "transform.scale", 3)])
    let all = CodeShapesTests.text(result.document)
    // Each view's own function ran: its key path, and its duration read back through `self`.
    #expect(all.contains("\"keyPath\": \"opacity\""))
    #expect(all.contains("\"keyPath\": \"transform.scale\""))
    #expect(all.contains("\"duration\": 2"))
    #expect(all.contains("\"duration\": 3"))
    #expect(!result.notes.contains { $0.contains("CommonInit did not run") })
  }

  /// A controller whose `viewDidLoad` animates shows that; a `begin…` method nothing calls (its
  /// call commented out) does not run on top of it and replace the animation of the same key.
  @Test func anUncalledStartDoesNotRunOnAScreenThatAnimates() throws {
    let result = try importUIKitIdiom(
      """
      class Demo: UIViewController {
          var v: UIView!
          override func viewDidLoad() {
              super.viewDidLoad()
              let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
              v.backgroundColor = .red
              self.v = v
              view.addSubview(v)
              // beginAndCommit()
              let anim = UIViewPropertyAnimator(duration: 1.0, curve: .linear) { self.v.backgroundColor = .blue }
              anim.startAnimation()
          }
          func beginAndCommit() {
              UIView.beginAnimations(nil, context: nil)
              UIView.setAnimationDuration(1)
              v.backgroundColor = .green
              UIView.commitAnimations()
          }
      }
      """)
    let colour = try #require(idiomAnimation(result, on: "v", key: "backgroundColor"))
    #expect(CodeShapesTests.member(colour, "from") == .string("#FF0000"))
    #expect(CodeShapesTests.member(colour, "timingFunction") == .string("linear"))
    #expect(LibraryIdiomsTests.property(result, "v", "backgroundColor") == .string("#0000FF"))
    #expect(result.notes.contains { $0.contains("Demo.beginAndCommit did not run") })
  }
}
