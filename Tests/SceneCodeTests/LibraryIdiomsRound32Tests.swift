import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of real libraries the importer follows (round 32 of unseen code: a gradient progress
/// bar on iOS 26's `updateProperties()`, a circle progress view drawn through a clip on a display
/// link, an Objective-C popup). Values worked out by hand.
@Suite("Library idioms, round 32")
struct LibraryIdiomsRound32Tests {
  static func read(_ code: String, entry: String = "Host.viewDidLoad") throws -> CodeImport.Result {
    try importIdiom(code, file: "idiom.swift", entry: entry)
  }

  /// A bar whose `updateProperties()` reads an `@Observable` model: the model's width set to 80
  /// a second in (clamped through `extension Comparable`) runs it again at that turn's pass, and
  /// the fill, a mask, moves in a 0.5 s transaction — an implicit animation of its bounds.
  @Test func anObservedChangeUpdatesPropertiesAgainAndAMaskAnimates() throws {
    let result = try Self.read(
      """
      import Observation
      extension Bar {
        @Observable
        final class Model {
          var width: CGFloat = 10
        }
      }
      private extension Comparable {
        func clamped(to limits: ClosedRange<Self>) -> Self { min(max(self, limits.lowerBound), limits.upperBound) }
      }
      final class Bar: UIView {
        let fill = CALayer()
        let model = Model()
        override func updateProperties() {
          super.updateProperties()
          CATransaction.begin()
          CATransaction.setAnimationDuration(0.5)
          fill.frame = CGRect(x: 0, y: 0, width: model.width, height: 4)
          CATransaction.commit()
        }
      }
      final class Host: UIViewController {
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        override func viewDidLoad() {
          let gradient = CAGradientLayer()
          gradient.frame = bar.bounds
          gradient.mask = bar.fill
          bar.layer.addSublayer(gradient)
          view.addSubview(bar)
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.bar.model.width = CGFloat(120).clamped(to: 0 ... 80)
          }
        }
      }
      """)
    let adds = result.scene.events.filter { event in
      if case .add(let a) = event.change { return a.keyPath == "bounds" } else { return false }
    }
    #expect(adds.map(\.time) == [1])
    if case .add(let a)? = adds.first?.change { #expect(a.duration == 0.5) }
    let sets = result.scene.events.compactMap { event -> AnimatedValue? in
      if case .setValue(let v) = event.change, v.keyPath == "bounds" { return v.value } else { return nil }
    }
    #expect(sets == [.rect(0, 0, 80, 4)])
  }

  /// A progress view that fills its whole circle through a clip of the progress band draws the
  /// band (the clip), redrawn as a display link moves `progress` in 1/60 s steps (`isZero` of
  /// its refresh rate picks the link's duration).
  @Test func aFillThroughAClipIsTheClipsShape() throws {
    let result = try Self.read(
      """
      final class Dial: UIView {
        var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
        var refreshRate: Double = 0
        weak var link: CADisplayLink?
        override init(frame: CGRect) {
          super.init(frame: frame)
          let link = CADisplayLink(target: self, selector: #selector(Dial.tick))
          link.add(to: RunLoop.main, forMode: .default)
          self.link = link
        }
        @objc func tick() {
          let step = refreshRate.isZero ? link!.duration : refreshRate
          if progress < 0.05 { progress += CGFloat(step) }
        }
        override func draw(_ rect: CGRect) {
          let band = UIBezierPath()
          band.move(to: CGPoint(x: 0, y: 0))
          band.addLine(to: CGPoint(x: 100 * progress, y: 0))
          band.addLine(to: CGPoint(x: 100 * progress, y: 10))
          band.close()
          UIGraphicsGetCurrentContext()?.saveGState()
          band.addClip()
          UIColor.blue.setFill()
          UIBezierPath(rect: rect).fill()
          UIGraphicsGetCurrentContext()?.restoreGState()
        }
      }
      final class Host: UIViewController {
        override func viewDidLoad() {
          let dial = Dial(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
          view.addSubview(dial)
        }
      }
      """)
    let paths = result.scene.events.compactMap { event -> KeyframePath? in
      if case .setValue(let v) = event.change, case .path(let p) = v.value { return p } else { return nil }
    }
    // First redraw at 1/60 s: progress 1/60, the band 100/60 wide.
    let first = try #require(paths.first)
    #expect(abs((first.keyframePoints.map(\.x).max() ?? 0) - 100.0 / 60) < 1e-9)
  }

  /// `[[UILabel alloc] init]` has a zero frame, as UIKit's `init` is `initWithFrame:CGRectZero`;
  /// `CGSizeEqualToSize` and `CGRectIsEmpty` compare it.
  @Test func aLabelMadeWithInitHasAZeroFrame() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "popup.m",
          text: """
            #import <UIKit/UIKit.h>
            @interface Host : UIViewController
            @end
            @implementation Host
            - (void)go {
                UILabel *title = [[UILabel alloc] init];
                title.text = @"Hello";
                CGSize size = title.frame.size;
                if (CGSizeEqualToSize(size, CGSizeZero) && CGRectIsEmpty(title.frame)) {
                    title.frame = CGRectMake(10, 10, 200, 30);
                } else {
                    title.frame = CGRectMake(0, 0, 1, 1);
                }
                [self.view addSubview:title];
                [UIView animateWithDuration:1 animations:^{ title.alpha = 0; }];
            }
            @end
            """)
      ], name: "popup", options: CodeImport.Options(entry: "Host.go"))
    #expect(AutoLayoutTests.frame(result.scene.root.layer(at: "view/title")) == [10, 10, 200, 30])
  }

  /// Objective-C's `+initialize` (run before the class is first used) setting appearance
  /// defaults, guarded by `self == [Badge class]`: a badge added to the window takes them.
  @Test func initializeRunsAndItsAppearanceApplies() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "badge.m",
          text: """
            #import <UIKit/UIKit.h>
            @interface Badge : UIView
            @end
            @implementation Badge
            + (void)initialize {
                if (self == [Badge class]) {
                    [[Badge appearance] setBackgroundColor:[UIColor redColor]];
                }
            }
            @end
            @interface Host : UIViewController
            @end
            @implementation Host
            - (void)viewDidLoad {
                Badge *badge = [[Badge alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
                [self.view addSubview:badge];
                [UIView animateWithDuration:1 animations:^{ badge.alpha = 0; }];
            }
            @end
            """)
      ], name: "badge", options: CodeImport.Options(entry: "Host.viewDidLoad"))
    #expect(!result.notes.contains { $0.contains("is not known here") })
    let badge = try #require(result.scene.root.layer(at: "view/badge"))
    #expect(
      badge.properties.last { $0.keyPath == "backgroundColor" }?.value
        == .color(RGBColor(red: 1, green: 0, blue: 0, alpha: 1)))
  }

  /// A view whose layer is a class of the program's (`+layerClass`) takes its class's appearance
  /// (red, set in `+initialize`) through its own setter, which hands it on to the layer; the
  /// layer's `-drawInContext:` then fills with it (not the layer class's lineage, which has no
  /// appearance).
  @Test func aViewWithItsOwnLayerClassTakesItsAppearance() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "ring.m",
          text: """
            #import <UIKit/UIKit.h>
            @interface RingLayer : CALayer
            @property(nonatomic, strong) UIColor *tint;
            @property(nonatomic) CGFloat progress;
            @end
            @implementation RingLayer
            @dynamic tint;
            @dynamic progress;
            - (void)drawInContext:(CGContextRef)context {
                CGContextSetFillColorWithColor(context, self.tint.CGColor);
                CGContextFillRect(context, CGRectMake(0, 0, 10 * self.progress, 10));
            }
            @end
            @interface Ring : UIView
            @property(nonatomic, strong) UIColor *tint;
            @end
            @implementation Ring
            + (void)initialize {
                if (self == [Ring class]) {
                    [[Ring appearance] setTint:[UIColor redColor]];
                }
            }
            + (Class)layerClass { return [RingLayer class]; }
            - (RingLayer *)ringLayer { return (RingLayer *)self.layer; }
            - (UIColor *)tint { return self.ringLayer.tint; }
            - (void)setTint:(UIColor *)tint { self.ringLayer.tint = tint; [self.ringLayer setNeedsDisplay]; }
            @end
            @interface Host : UIViewController
            @end
            @implementation Host
            - (void)viewDidLoad {
                Ring *ring = [[Ring alloc] initWithFrame:CGRectMake(0, 0, 100, 10)];
                [self.view addSubview:ring];
                CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"progress"];
                a.fromValue = @0; a.toValue = @1; a.duration = 0.1;
                [ring.layer addAnimation:a forKey:@"progress"];
            }
            @end
            """)
      ], name: "ring", options: CodeImport.Options(entry: "Host.viewDidLoad"))
    let drawing = try #require(result.scene.root.layer(at: "view/ring/drawing"))
    #expect(
      drawing.properties.last { $0.keyPath == "fillColor" }?.value
        == .color(RGBColor(red: 1, green: 0, blue: 0, alpha: 1)))
  }
}
