import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real code the importer follows (round 50 of unseen code: a bounce library that is a
/// `CAKeyframeAnimation` subclass computing its values in its own setters, a layer helper whose
/// transaction completion is a block passed in, demos testing a view's frame with
/// `CGRectContainsPoint`). Values worked out by hand from Core Graphics' and C's rules.
@Suite("Library idioms, round 50")
struct LibraryIdiomsRound50Tests {
  /// `CGRectContainsPoint` and `rect.contains(_:)` as Core Graphics answers: a point on the
  /// minimum edges is inside, on the maximum edges outside. (0, 0, 40, 40) holds (0, 0) and
  /// (20, 39.5), not (40, 20); the duration adds 1 + 2 + 0 = 3.
  @Test func aRectContainsAPointAsCoreGraphicsSays() throws {
    let result = try importUIKitIdiom(
      """
      void Start(CALayer *host)
      {
          CGRect box = CGRectMake(0, 0, 40, 40);
          CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
          fade.fromValue = @0;
          fade.duration = (CGRectContainsPoint(box, CGPointMake(0, 0)) ? 1 : 0)
              + (CGRectContainsPoint(box, CGPointMake(20, 39.5)) ? 2 : 0)
              + (CGRectContainsPoint(box, CGPointMake(40, 20)) ? 4 : 0);
          fade.beginTime = CGRectIntersectsRect(box, CGRectMake(40, 0, 10, 10)) ? 9 : 0;
          [host addAnimation:fade forKey:@"fade"];
      }
      """, file: "idiom.m", entry: "Start")
    let fade = try #require(idiomAnimation(result, on: "host", key: "fade"))
    #expect(CodeShapesTests.member(fade, "duration") == .number(3, text: "3"))
    #expect(CodeShapesTests.member(fade, "beginTime") == nil)
    let swift = try importUIKitIdiom(
      """
      func start(_ host: CALayer) {
          let box = CGRect(x: 10, y: 10, width: 20, height: 20)
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = 0
          fade.duration = box.contains(CGPoint(x: 10, y: 29)) && !box.contains(CGPoint(x: 30, y: 10)) ? 2 : 1
          host.add(fade, forKey: "fade")
      }
      """, entry: "start")
    let swiftFade = try #require(idiomAnimation(swift, on: "host", key: "fade"))
    #expect(CodeShapesTests.member(swiftFade, "duration") == .number(2, text: "2"))
  }

  /// A program's `CAKeyframeAnimation` subclass made with `[[self alloc] initWithKeyPath:]`, its
  /// settings kept by key-value coding on `super` and its `-setFromValue:`, `-setToValue:`,
  /// `-setDuration:` (calling `[super setDuration:]`) making the `values` once all three are set:
  /// 0 → 100 over 0.5 s in steps of 60 Hz is 30 values, 0, 10/3, … (a line here, each step 100/30).
  @Test func anAnimationSubclassComputesItsValuesInItsSetters() throws {
    let result = try importUIKitIdiom(
      """
      @interface Steps : CAKeyframeAnimation
      @property (nonatomic, strong) id fromValue;
      @property (nonatomic, strong) id toValue;
      + (Steps *)animationWithKeyPath:(NSString *)keyPath;
      @end
      @implementation Steps
      + (Steps *)animationWithKeyPath:(NSString *)keyPath {
          return [[self alloc] initWithKeyPath:keyPath];
      }
      - (id)initWithKeyPath:(NSString *)keyPath {
          self = [super init];
          if (self) { super.keyPath = keyPath; }
          return self;
      }
      - (void)setFromValue:(id)value { [super setValue:value forKey:@"fromKey"]; [self make]; }
      - (id)fromValue { return [super valueForKey:@"fromKey"]; }
      - (void)setToValue:(id)value { [super setValue:value forKey:@"toKey"]; [self make]; }
      - (id)toValue { return [super valueForKey:@"toKey"]; }
      - (void)setDuration:(CFTimeInterval)duration { [super setDuration:duration]; [self make]; }
      - (void)make {
          if (self.fromValue && self.toValue && self.duration) {
              NSInteger steps = 60 * self.duration;
              CGFloat from = [self.fromValue floatValue];
              CGFloat to = [self.toValue floatValue];
              NSMutableArray *values = [NSMutableArray array];
              for (NSInteger t = 0; t < steps; t++) {
                  [values addObject:@(from + (to - from) * t / steps)];
              }
              self.values = values;
          }
      }
      @end
      void Start(CALayer *host)
      {
          Steps *move = [Steps animationWithKeyPath:@"position.x"];
          move.fromValue = @0;
          move.toValue = @100;
          move.duration = 0.5;
          [host addAnimation:move forKey:@"move"];
      }
      """, file: "idiom.m", entry: "Start")
    let move = try #require(idiomAnimation(result, on: "host", key: "move"))
    #expect(CodeShapesTests.member(move, "keyPath") == .string("position.x"))
    #expect(CodeShapesTests.member(move, "duration") == .number(0.5, text: "0.5"))
    guard case .array(let values)? = CodeShapesTests.member(move, "values") else {
      Issue.record("no values: \(result.notes)")
      return
    }
    #expect(values.count == 30)
    #expect(CodeShapesTests.same(values[3], "10"))
    #expect(CodeShapesTests.same(values[29], String(100.0 * 29 / 30)))
  }

  /// C's `float` functions compute in single precision: `log2f(0.1f)` is the `float` nearest
  /// log2 of the `float` nearest 0.1, not the `double` log2(0.1).
  @Test func floatMathFunctionsAreSinglePrecision() throws {
    let result = try importUIKitIdiom(
      """
      void Start(CALayer *host)
      {
          CABasicAnimation *fade = [CABasicAnimation animationWithKeyPath:@"opacity"];
          fade.fromValue = @0;
          fade.duration = -log2f(0.1f);
          fade.timeOffset = -log2(0.1);
          [host addAnimation:fade forKey:@"fade"];
      }
      """, file: "idiom.m", entry: "Start")
    let fade = try #require(idiomAnimation(result, on: "host", key: "fade"))
    let single = Double(-log2(Float(0.1)))
    #expect(
      CodeShapesTests.member(fade, "duration").flatMap { if case .number(let x, _) = $0 { x } else { nil } } == single)
    #expect(
      CodeShapesTests.member(fade, "timeOffset").flatMap { if case .number(let x, _) = $0 { x } else { nil } } == -log2(
        0.1))
    #expect(single != -log2(0.1))
  }

  /// A view's own layer changed outside a UIKit block does not animate (UIKit answers its
  /// actions with NSNull): when that is all the code does, the error says so, in plain words.
  @Test func aStillViewLayerChangeIsTheReasonGiven() {
    #expect {
      _ = try importUIKitIdiom(
        """
        @interface Screen : UIViewController
        @property (weak, nonatomic) IBOutlet UIView *card;
        @end
        @implementation Screen
        - (IBAction)round:(id)sender {
            _card.layer.cornerRadius = 25;
        }
        @end
        """, file: "idiom.m", entry: "round:")
    } throws: { error in
      let message = (error as? CodeImport.Failure)?.message ?? ""
      return message.contains("sets up no animation")
        && message.contains("it sets card.layer.cornerRadius (line 7) outside a UIKit block")
    }
  }

  /// `CATransaction.setCompletionBlock(completion)` with a block passed into the helper: it runs
  /// when the group added in the transaction ends (0.3 s), setting the colour then.
  @Test func aTransactionsCompletionMayBeAParameter() throws {
    let result = try importUIKitIdiom(
      """
      extension CALayer {
          func transact(duration: TimeInterval, animations: [CAAnimation], completion: @escaping () -> Void) {
              CATransaction.begin()
              CATransaction.setCompletionBlock(completion)
              let group = CAAnimationGroup()
              group.animations = animations
              group.duration = duration
              add(group, forKey: nil)
              CATransaction.commit()
          }
      }
      class Pad: UIViewController {
          let pad = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(pad)
              let grow = CABasicAnimation(keyPath: "transform.scale")
              grow.toValue = 1.2
              pad.layer.transact(duration: 0.3, animations: [grow]) { self.pad.backgroundColor = .red }
          }
      }
      """)
    let events = LibraryIdiomsTests.events(result)
    #expect(
      events.contains { event in
        CodeShapesTests.member(event, "at") == .number(0.3, text: "0.3")
          && CodeShapesTests.member(event, "set").flatMap { CodeShapesTests.member($0, "backgroundColor") }
            == .string("#FF0000")
      }, "\(events)")
  }
}
