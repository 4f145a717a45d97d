import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of a spinner library and login demos the importer follows (round 58 of unseen code):
/// hex colours read with a scanner, arcs tangent to two lines, a background task that sleeps in
/// a method it calls, two curve options together.
@Suite("Library idioms, round 58")
struct LibraryIdiomsRound58Tests {
  /// `colorWithHexCode:` of a flat-colour category: `#0B486B` → `0B486Bff` → NSScanner's
  /// `scanHexInt:` → 0x0B486BFF → (11, 72, 107).
  @Test func objectiveCHexColourThroughNSScanner() throws {
    let result = try importUIKitIdiom(
      """
      @interface S : UIView
      @end
      @implementation S
      + (UIColor *)colorWithHexCode:(NSString *)hexCode {
          NSString *cleanString = [hexCode stringByReplacingOccurrencesOfString:@"#" withString:@""];
          if ([cleanString length] == 6) { cleanString = [cleanString stringByAppendingString:@"ff"]; }
          unsigned int baseValue;
          [[NSScanner scannerWithString:cleanString] scanHexInt:&baseValue];
          return [UIColor colorWithRed:((baseValue >> 24) & 0xFF) / 255.0f green:((baseValue >> 16) & 0xFF) / 255.0f
                                  blue:((baseValue >> 8) & 0xFF) / 255.0f alpha:(baseValue & 0xFF) / 255.0f];
      }
      - (void)start {
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"backgroundColor"];
          a.toValue = (id)[S colorWithHexCode:@"#0B486B"].CGColor;
          [self.layer addAnimation:a forKey:@"c"];
      }
      @end
      """, file: "S.m", entry: "start")
    #expect(CodeShapesTests.member(try #require(idiomAnimation(result, on: "layer")), "to") == .string("#0B486B"))
  }

  /// Swift's `Scanner`: past `#` by `scanLocation = 1`, `scanHexInt32(&rgb)` reads 0xE67E22.
  @Test func swiftHexColourThroughScanner() throws {
    let result = try importUIKitIdiom(
      """
      extension UIColor {
          convenience init(hex: String) {
              let scanner = Scanner(string: hex)
              scanner.scanLocation = 1
              var rgb: UInt32 = 0
              scanner.scanHexInt32(&rgb)
              self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                        blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
          }
      }
      class V: UIView {
          func start() {
              let a = CABasicAnimation(keyPath: "backgroundColor")
              a.toValue = UIColor(hex: "#E67E22").cgColor
              layer.add(a, forKey: "c")
          }
      }
      """, entry: "start")
    #expect(CodeShapesTests.member(try #require(idiomAnimation(result, on: "layer")), "to") == .string("#E67E22"))
  }

  /// `CGPathAddArcToPoint(p, NULL, 0, 0, 50, 0, 10)` from (0, 50): a line to (0, 10), where the
  /// circle of radius 10 centred at (10, 10) touches the left edge, then a quarter turn to (10, 0)
  /// (handles 4/3·tan(π/8)·10 = 5.523 long: (0, 4.477) and (4.477, 0)).
  @Test func anArcTangentToTwoLines() throws {
    let result = try importUIKitIdiom(
      """
      @interface A : UIView
      @end
      @implementation A
      - (void)start {
          CGMutablePathRef p = CGPathCreateMutable();
          CGPathMoveToPoint(p, NULL, 0, 50);
          CGPathAddArcToPoint(p, NULL, 0, 0, 50, 0, 10);
          CAShapeLayer *s = [CAShapeLayer layer];
          s.path = p;
          [self.layer addSublayer:s];
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"strokeEnd"];
          a.toValue = @1;
          [s addAnimation:a forKey:@"c"];
      }
      @end
      """, file: "A.m", entry: "start")
    guard case .string(let path)? = LibraryIdiomsTests.property(result, "s", "path") else {
      Issue.record("no path")
      return
    }
    let numbers = path.split(separator: " ").compactMap { Double($0) }
    let expected = [0, 50, 0, 10, 0, 4.4771525, 4.4771525, 0, 10, 0]
    #expect(numbers.count == expected.count)
    #expect(zip(numbers, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(path)")
  }

