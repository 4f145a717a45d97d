import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Core Graphics drawing in `draw(_:)` shown as shape layers, drawn again when the view asks
/// (a timer's `setNeedsDisplay()`) and while a layer class's own key animates. Paths are checked
/// at points worked out by hand; times are the timer's and 1/30 s frames.
@Suite("Drawing in draw(_:)")
struct ContextDrawingTests {
  static func read(_ code: String, entry: String = "Host.viewDidLoad") throws -> CodeImport.Result {
    try CodeImport.read(
      [CodeImport.Source(file: "drawing.swift", text: code)], name: "drawing",
      options: CodeImport.Options(entry: entry))
  }

  static func layer(_ result: CodeImport.Result, _ path: String) -> Layer? {
    result.scene.root.layer(at: NodePath(path))
  }

  static func value(_ layer: Layer?, _ key: String) -> AnimatedValue? {
    layer?.properties.last { $0.keyPath == key }?.value
  }

  /// A gauge view strokes a 4 pt red line from (10, 50) to (90, 50) and fills a blue 20 × 20
  /// square at (40, 0): two shape layers inside it, in that order, as large as the view, with
  /// those paths, colours and widths; the square has no stroke, the line no fill.
  @Test func strokedAndFilledPathsAreShapesInTheView() throws {
    let result = try Self.read(
      """
      final class Gauge: UIView {
        override func draw(_ rect: CGRect) {
          let context = UIGraphicsGetCurrentContext()
          context?.setLineWidth(4)
          context?.setStrokeColor(UIColor.red.cgColor)
          context?.move(to: CGPoint(x: 10, y: 50))
          context?.addLine(to: CGPoint(x: 90, y: 50))
          context?.strokePath()
          context?.setFillColor(UIColor.blue.cgColor)
          context?.fill(CGRect(x: 40, y: 0, width: 20, height: 20))
        }
      }
      final class Host: UIViewController {
        override func viewDidLoad() {
          let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
          view.addSubview(gauge)
          UIView.animate(withDuration: 1) { gauge.alpha = 0 }
        }
      }
      """)
    let line = try #require(Self.layer(result, "view/gauge/drawing"))
    let square = try #require(Self.layer(result, "view/gauge/drawing2"))
    #expect(line.layerClass == .shape && square.layerClass == .shape)
    #expect(AutoLayoutTests.frame(line) == [0, 0, 100, 100])
    #expect(Self.value(line, "lineWidth") == .number(4))
    #expect(Self.value(line, "strokeColor") == .color(RGBColor(red: 1, green: 0, blue: 0, alpha: 1)))
    #expect(Self.value(line, "fillColor") == .color(RGBColor(red: 0, green: 0, blue: 0, alpha: 0)))
    #expect(Self.value(square, "fillColor") == .color(RGBColor(red: 0, green: 0, blue: 1, alpha: 1)))
    // (No stroke is CAShapeLayer's default: nothing set.)
    #expect(Self.value(square, "strokeColor") == nil)
    guard case .path(let path)? = Self.value(line, "path") else {
      Issue.record("no path")
      return
    }
    #expect(path.keyframePoints == [[10, 50], [90, 50]])
  }

  /// A bar that a timer redraws every 0.25 s, one more 10 pt segment each time: the shape's
  /// path is set again at 0.25, 0.5 … (no implicit animation: a redraw replaces the picture).
  @Test func aRedrawSetsThePathAgainAtThatTime() throws {
    let result = try Self.read(
      """
      final class Bar: UIView {
        var steps: CGFloat = 1
        override func draw(_ rect: CGRect) {
          let context = UIGraphicsGetCurrentContext()
          context?.move(to: CGPoint(x: 0, y: 5))
          context?.addLine(to: CGPoint(x: 10 * steps, y: 5))
          context?.strokePath()
        }
        @objc func tick() {
          steps += 1
          setNeedsDisplay()
        }
      }
      final class Host: UIViewController {
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        override func viewDidLoad() {
          view.addSubview(bar)
          Timer.scheduledTimer(timeInterval: 0.25, target: bar, selector: #selector(Bar.tick), userInfo: nil, repeats: true)
        }
      }
      """)
    let events = result.scene.events.filter { $0.layer == "view/bar/drawing" }
    #expect(events.prefix(3).map(\.time) == [0.25, 0.5, 0.75])
    #expect(result.scene.root.layer(at: "view/bar/drawing")?.animations.isEmpty == true)
    guard case .setValue(let set)? = events.dropFirst().first?.change, case .path(let second) = set.value else {
      Issue.record("no path set")
      return
    }
    #expect(set.keyPath == "path")
    // The third pass (steps 3): a line to x = 30.
    #expect(second.keyframePoints.last == [30, 5])
  }

