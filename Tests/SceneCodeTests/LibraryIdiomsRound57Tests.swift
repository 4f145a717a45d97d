import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Idioms of indicator and button libraries the importer follows (round 57 of unseen code): a
/// touch handler's location, `_cmd`, an action's sender, Swift 2's `stride`, AppKit's `layout()`.
@Suite("Library idioms, round 57")
struct LibraryIdiomsRound57Tests {
  /// `touchesBegan` run as the entry: the touch is not known, its location is taken as the middle
  /// of the view (its size not known either: 40 × 40, so (20, 20)), said; the halo grows by `performSelector:_cmd` every
  /// 0.01 s, each step an implicit animation of the standalone layer's scale (Core Animation's
  /// action: 0.25 s, the default curve), the first one not (the layer is new in that transaction).
  @Test func aTouchHandlerAndCmd() throws {
    let result = try importUIKitIdiom(
      """
      @interface Halo : UIView
      @end
      @implementation Halo
      - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
          CGPoint p = [[touches anyObject] locationInView:self];
          CALayer *wave = [CALayer layer];
          wave.frame = CGRectMake(p.x - 5, p.y - 5, 10, 10);
          [self.layer addSublayer:wave];
          [self grow:wave];
      }
      - (void)grow:(CALayer *)aLayer {
          if (aLayer.transform.m11 < 1.3) {
              [aLayer setTransform:CATransform3DScale(aLayer.transform, 1.1, 1.1, 1.0)];
              [self performSelector:_cmd withObject:aLayer afterDelay:0.01];
          }
      }
      @end
      """, file: "Halo.m", entry: "touchesBegan:withEvent:")
    #expect(result.notes.contains { $0.contains("[touches anyObject]'s location: assumed the middle of layer") })
    let wave = try #require(LibraryIdiomsTests.layer(result, "wave"))
    #expect(
      CodeShapesTests.text(CodeShapesTests.member(wave, "properties") ?? .null).contains("\"position\": [20, 20]"))
    // Steps at 0.01 and 0.02 s (1.1 → 1.21 → 1.331): two implicit animations of scale x.
    let events = CodeShapesTests.text(CodeShapesTests.member(result.document, "events") ?? .null)
    #expect(events.contains("\"at\": 0.01") && events.contains("\"at\": 0.02"), "\(events)")
    #expect(events.components(separatedBy: "\"keyPath\": \"transform.scale.x\"").count - 1 == 2)
  }

  /// An action run as the entry gets the control the code registered it on as its sender.
  @Test func anActionsSenderIsItsControl() throws {
    let result = try importUIKitIdiom(
      """
      class Heart: UIButton {
          func flip() { UIView.animate(withDuration: 0.1) { self.transform = CGAffineTransform(scaleX: 1.3, y: 1.3) } }
      }
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let heart = Heart(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
              heart.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
              view.addSubview(heart)
          }
          @objc private func tap(_ sender: UIButton) {
              guard let button = sender as? Heart else { return }
              button.flip()
          }
      }
      """, entry: "tap")
    #expect(result.notes.contains { $0.contains("tap: sender is heart, the control that sends it") })
    #expect(idiomAnimation(result, on: "heart") != nil)
  }

  /// Swift 2's `0.stride(to: 3, by: 1)` is 0, 1, 2 — three dots, each with its own begin time
  /// (a group changed between adds: each add copies it).
  @Test func swiftTwosStrideMethod() throws {
    let result = try importUIKitIdiom(
      """
      class Dots: CALayer {
          var dots: [CALayer] = []
          func start() {
              for i in 0.stride(to: 3, by: 1) {
                  let dot = CALayer()
                  dot.position = CGPoint(x: CGFloat(i) * 10, y: 0)
                  addSublayer(dot)
                  dots.append(dot)
              }
              let group = CAAnimationGroup()
              group.duration = 0.9
              let jump = CABasicAnimation(keyPath: "transform.translation.y")
              jump.toValue = -10
              for i in 0.stride(to: dots.count, by: 1) {
                  group.beginTime = CACurrentMediaTime() + Double(i) * 0.15
                  group.animations = [jump]
                  dots[i].addAnimation(group, forKey: "jump")
              }
          }
      }
      """, entry: "start")
    let text = CodeShapesTests.text(result.document)
    #expect(text.components(separatedBy: "\"keyPath\": \"transform.translation.y\"").count - 1 == 3)
    #expect(text.contains("\"beginTime\": 0.15") && text.contains("\"beginTime\": 0.3"))
  }

  /// An `NSView` subclass's `layout()` is AppKit's layout pass: the bars are placed before the
  /// entry's animations run ((40 − 3) / 2 = 18.5 → a 3 × 7 bar centred at (20, 10)).
  @Test func appKitsLayoutRuns() throws {
    let result = try importIdiom(
      """
      import AppKit
      final class Bars: NSView {
          let bar = CALayer()
          override init(frame: NSRect) {
              super.init(frame: frame)
              wantsLayer = true
              layer?.addSublayer(bar)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func layout() {
              super.layout()
              bar.frame = CGRect(x: (bounds.width - 3) / 2, y: (bounds.height - 7) / 2, width: 3, height: 7)
          }
          func startAnimating() {
              let a = CABasicAnimation(keyPath: "bounds.size.height")
              a.toValue = 12
              bar.add(a, forKey: "equalize")
          }
      }
      """, entry: "startAnimating")
    #expect(InterfaceFileTests.numbers(LibraryIdiomsTests.property(result, "bar", "position")) == [20, 20])
  }
}