  /// A task on a background queue calls a method that sleeps 6 s; what it hands back to the main
  /// queue (here the spinner's dismissal) runs 6 s later, not at once.
  @Test func aBackgroundTaskThatSleepsInAMethod() throws {
    let result = try importUIKitIdiom(
      """
      @interface Spin : UIViewController
      @end
      @implementation Spin
      - (void)viewDidLoad {
          [super viewDidLoad];
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"transform.rotation"];
          a.toValue = @(M_PI * 2);
          a.repeatCount = HUGE_VALF;
          [self.view.layer addAnimation:a forKey:@"spin"];
          [self showWhile:^{ [self myTask]; }];
      }
      - (void)showWhile:(dispatch_block_t)block {
          dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_HIGH, 0), ^{
              block();
              dispatch_async(dispatch_get_main_queue(), ^{ [self.view.layer removeAllAnimations]; });
          });
      }
      - (void)myTask { sleep(6); }
      @end
      """, file: "Spin.m")
    let events = CodeShapesTests.text(CodeShapesTests.member(result.document, "events") ?? .null)
    #expect(events.contains("\"at\": 6") && events.contains("\"removeAll\": true"), "\(events)")
  }

  /// `[.curveEaseIn, .curveEaseOut]` is the union of their bits, 1 | 2 = 3: `.curveLinear`
  /// (UIView.h: the curve is a two-bit field), not the first one named.
  @Test func twoCurveOptionsTogether() throws {
    let result = try importUIKitIdiom(
      """
      class Login: UIViewController {
          let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(box)
              UIView.animate(withDuration: 0.5, delay: 0.5, options: [.curveEaseIn, .curveEaseOut], animations: {
                  self.box.alpha = 0
              }, completion: nil)
          }
      }
      """)
    #expect(
      CodeShapesTests.member(try #require(idiomAnimation(result, on: "box")), "timingFunction") == .string("linear"))
  }

  /// A shear written entry by entry (a login card tilted by `t.b = tan(20°)`): `b` is m12 of the
  /// layer's transform, `c` is m21 (CGAffineTransform's a b c d tx ty are m11 m12 m21 m22 m41 m42).
  @Test func affineEntriesWrittenOneByOne() throws {
    let swift = try importUIKitIdiom(
      """
      class V: UIView {
          func start() {
              let l = CALayer()
              var t = CGAffineTransform.identity
              t.b = tan(20 * .pi / 180)
              l.setAffineTransform(t)
              layer.addSublayer(l)
              let a = CABasicAnimation(keyPath: "opacity")
              a.toValue = 0
              l.add(a, forKey: "o")
          }
      }
      """, entry: "start")
    let objc = try importUIKitIdiom(
      """
      @interface V : UIView
      @end
      @implementation V
      - (void)start {
          CALayer *l = [CALayer layer];
          CGAffineTransform t = CGAffineTransformIdentity;
          t.c = tan(20 * M_PI / 180);
          t.ty = 7;
          l.affineTransform = t;
          [self.layer addSublayer:l];
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"opacity"];
          a.toValue = @0;
          [l addAnimation:a forKey:@"o"];
      }
      @end
      """, file: "V.m", entry: "start")
    let shear = 0.36397023426620234  // tan(20°)
    func transform(_ result: CodeImport.Result) throws -> JSONValue? {
      let layer = try #require(LibraryIdiomsTests.layer(result, "l"))
      return CodeShapesTests.member(try #require(CodeShapesTests.member(layer, "properties")), "transform")
    }
    func matrix(_ m: [Double]) -> JSONValue { .array(m.map { .number($0) }) }
    #expect(try transform(swift) == matrix([1, shear, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
    #expect(try transform(objc) == matrix([1, 0, 0, 0, shear, 1, 0, 0, 0, 0, 1, 0, 0, 7, 0, 1]))
  }
}