  /// A layer class drawing an arc from `progress` (0 → 1 over 0.1 s, linear): drawn again at
  /// 1/30 s steps — at 1/30 s the arc ends a third of the way round (120°, at (30, 84.64) on a
  /// circle of 40 about (50, 50), y down) — and, the animation removed at its end, drawn with
  /// the model's 0 again at 0.1 s.
  @Test func aLayerDrawingFromItsOwnKeyIsRedrawnAsTheKeyAnimates() throws {
    let result = try Self.read(
      """
      final class Ring: CALayer {
        @NSManaged var progress: CGFloat
        override func draw(in ctx: CGContext) {
          ctx.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: progress * 2 * .pi, clockwise: false)
          ctx.strokePath()
        }
      }
      final class Host: UIViewController {
        override func viewDidLoad() {
          let ring = Ring()
          ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
          view.layer.addSublayer(ring)
          let grow = CABasicAnimation(keyPath: "progress")
          grow.fromValue = 0
          grow.toValue = 1
          grow.duration = 0.1
          grow.timingFunction = CAMediaTimingFunction(name: .linear)
          ring.add(grow, forKey: "progress")
        }
      }
      """)
    let events = result.scene.events.filter { $0.layer == "view/ring/drawing" }
    let times = events.map(\.time)
    #expect(times.count == 3)
    #expect(abs(times[0] - 1.0 / 30) < 1e-9 && abs(times[2] - 0.1) < 1e-9)
    guard case .setValue(let set)? = events.first?.change, case .path(let third) = set.value else {
      Issue.record("no path set")
      return
    }
    let end = try #require(third.keyframePoints.last)
    #expect(abs(end.x - (50 + 40 * cos(2 * Double.pi / 3))) < 1e-6)
    #expect(abs(end.y - (50 + 40 * sin(2 * Double.pi / 3))) < 1e-6)
  }

  /// Objective-C: a layer class's `-drawInContext:` filling a wedge built with `CGPath…` and
  /// added with `CGContextAddPath`, its `progress` animated 0 → 1 over 0.1 s: drawn again at
  /// 1/30 s steps like the Swift `draw(in:)` (the wedge's arc reaches further each time).
  @Test func anObjectiveCLayerDrawingInContextIsRedrawnToo() throws {
    let result = try CodeImport.read(
      [
        CodeImport.Source(
          file: "wedge.m",
          text: """
            #import <UIKit/UIKit.h>
            @interface Wedge : CALayer
            @property (nonatomic) CGFloat progress;
            @end
            @implementation Wedge
            @dynamic progress;
            - (void)drawInContext:(CGContextRef)context {
                CGContextSetFillColorWithColor(context, [UIColor redColor].CGColor);
                CGMutablePathRef path = CGPathCreateMutable();
                CGPathMoveToPoint(path, NULL, 50, 50);
                CGPathAddArc(path, NULL, 50, 50, 40, 0, self.progress * 2 * M_PI, false);
                CGPathCloseSubpath(path);
                CGContextAddPath(context, path);
                CGContextFillPath(context);
            }
            @end
            @interface Host : UIViewController
            @end
            @implementation Host
            - (void)viewDidLoad {
                Wedge *wedge = [Wedge layer];
                wedge.frame = CGRectMake(0, 0, 100, 100);
                [self.view.layer addSublayer:wedge];
                CABasicAnimation *grow = [CABasicAnimation animationWithKeyPath:@"progress"];
                grow.fromValue = @0;
                grow.toValue = @1;
                grow.duration = 0.1;
                [wedge addAnimation:grow forKey:@"progress"];
            }
            @end
            """)
      ], name: "wedge", options: CodeImport.Options(entry: "Host.viewDidLoad"))
    let events = result.scene.events.filter { event in
      if case .setValue(let v) = event.change { return v.keyPath == "path" } else { return false }
    }
    #expect(events.count >= 2)
    let fill = result.scene.root.layer(at: "view/wedge/drawing")?.properties.last { $0.keyPath == "fillColor" }?.value
    #expect(fill == .color(RGBColor(red: 1, green: 0, blue: 0, alpha: 1)))
  }

  /// A shape a redraw draws first (nothing drawn while `progress` is 0) is hidden until then and
  /// shown at that redraw, without the note that a layer is added later (the drawing note says
  /// what it is).
  @Test func aShapeFirstDrawnLaterIsHiddenUntilThenQuietly() throws {
    let result = try Self.read(
      """
      final class Ring: CALayer {
        @NSManaged var progress: CGFloat
        override func draw(in ctx: CGContext) {
          if progress > 0 {
            ctx.fill(CGRect(x: 0, y: 0, width: 100 * progress, height: 10))
          }
        }
      }
      final class Host: UIViewController {
        override func viewDidLoad() {
          let ring = Ring()
          ring.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
          view.layer.addSublayer(ring)
          let grow = CABasicAnimation(keyPath: "progress")
          grow.fromValue = 0
          grow.toValue = 1
          grow.duration = 0.1
          ring.add(grow, forKey: "progress")
        }
      }
      """)
    let drawing = try #require(Self.layer(result, "view/ring/drawing"))
    #expect(Self.value(drawing, "hidden") == .number(1))
    let shown = result.scene.events.first { event in
      if case .setValue(let v) = event.change { return event.layer == "view/ring/drawing" && v.keyPath == "hidden" }
      return false
    }
    #expect(abs((shown?.time ?? 0) - 1.0 / 30) < 1e-9)
    #expect(!result.notes.contains { $0.contains("in the tree from the start, hidden until then") })
  }
}
